import { describe, expect, it } from 'vitest';
import { recommendSkills, scoreSkills, type SkillProfile } from './engine';
import { goalNeeds, roleNeeds } from './role-core';
import { buildCatalogue, loadCatalogue, skillKey, type Catalogue } from './skill-catalogue';

const catalogue = loadCatalogue();
/**
 * The shipped catalogue without its career steps, for tests of a rule on people the steps also speak for: what
 * the steps like a person's ask for is data, and may outvote the rule the test is about.
 */
const withoutSteps: Catalogue = { ...catalogue, careerSteps: [] };

const engineer: SkillProfile = {
  role: 'Senior Backend Engineer',
  industry: 'technology',
  mainGoal: 'develop-leadership',
  skills: ['Python', 'postgres', 'Docker'],
};

describe('skill catalogue', () => {
  it('ships at least 300 skills across every category', () => {
    expect(catalogue.skills.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.skills.map((skill) => skill.category))).toEqual(
      new Set(['technical', 'data', 'design', 'product', 'business', 'leadership', 'communication', 'domain']),
    );
  });

  it('matches typed names through names and aliases, ignoring case and spacing', () => {
    expect(catalogue.match('node.js')?.id).toBe(catalogue.match('NodeJS')?.id);
    expect(catalogue.match('  SQL ')?.id).toBe('sql');
    expect(catalogue.match('PYTHON')?.id).toBe('python');
    expect(catalogue.match('Underwater basket weaving')).toBeUndefined();
    expect(skillKey('C++')).not.toBe(skillKey('C'));
  });

  it('refuses a broken catalogue with a message naming the fault', () => {
    const entry = catalogue.skills[0]!;
    expect(() => buildCatalogue([{ ...entry, related: [{ id: 'no-such-skill', weight: 0.5 }] }])).toThrow(
      /relates to unknown skill no-such-skill/,
    );
    expect(() => buildCatalogue([entry, entry])).toThrow(/duplicate id/);
    expect(() => buildCatalogue([{ ...entry, popularity: 7 }])).toThrow(/popularity/);
  });
});

describe('recommendation engine', () => {
  it('is deterministic for the same profile', () => {
    expect(recommendSkills(catalogue, engineer)).toEqual(recommendSkills(catalogue, engineer));
  });

  it('never recommends a skill the person has, however they typed it', () => {
    const owned = new Set(engineer.skills.map((name) => catalogue.match(name)!.id));
    expect(owned.size).toBe(3);
    for (const draft of recommendSkills(catalogue, engineer)) expect(owned.has(draft.skillId)).toBe(false);
  });

  it('builds a T: some skills deepen the core, others broaden toward the goal', () => {
    const drafts = recommendSkills(catalogue, engineer);
    expect(drafts).toHaveLength(6);
    expect(drafts.some((draft) => draft.kind === 'deepen')).toBe(true);
    expect(drafts.some((draft) => draft.kind === 'broaden')).toBe(true);
    const leadership = drafts.filter((draft) => catalogue.byId.get(draft.skillId)!.category === 'leadership');
    expect(leadership.length).toBeGreaterThanOrEqual(2);
  });

  it("broadens with a discipline of the core's category the person holds nothing in", () => {
    const analyst: SkillProfile = {
      role: 'Data Analyst',
      industry: 'other',
      mainGoal: 'expand-technical',
      skills: ['Excel', 'SQL', 'Power BI'],
    };
    const drafts = recommendSkills(catalogue, analyst);
    // Regression analysis is data, as their core is, but statistics is a discipline they hold nothing in.
    const regression = drafts.find((draft) => draft.skillId === 'regression-analysis');
    expect(regression?.kind).toBe('broaden');
    expect(catalogue.byId.get('regression-analysis')!.category).toBe('data');
  });

  it('derives an integer match from the score, best first, and explains each pick', () => {
    const drafts = recommendSkills(catalogue, engineer);
    const matches = drafts.map((draft) => draft.matchPercentage);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    for (const draft of drafts) {
      expect(Number.isInteger(draft.matchPercentage)).toBe(true);
      expect(draft.matchPercentage).toBeGreaterThanOrEqual(0);
      expect(draft.matchPercentage).toBeLessThanOrEqual(100);
      // What the goal means for someone in the job speaks first where the catalogue knows it.
      expect(draft.reason).toMatch(
        /^(Because|Widely|For someone working as Senior Backend Engineer, growing as a leader)/,
      );
    }
    expect(drafts.some((draft) => /you know (Python|PostgreSQL|Docker)/.test(draft.reason))).toBe(true);
    expect(drafts.some((draft) => draft.reason.includes('develop leadership abilities'))).toBe(true);
  });

  it('gives different people different lists', () => {
    const nurse = recommendSkills(catalogue, {
      role: 'Registered Nurse',
      industry: 'healthcare',
      mainGoal: 'career-transition',
      skills: ['Patient care'],
    });
    const marketer = recommendSkills(catalogue, {
      role: 'Marketing Manager',
      industry: 'marketing',
      mainGoal: 'learn-business',
      skills: ['SEO', 'Copywriting'],
    });
    expect(nurse.map((draft) => draft.skillId)).not.toEqual(marketer.map((draft) => draft.skillId));
  });

  it('still answers for an empty profile and for skills the catalogue lacks', () => {
    expect(recommendSkills(catalogue, { role: null, industry: null, mainGoal: null, skills: [] })).toHaveLength(6);
    expect(
      recommendSkills(catalogue, { role: null, industry: null, mainGoal: null, skills: ['Underwater basket weaving'] }),
    ).toHaveLength(6);
  });
});

