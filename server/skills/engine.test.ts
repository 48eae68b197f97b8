import { describe, expect, it } from 'vitest';
import { recommendSkills, type SkillProfile } from './engine';
import { buildCatalogue, loadCatalogue, skillKey } from './skill-catalogue';

const catalogue = loadCatalogue();

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

  it('derives an integer match from the score, best first, and explains each pick', () => {
    const drafts = recommendSkills(catalogue, engineer);
    const matches = drafts.map((draft) => draft.matchPercentage);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    for (const draft of drafts) {
      expect(Number.isInteger(draft.matchPercentage)).toBe(true);
      expect(draft.matchPercentage).toBeGreaterThanOrEqual(0);
      expect(draft.matchPercentage).toBeLessThanOrEqual(100);
      expect(draft.reason).toMatch(/^(Because|Widely)/);
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