describe('what a role implies', () => {
  const idsFor = (profile: SkillProfile, count = 6) =>
    recommendSkills(catalogue, profile, count).map((draft) => draft.skillId);

  it('never recommends back the skill a role is named for, nor the role core', () => {
    const cases: [string, string[]][] = [
      ['DevOps Engineer', ['devops', 'ci-cd', 'linux']],
      ['Senior Data Analyst', ['data-analysis', 'sql', 'excel']],
      ['Product Manager', ['product-management', 'roadmapping', 'user-stories']],
      ['Machine Learning Engineer', ['machine-learning']],
      ['Engineering Manager', ['engineering-management']],
    ];
    for (const [role, held] of cases)
      for (const goal of ['expand-technical', 'develop-leadership', 'learn-business'] as const) {
        const ids = idsFor({ role, industry: 'technology', mainGoal: goal, skills: [] }, 10);
        for (const id of held) expect(ids, `${role} (${goal}) got ${id}`).not.toContain(id);
      }
  });

  it('lets the implied core lead on, and says so', () => {
    const drafts = recommendSkills(catalogue, {
      role: 'DevOps Engineer',
      industry: 'technology',
      mainGoal: 'expand-technical',
      skills: [],
    });
    expect(drafts.some((draft) => draft.reason.includes('work as DevOps Engineer'))).toBe(true);
    expect(drafts.some((draft) => draft.kind === 'deepen')).toBe(true);
  });

  it('matches role words whole: an account manager is not an accountant', () => {
    const ids = idsFor({ role: 'Account Manager', industry: 'marketing', mainGoal: 'learn-business', skills: [] }, 10);
    expect(ids).not.toContain('account-management');
    const accountant = idsFor({ role: 'Accountant', industry: 'finance', mainGoal: 'learn-business', skills: [] }, 10);
    expect(accountant).not.toContain('accounting-fundamentals');
  });

  it('refuses role cores that name unknown skills or repeat a role', () => {
    const entry = { ...catalogue.skills[0]!, related: [] };
    expect(() => buildCatalogue([entry], [{ role: 'tester', core: ['no-such-skill'] }])).toThrow(
      /names unknown skill no-such-skill/,
    );
    expect(() =>
      buildCatalogue(
        [entry],
        [
          { role: 'tester', core: [] },
          { role: 'tester', core: [] },
        ],
      ),
    ).toThrow(/duplicate role/);
    expect(() => buildCatalogue([entry], [{ role: 'executive assistant', core: [] }])).toThrow(
      /holds "assistant", a word titles are matched without/,
    );
  });

  it('deepens the core only with skills that serve a goal lying outside it', () => {
    const sre: SkillProfile = {
      role: 'Site Reliability Engineer',
      industry: 'technology',
      mainGoal: 'improve-communication',
      skills: ['Kubernetes', 'Terraform', 'Go'],
    };
    for (const draft of recommendSkills(catalogue, sre, 5))
      expect(catalogue.byId.get(draft.skillId)!.goals['improve-communication'], draft.skillId).toBeGreaterThanOrEqual(
        0.6,
      );
  });

  /** An accounts clerk changing career, without a named role; the next two tests give them FP&A. */
  const accountsClerk: SkillProfile = {
    role: 'Accounts Payable Clerk',
    industry: 'finance',
    mainGoal: 'career-transition',
    skills: ['invoice processing', 'Excel'],
  };
  const towardFpa: SkillProfile = { ...accountsClerk, targetRole: 'FP&A Analyst' };

  it("takes from a career changer's field only what leads to the role they name", () => {
    const ids = recommendSkills(catalogue, towardFpa, 5).map((draft) => draft.skillId);
    expect(ids).toContain('budgeting');
    expect(ids).not.toContain('anti-money-laundering');
    const withoutTarget = recommendSkills(withoutSteps, accountsClerk, 5).map((draft) => draft.skillId);
    expect(withoutTarget).toContain('anti-money-laundering');
  });

  it("lets what a career changer's old title implies lead only toward the role they name", () => {
    const adjacency = (profile: SkillProfile) =>
      scoreSkills(catalogue, profile).find((item) => item.skill.id === 'credit-analysis')!.adjacency;
    // The accounting the title implies is close to credit analysis, which is not on the way to FP&A.
    expect(adjacency(towardFpa)).toBeLessThan(adjacency(accountsClerk));
    const picks = recommendSkills(catalogue, towardFpa, 5);
    expect(picks.map((draft) => draft.skillId)).not.toContain('credit-analysis');
    // What the old title implies is not the depth to build on: financial analysis broadens them toward FP&A.
    expect(picks.find((draft) => draft.skillId === 'financial-analysis')?.kind).toBe('broaden');
  });

  it('counts a seniority word in a role keyword: a staff engineer is not every engineer', () => {
    const target = (targetRole: string) =>
      scoreSkills(catalogue, {
        role: 'Network Engineer',
        targetRole,
        industry: 'technology',
        mainGoal: 'expand-technical',
        skills: [],
      }).find((item) => item.skill.id === 'software-architecture')!.targetFit;
    expect(target('Staff Engineer')).toBe(1);
    expect(target('Network Automation Engineer')).toBeLessThan(0.6);
  });
});

describe("a non-technical field's own technical skills", () => {
  const rankOf = (ids: string[], id: string) => (ids.includes(id) ? ids.indexOf(id) : Infinity);
  // The field's rule alone; the last test checks it still holds with what the career steps ask for.
  const ranked = (profile: SkillProfile, from = withoutSteps) =>
    recommendSkills(from, profile, 10).map((draft) => draft.skillId);
  const nurse: SkillProfile = {
    role: 'Registered Nurse',
    industry: 'healthcare',
    mainGoal: 'expand-technical',
    skills: ['patient care'],
  };
  const teacher: SkillProfile = { role: 'Teacher', industry: 'education', mainGoal: 'expand-technical', skills: [] };

  it('puts health informatics before general programming for a nurse growing technically', () => {
    const ids = ranked(nurse);
    const informatics = ['clinical-informatics', 'ehr-systems', 'healthcare-interoperability', 'healthcare-analytics'];
    expect(ids.slice(0, 5).filter((id) => informatics.includes(id)).length).toBeGreaterThanOrEqual(3);
    const lastInformatics = Math.max(...informatics.map((id) => rankOf(ids, id)).filter(Number.isFinite));
    for (const general of ['python', 'machine-learning', 'aws'])
      expect(rankOf(ids, general)).toBeGreaterThan(lastInformatics);
  });

  it('never calls a general technical skill part of a field', () => {
    const drafts = recommendSkills(
      catalogue,
      {
        role: 'Senior Data Scientist',
        industry: 'finance',
        mainGoal: 'expand-technical',
        skills: ['Python', 'SQL', 'Machine Learning', 'Statistics'],
      },
      20,
    );
    for (const draft of drafts)
      if (catalogue.byId.get(draft.skillId)!.category === 'technical')
        expect(draft.reason, draft.skillName).not.toContain('A technical skill of');
    expect(drafts.map((draft) => draft.skillId)).not.toContain('data-analysis');
  });

  it('finds the field from the title when the industry is "other"', () => {
    const profile: SkillProfile = { role: 'Staff Nurse', industry: 'other', mainGoal: 'expand-technical', skills: [] };
    const ids = recommendSkills(withoutSteps, profile, 5).map((draft) => draft.skillId);
    expect(ids).toEqual(expect.arrayContaining(['ehr-systems']));
  });

  it('gives a teacher learning technology and an accountant financial modelling', () => {
    expect(ranked(teacher).slice(0, 5)).toEqual(
      expect.arrayContaining(['lms-administration', 'e-learning-development']),
    );
    const accountant = ranked({
      role: 'Accountant',
      industry: 'finance',
      mainGoal: 'expand-technical',
      skills: ['bookkeeping', 'Excel'],
    });
    expect(accountant.slice(0, 5)).toContain('financial-modeling');
    const draft = recommendSkills(withoutSteps, teacher).find((entry) => entry.skillId === 'lms-administration');
    expect(draft?.reason).toContain('A technical skill of education itself');
  });

  it('keeps general programming behind the field’s own skills with what the career steps ask for', () => {
    // Nurses' postings ask for SQL and statistics too; the field's own skills still lead.
    const informatics = ['clinical-informatics', 'ehr-systems', 'healthcare-interoperability', 'healthcare-analytics'];
    const nurseIds = ranked(nurse, catalogue);
    expect(
      nurseIds.slice(0, 5).filter((id) => informatics.includes(id)).length,
      nurseIds.join(', '),
    ).toBeGreaterThanOrEqual(3);
    const cases: [SkillProfile, string[]][] = [
      [nurse, ['clinical-informatics', 'ehr-systems']],
      [teacher, ['lms-administration', 'e-learning-development']],
    ];
    for (const [profile, own] of cases) {
      const ids = ranked(profile, catalogue);
      const lastOwn = Math.max(...own.map((id) => rankOf(ids, id)));
      expect(lastOwn, `${profile.role}: ${ids.join(', ')}`).toBeLessThan(Infinity);
      for (const general of ['python', 'machine-learning', 'aws'])
        expect(rankOf(ids, general), `${profile.role}: ${general}`).toBeGreaterThan(lastOwn);
    }
  });
});

describe('feedback', () => {
  const analyst: SkillProfile = {
    role: 'Marketing Analyst',
    industry: 'marketing',
    mainGoal: 'expand-technical',
    skills: ['Excel', 'SQL'],
  };

  it('never recommends a dismissed skill', () => {
    const before = recommendSkills(catalogue, analyst).map((draft) => draft.skillId);
    const dismissed = before.slice(0, 2);
    const names = dismissed.map((id) => catalogue.byId.get(id)!.name.toUpperCase());
    const after = recommendSkills(catalogue, { ...analyst, dismissed: names }, 20).map((draft) => draft.skillId);
    expect(after).toHaveLength(20);
    for (const id of dismissed) expect(after).not.toContain(id);
  });

  it('recommends wanted skills the person lacks, at most two, saying they asked for them', () => {
    const wanted = ['Kubernetes', 'Rust', 'Go', 'Excel'];
    const drafts = recommendSkills(catalogue, { ...analyst, wanted });
    const asked = drafts.filter((draft) => draft.reason.startsWith('You said you want to learn it'));
    expect(asked).toHaveLength(2);
    for (const draft of asked) expect(['kubernetes', 'rust', 'go']).toContain(draft.skillId);
    expect(drafts.map((draft) => draft.skillId)).not.toContain('excel');
  });

  it('a wanted skill overrides what the role implies, and a dismissed one beats a wanted one', () => {
    const pm: SkillProfile = {
      role: 'Product Manager',
      industry: 'technology',
      mainGoal: 'learn-business',
      skills: [],
    };
    expect(recommendSkills(catalogue, pm).map((draft) => draft.skillId)).not.toContain('product-management');
    const wanting = recommendSkills(catalogue, { ...pm, wanted: ['Product Management'] });
    expect(wanting.map((draft) => draft.skillId)).toContain('product-management');
    const both = recommendSkills(catalogue, { ...pm, wanted: ['Python'], dismissed: ['python'] });
    expect(both.map((draft) => draft.skillId)).not.toContain('python');
  });

  it('wanted skills pull their neighbours toward the top', () => {
    const plain = recommendSkills(catalogue, analyst, 12).map((draft) => draft.skillId);
    const wanting = recommendSkills(catalogue, { ...analyst, wanted: ['Machine Learning'] }, 12);
    const neighbours = new Set(catalogue.neighbours.get('machine-learning')!.keys());
    const count = (ids: string[]) => ids.filter((id) => neighbours.has(id)).length;
    expect(count(wanting.map((draft) => draft.skillId))).toBeGreaterThan(count(plain));
    expect(wanting.some((draft) => draft.reason.includes('want to learn Machine Learning'))).toBe(true);
  });
  it("wanted skills pull their neighbours up even where the person's kind lists next steps", () => {
    const listing = buildCatalogue(catalogue.skills, catalogue.roleCores, [
      {
        kind: 'marketing analysts',
        roles: ['marketing analyst'],
        goals: {
          'expand-technical': [
            'marketing-analytics',
            'web-analytics',
            'seo',
            'email-marketing',
            'a-b-testing',
            'data-modeling',
            'performance-marketing',
            'google-sheets',
            'data-visualization',
            'product-analytics',
          ],
        },
      },
    ]);
    const neighbours = new Set(catalogue.neighbours.get('machine-learning')!.keys());
    const count = (profile: SkillProfile) =>
      recommendSkills(listing, profile, 12).filter((draft) => neighbours.has(draft.skillId)).length;
    expect(count({ ...analyst, wanted: ['Machine Learning'] })).toBeGreaterThan(count(analyst));
  });
});

describe('people who lead, and people changing career', () => {
  const communicator = (role: string): SkillProfile => ({
    role,
    industry: 'other',
    mainGoal: 'improve-communication',
    skills: ['budgeting', 'team management'],
  });

  it("gives someone who leads people a leader's communication skills, and says why", () => {
    const manager = recommendSkills(catalogue, communicator('Services Manager'));
    const leaderPicks = manager.filter((pick) => pick.reason.includes('by people who lead others'));
    expect(leaderPicks.length).toBeGreaterThan(0);
    for (const role of ['Services Coordinator', 'Account Executive'])
      for (const pick of recommendSkills(catalogue, communicator(role)))
        expect(pick.reason, role).not.toContain('by people who lead others');
  });

  it('puts programming and data tooling behind transferable skills for a career change without technical footing', () => {
    const changer = (skills: string[]): SkillProfile => ({
      role: 'Shop Assistant',
      industry: 'other',
      mainGoal: 'career-transition',
      skills,
    });
    const reachOf = (profile: SkillProfile, id: string) =>
      scoreSkills(catalogue, profile).find((item) => item.skill.id === id)!.reach;
    expect(reachOf(changer(['customer service']), 'sql')).toBeLessThan(1);
    expect(reachOf(changer(['customer service']), 'project-management')).toBe(1);
    expect(reachOf(changer(['customer service', 'JavaScript']), 'sql')).toBe(1);
  });

  describe('the role the person is working toward', () => {
    const teacher: SkillProfile = {
      role: 'High School Teacher',
      industry: 'education',
      mainGoal: 'career-transition',
      skills: ['Excel', 'Public speaking'],
    };
    const aiming = { ...teacher, targetRole: 'Data Analyst' };

    it("recommends that role's core skills and names the role in the reason", () => {
      const picks = recommendSkills(catalogue, aiming);
      for (const id of ['data-analysis', 'sql']) {
        const pick = picks.find((item) => item.skillId === id);
        expect(pick, id).toBeDefined();
        expect(pick!.reason).toMatch(/^Core to Data Analyst, the role you are working toward/);
      }
      // Without it, a teacher changing career is offered their own field's next steps instead.
      const before = recommendSkills(catalogue, teacher).map((pick) => pick.skillId);
      expect(before).not.toContain('data-analysis');
      expect(before).not.toContain('sql');
    });

    it('never recommends back a core skill the person already holds, listed or implied by their role', () => {
      const listed = recommendSkills(catalogue, { ...aiming, skills: [...aiming.skills, 'SQL'] });
      expect(listed.map((pick) => pick.skillId)).not.toContain('sql');
      const implied = recommendSkills(catalogue, { ...engineer, targetRole: 'Backend Developer' });
      // A backend engineer's role already holds what a backend developer's does: nothing is "core to" it for them.
      expect(implied.filter((pick) => pick.reason.startsWith('Core to'))).toEqual([]);
    });

    it('changes nothing when it is empty', () => {
      const unchanged = recommendSkills(catalogue, engineer);
      expect(recommendSkills(catalogue, { ...engineer, targetRole: null })).toEqual(unchanged);
      expect(recommendSkills(catalogue, { ...engineer, targetRole: '' })).toEqual(unchanged);
      expect(unchanged.some((pick) => pick.reason.includes('working toward'))).toBe(false);
    });
  });
});

describe('what a goal means for a kind of job', () => {
  // The same catalogue without its goal meanings: what the engine would offer without that knowledge.
  const withoutMeanings = buildCatalogue(catalogue.skills, catalogue.roleCores, []);
  const copywriter: SkillProfile = {
    role: 'Freelance Copywriter',
    industry: 'marketing',
    mainGoal: 'learn-business',
    skills: ['copywriting', 'WordPress'],
  };
  const idsOf = (cat: typeof catalogue, profile: SkillProfile) =>
    recommendSkills(cat, profile, 5).map((pick) => pick.skillId);

  it('offers a freelancer learning the business pricing and winning work, and says why', () => {
    const picks = recommendSkills(catalogue, copywriter, 5);
    const pricing = picks.find((pick) => pick.skillId === 'pricing-strategy');
    expect(pricing).toBeDefined();
    expect(pricing!.reason).toMatch(
      /^For someone who runs a practice or works freelance, learning the business starts with Pricing Strategy\./,
    );
    expect(picks.map((pick) => pick.skillId)).toContain('business-development');
    // Without the knowledge the same person is offered marketing strategy instead of pricing.
    expect(idsOf(withoutMeanings, copywriter)).not.toContain('pricing-strategy');
  });

  it('offers someone who already runs a unit what leading further means there, not team leadership again', () => {
    const manager: SkillProfile = {
      role: 'Store Manager',
      industry: 'other',
      mainGoal: 'develop-leadership',
      skills: [],
    };
    const picks = recommendSkills(catalogue, manager, 5);
    const ids = picks.map((pick) => pick.skillId);
    expect(ids).toEqual(expect.arrayContaining(['managing-managers', 'change-management']));
    expect(ids).not.toContain('people-management');
    const meant = picks.filter((pick) =>
      pick.reason.startsWith('For someone who runs a store, site, ward or other unit'),
    );
    expect(meant.length).toBeGreaterThanOrEqual(3);
    expect(idsOf(withoutMeanings, manager)).not.toContain('managing-managers');
  });

  it('reads the kind from the role the person has, and a field-bound kind only in its field', () => {
    const engineerIn = (industry: SkillProfile['industry']): SkillProfile => ({
      role: 'Software Engineer',
      industry,
      mainGoal: 'learn-business',
      skills: ['Java'],
    });
    expect(idsOf(withoutSteps, engineerIn('finance'))).toContain('financial-regulation');
    expect(idsOf(withoutSteps, engineerIn('technology'))).not.toContain('financial-regulation');
    // A first-time leader heading for a unit manager's job starts with managing people, not workforce planning.
    const stepping = scoreSkills(catalogue, { ...engineer, targetRole: 'Store Manager' });
    expect(stepping.every((item) => item.goalNeed === null)).toBe(true);
  });

  it('lets the most specific kind of a title speak for the goal', () => {
    const kinds = buildCatalogue(
      catalogue.skills,
      [],
      [
        { kind: 'office staff', roles: ['clerk'], goals: { 'career-transition': ['digital-marketing'] } },
        { kind: 'accountants', roles: ['accounts payable'], goals: { 'learn-business': ['budgeting'] } },
        { kind: 'freelancers', roles: ['freelance'], goals: { 'learn-business': ['pricing-strategy'] } },
        { kind: 'marketers', roles: ['copywriter'], goals: { 'learn-business': ['marketing-strategy'] } },
        { kind: 'team leaders', roles: ['head'], goals: { 'develop-leadership': ['people-management'] } },
        { kind: 'chefs', roles: ['chef'], goals: { 'learn-business': ['unit-economics'] } },
        { kind: 'unit managers', roles: ['site manager'], goals: { 'learn-business': ['budgeting'] } },
        { kind: 'builders', roles: ['site manager'], goals: { 'learn-business': ['contract-management'] } },
      ],
    );
    const needed = (role: string, goal: NonNullable<SkillProfile['mainGoal']>) =>
      [...goalNeeds(kinds, role, null, goal).keys()].sort();
    // Two words of the title say more than one.
    expect(needed('Accounts Payable Clerk', 'learn-business')).toEqual(['budgeting']);
    // The most specific kind says nothing of changing career, so office staff's list does not stand in for it.
    expect(needed('Accounts Payable Clerk', 'career-transition')).toEqual([]);
    // At equal cover, the words before the title's last say which kind of copywriter this is.
    expect(needed('Freelance Copywriter', 'learn-business')).toEqual(['pricing-strategy']);
    // ...but a kind that speaks of the goal comes before one that does not.
    expect(needed('Head Chef', 'learn-business')).toEqual(['unit-economics']);
    expect(needed('Head Chef', 'develop-leadership')).toEqual(['people-management']);
    // Kinds matched by the same words speak together.
    expect(needed('Site Manager', 'learn-business')).toEqual(['budgeting', 'contract-management']);
  });

  it("lets a named target replace what changing career means for the person's kind of job", () => {
    const kinds = buildCatalogue(catalogue.skills, catalogue.roleCores, [
      { kind: 'office staff', roles: ['clerk'], goals: { 'career-transition': ['digital-marketing'] } },
    ]);
    const clerk: SkillProfile = { role: 'Clerk', industry: 'other', mainGoal: 'career-transition', skills: ['Excel'] };
    const meant = (profile: SkillProfile) =>
      scoreSkills(kinds, profile)
        .filter((item) => item.goalNeed !== null)
        .map((item) => item.skill.id);
    expect(meant(clerk)).toEqual(['digital-marketing']);
    expect(meant({ ...clerk, targetRole: 'Data Analyst' })).toEqual([]);
    // Only a career change: someone growing where they are keeps what their goal means for their kind.
    const growing = buildCatalogue(catalogue.skills, catalogue.roleCores, [
      { kind: 'office staff', roles: ['clerk'], goals: { 'learn-business': ['budgeting'] } },
    ]);
    expect(
      scoreSkills(growing, { ...clerk, mainGoal: 'learn-business', targetRole: 'Office Manager' }).some(
        (item) => item.goalNeed !== null,
      ),
    ).toBe(true);
  });

  it('refuses goal meanings that name unknown skills or unknown goals', () => {
    const entry = { ...catalogue.skills[0]!, related: [] };
    const meaning = (goals: Record<string, string[]>) => ({ kind: 'a tester', roles: ['tester'], goals });
    expect(() => buildCatalogue([entry], [], [meaning({ 'learn-business': ['no-such-skill'] })])).toThrow(
      'Goal meaning for a tester: learn-business names unknown skill no-such-skill',
    );
    expect(() => buildCatalogue([entry], [], [meaning({ 'get-rich': [entry.id] })])).toThrow(
      /Goal meaning for a tester: unknown goal "get-rich" \(goals are expand-technical, /,
    );
    expect(() =>
      buildCatalogue(
        [entry],
        [],
        [{ kind: 'a tester', roles: ['senior tester'], goals: { 'learn-business': [entry.id] } }],
      ),
    ).toThrow(/holds "senior", a word titles are matched without/);
    expect(() => buildCatalogue([entry], [], [meaning({ 'learn-business': [entry.id] })])).not.toThrow();
  });
});

describe('what a role worked toward asks of people stepping into it', () => {
  const withNeeds = (entries: { roles: string[]; needs: string[] }[]) =>
    buildCatalogue(catalogue.skills, catalogue.roleCores, catalogue.goalMeanings, entries);
  const planner = withNeeds([
    { roles: ['planner'], needs: ['excel', 'stakeholder-management'] },
    {
      roles: ['supply chain planner', 'demand planner'],
      needs: ['supply-chain-management', 'time-series-forecasting', 'power-bi'],
    },
  ]);

  /** A soldier heading for supply chain planning, who already knows two of the planner's tools. */
  const sergeant: SkillProfile = {
    role: 'Staff Sergeant',
    industry: 'other',
    mainGoal: 'career-transition',
    targetRole: 'Supply Chain Planner',
    skills: ['Excel', 'Power BI'],
  };

  it('takes the most specific job, its first needs weighing most', () => {
    const needs = roleNeeds(planner, 'Junior Supply Chain Planner');
    expect([...needs.keys()]).toEqual(['supply-chain-management', 'time-series-forecasting', 'power-bi']);
    expect(needs.get('supply-chain-management')).toBe(1);
    expect(needs.get('power-bi')!).toBeLessThan(needs.get('time-series-forecasting')!);
    expect([...roleNeeds(planner, 'Production Planner').keys()]).toEqual(['excel', 'stakeholder-management']);
    expect(roleNeeds(planner, 'Nurse').size).toBe(0);
    expect(roleNeeds(planner, null).size).toBe(0);
  });

  it('recommends what the target asks for, except what the person holds or dismissed, and says why', () => {
    // Against the same catalogue with no role needs at all (the shipped one has its own for planners).
    const without = recommendSkills(withNeeds([]), sergeant, 5).map((draft) => draft.skillId);
    const drafts = recommendSkills(planner, sergeant, 5);
    const ids = drafts.map((draft) => draft.skillId);
    expect(ids).toContain('supply-chain-management');
    expect(ids).toContain('time-series-forecasting');
    expect(without).not.toEqual(ids);
    expect(ids).not.toContain('power-bi');
    expect(drafts.find((draft) => draft.skillId === 'time-series-forecasting')!.reason).toMatch(
      /^Part of the work of Supply Chain Planner, the role you are working toward/,
    );
    const dismissed = recommendSkills(planner, { ...sergeant, dismissed: ['Supply Chain Management'] }, 5);
    expect(dismissed.map((draft) => draft.skillId)).not.toContain('supply-chain-management');
  });

  it('spends the deepening place only on something the named role needs', () => {
    for (const profile of [sergeant, { ...sergeant, role: 'Data Analyst', skills: ['SQL', 'Excel', 'Tableau'] }]) {
      const needed = new Set(
        scoreSkills(planner, profile)
          .filter((item) => item.target > 0)
          .map((item) => item.skill.id),
      );
      const deepening = recommendSkills(planner, profile, 6).filter((draft) => draft.kind === 'deepen');
      expect(
        deepening.every((draft) => needed.has(draft.skillId)),
        profile.role!,
      ).toBe(true);
    }
  });

  it('says what a goal means for someone already in the job when no kind of job speaks and no target is named', () => {
    const jobs = buildCatalogue(
      catalogue.skills,
      catalogue.roleCores,
      [
        {
          kind: 'people who run a unit',
          roles: ['store manager'],
          goals: { 'improve-communication': ['giving-feedback'] },
        },
      ],
      [
        {
          roles: ['quantity surveyor'],
          needs: ['contract-management', 'budgeting'],
          goals: { 'improve-communication': ['persuasion', 'business-writing'] },
        },
        { roles: ['store manager'], needs: ['budgeting'], goals: { 'improve-communication': ['storytelling'] } },
      ],
    );
    const surveyor: SkillProfile = {
      role: 'Quantity Surveyor',
      industry: 'other',
      mainGoal: 'improve-communication',
      skills: ['cost planning'],
    };
    const drafts = recommendSkills(jobs, surveyor, 5);
    expect(drafts.find((draft) => draft.skillId === 'persuasion')!.reason).toMatch(
      /^For someone working as Quantity Surveyor, communicating better starts with Persuasion/,
    );
    const meant = (profile: SkillProfile) =>
      scoreSkills(jobs, profile)
        .filter((item) => item.goalNeed !== null)
        .map((item) => item.skill.id)
        .sort();
    expect(meant(surveyor)).toEqual(['business-writing', 'persuasion']);
    // A kind of job, where one speaks, is not doubled by the job's own list.
    expect(meant({ ...surveyor, role: 'Store Manager' })).toEqual(['giving-feedback']);
    // Someone who names the role they are working toward is led by what it needs.
    expect(meant({ ...surveyor, targetRole: 'Commercial Manager' })).toEqual([]);
    // Only the goal the person chose.
    expect(meant({ ...surveyor, mainGoal: 'learn-business' })).toEqual([]);
  });

  it('refuses needs that name unknown skills, repeat a keyword or hold a word titles lack', () => {
    const entry = { ...catalogue.skills[0]!, related: [] };
    expect(() => buildCatalogue([entry], [], [], [{ roles: ['tester'], needs: ['no-such-skill'] }])).toThrow(
      'Role need "tester" names unknown skill no-such-skill',
    );
    expect(() =>
      buildCatalogue(
        [entry],
        [],
        [],
        [
          { roles: ['tester'], needs: [entry.id] },
          { roles: ['qa', 'tester'], needs: [entry.id] },
        ],
      ),
    ).toThrow('Role need: "tester" is in two entries');
    expect(() =>
      buildCatalogue([entry], [], [], [{ roles: ['tester'], needs: [entry.id], goals: { 'get-rich': [entry.id] } }]),
    ).toThrow(/Role need "tester": unknown goal "get-rich"/);
    expect(() =>
      buildCatalogue(
        [entry],
        [],
        [],
        [{ roles: ['tester'], needs: [entry.id], goals: { 'learn-business': ['nope'] } }],
      ),
    ).toThrow('Role need "tester": learn-business names unknown skill nope');
    expect(() => buildCatalogue([entry], [], [], [{ roles: ['senior tester'], needs: [entry.id] }])).toThrow(
      /holds "senior", a word titles are matched without/,
    );
  });
});

describe('what the career steps most like the person’s ask for', () => {
  const withSteps = (steps: unknown[]) =>
    buildCatalogue(catalogue.skills, catalogue.roleCores, catalogue.goalMeanings, catalogue.roleNeeds, steps);
  const step = (fields: Record<string, unknown>) => ({
    posting: 'Lock keepers running the visitor side of a canal: moorings, the café and the hire boats.',
    sector: 'inland waterways',
    industry: 'other',
    role: 'Lock Keeper',
    goal: 'learn-business',
    holds: ['boat handling'],
    asks: ['pricing-strategy', 'vendor-management'],
    ...fields,
  });
  /** A title no kind of job or role need reaches, so only the steps can say what the business means for it. */
  const keeper: SkillProfile = {
    role: 'Canal Lock Keeper',
    industry: 'other',
    mainGoal: 'learn-business',
    skills: ['boat handling'],
  };
  const ids = (steps: unknown[], profile = keeper) =>
    recommendSkills(withSteps(steps), profile, 5).map((draft) => draft.skillId);

  it('recommends what steps like the person’s ask for, naming them in the reason', () => {
    expect(goalNeeds(catalogue, keeper.role, keeper.industry, keeper.mainGoal).size).toBe(0);
    expect(roleNeeds(catalogue, keeper.role).size).toBe(0);
    expect(ids([])).not.toContain('pricing-strategy');
    const drafts = recommendSkills(withSteps([step({})]), keeper, 5);
    const pricing = drafts.find((draft) => draft.skillId === 'pricing-strategy');
    expect(pricing?.reason).toMatch(/Asked of people in situations like yours, such as Lock Keeper/);
    expect(drafts.map((draft) => draft.skillId)).toContain('vendor-management');
  });

  it('reads only the steps of the person’s goal', () => {
    expect(ids([step({ goal: 'improve-communication' })])).toEqual(ids([]));
  });

  /** Each skill's support among the steps, for a person. */
  const supportOf = (steps: unknown[], profile: SkillProfile) =>
    new Map(scoreSkills(withSteps(steps), profile).map((scored) => [scored.skill.id, scored.steps]));

  it('weighs the steps most like the person’s most: their title, then what they hold', () => {
    // The same industry and nothing held in common: only the titles tell the two steps apart.
    const steps = [
      step({ asks: ['pricing-strategy'] }),
      step({ role: 'Ward Clerk', holds: ['medical terminology'], asks: ['vendor-management'] }),
    ];
    const scores = supportOf(steps, keeper);
    expect(scores.get('pricing-strategy')!.support).toBeGreaterThan(3 * scores.get('vendor-management')!.support);
    expect(scores.get('pricing-strategy')!.roles).toEqual(['Lock Keeper']);
  });

  it('weighs a step holding what the person holds above one that does not, titles alike', () => {
    const steps = [
      step({ role: 'Ward Clerk', holds: ['Excel'], asks: ['pricing-strategy'] }),
      step({ role: 'Ward Clerk', holds: ['medical terminology'], asks: ['vendor-management'] }),
    ];
    const scores = supportOf(steps, { ...keeper, skills: ['Excel'] });
    expect(scores.get('pricing-strategy')!.support).toBeGreaterThan(2 * scores.get('vendor-management')!.support);
  });

  it('refuses steps that ask for unknown skills, ask twice or name an unknown goal', () => {
    const entry = { ...catalogue.skills[0]!, related: [] };
    const build = (fields: Record<string, unknown>) => () =>
      buildCatalogue([entry], [], [], [], [step({ asks: [entry.id], ...fields })]);
    expect(build({})).not.toThrow();
    expect(build({ asks: ['no-such-skill'] })).toThrow(
      /Career step 0 \(Lock Keeper\) asks for unknown skill no-such-skill/,
    );
    expect(build({ asks: [entry.id, entry.id] })).toThrow(/asks for a skill twice/);
    expect(build({ goal: 'get-rich' })).toThrow(/Career step 0/);
  });
});
