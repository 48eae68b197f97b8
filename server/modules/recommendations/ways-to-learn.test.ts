import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { WaysToLearn } from '../../../common/schemas/recommendations';
import type { Recommendation } from '../../../common/schemas/users';
import {
  institutionalKnowledge,
  knowledgeCounts,
  learningSessions,
  personSkills,
  skillRecommendations,
  skillSwaps,
  users,
} from '../../infra/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';
import { WORKSPACE_NOT_FOUND_MESSAGE } from '../workspaces/workspace-access';
import { evidenceSentences, WORKSPACE_REQUIRED_MESSAGE } from './ways-to-learn';

/**
 * Ways to learn each recommendation in a workspace, against a hand-built workspace whose teachers, sessions,
 * articles, swaps and people in the learner's role are known in advance, beside another workspace holding the
 * same kinds of data that must never show.
 */

let t: TestApp;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let learner: Person;
let companyId: string;
let otherCompanyId: string;
const ids: Record<string, string> = {};

/** A member of the workspace with a role, listed skills and person_skills rows written as given. */
async function member(
  workspaceId: string,
  fullName: string,
  role: string,
  listed: string[],
  marks: { skill: string; catalogueId?: string | null; level: number | null; canTeach?: boolean }[] = [],
) {
  const person = await addPerson(t.app, workspaceId, 'member', fullName);
  await t.app.db.update(users).set({ role, skills: listed }).where(eq(users.id, person.user.id));
  for (const mark of marks)
    await t.app.db.insert(personSkills).values({
      userId: person.user.id,
      skill: mark.skill,
      catalogueId: mark.catalogueId ?? null,
      level: mark.level,
      canTeach: mark.canTeach ?? false,
      wantsToLearn: mark.level === null,
    });
  ids[fullName] = person.user.id;
  return person;
}

async function session(workspaceId: string, title: string, skillTopic: string, inMs: number, cancelled = false) {
  const [row] = await t.app.db
    .insert(learningSessions)
    .values({
      companyId: workspaceId,
      mentorId: ids['Ana Five']!,
      title,
      skillTopic,
      sessionType: 'workshop',
      scheduledFor: new Date(Date.now() + inMs),
      duration: 60,
      cancelledAt: cancelled ? new Date() : null,
    })
    .returning({ id: learningSessions.id });
  ids[title] = row!.id;
}

async function article(
  workspaceId: string,
  title: string,
  options: { tags?: string[]; views?: number; draft?: boolean; ageDays?: number } = {},
) {
  const [row] = await t.app.db
    .insert(institutionalKnowledge)
    .values({
      companyId: workspaceId,
      title,
      content: 'Body',
      category: 'Processes',
      tags: options.tags ?? [],
      isActive: !options.draft,
      draft: options.draft ?? false,
      createdAt: new Date(Date.now() - (options.ageDays ?? 0) * DAY_MS),
    })
    .returning({ id: institutionalKnowledge.id });
  if (options.views) await t.app.db.insert(knowledgeCounts).values({ knowledgeId: row!.id, viewCount: options.views });
  ids[title] = row!.id;
}

async function swap(workspaceId: string, fromSkill: string, toSkill: string, status: 'pending' | 'declined') {
  await t.app.db.insert(skillSwaps).values({
    companyId: workspaceId,
    fromUserId: ids['Ana Five']!,
    toUserId: ids['Cy Four']!,
    fromSkill,
    toSkill,
    status,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const { workspace, owner } = await createWorkspace(t.app, undefined, 'Hand Built');
  companyId = workspace.id;
  learner = owner;
  await t.app.db
    .update(users)
    .set({ role: 'Backend Engineer', skills: ['Python'] })
    .where(eq(users.id, owner.user.id));
  // The learner's list, fixed here so the test does not depend on the engine's picks.
  await t.app.db.delete(skillRecommendations).where(eq(skillRecommendations.userId, owner.user.id));
  await t.app.db.insert(skillRecommendations).values(
    [
      ['Kubernetes', 90],
      ['Go', 80],
      ['Stand-in Facilitation', 70],
    ].map(([skillName, matchPercentage]) => ({
      userId: owner.user.id,
      skillName: skillName as string,
      matchPercentage: matchPercentage as number,
      description: 'A skill.',
      timeToLearn: '4-6 weeks',
    })),
  );

  // Four teachers of Kubernetes (one under its alias, without a catalogue id), one holder who does not teach.
  await member(
    companyId,
    'Ana Five',
    'backend engineer',
    ['Kubernetes'],
    [{ skill: 'Kubernetes', catalogueId: 'kubernetes', level: 5, canTeach: true }],
  );
  await member(companyId, 'Bo Three', 'SRE', ['K8S'], [{ skill: 'K8S', level: 3, canTeach: true }]);
  await member(
    companyId,
    'Cy Four',
    'SRE',
    [],
    [{ skill: 'Kubernetes', catalogueId: 'kubernetes', level: 4, canTeach: true }],
  );
  await member(
    companyId,
    'Di Two',
    'SRE',
    [],
    [{ skill: 'Kubernetes', catalogueId: 'kubernetes', level: 2, canTeach: true }],
  );
  await member(
    companyId,
    'Ed Holder',
    'Designer',
    [],
    [{ skill: 'Kubernetes', catalogueId: 'kubernetes', level: 5, canTeach: false }],
  );
  // In the learner's role: Fay lists Kubernetes and Go (counts for both); Gil holds Kubernetes at 2 only (no).
  await member(companyId, 'Fay Lister', 'Backend Engineer ', ['kubernetes', 'golang'], []);
  await member(
    companyId,
    'Gil Novice',
    'BACKEND ENGINEER',
    [],
    [{ skill: 'Kubernetes', catalogueId: 'kubernetes', level: 2 }],
  );

  await session(companyId, 'Kubernetes in three days', 'kubernetes', 3 * DAY_MS);
  await session(companyId, 'Kubernetes tomorrow', 'Kubernetes', DAY_MS);
  await session(companyId, 'Kubernetes in five days', 'k8s', 5 * DAY_MS);
  await session(companyId, 'Kubernetes cancelled', 'Kubernetes', HOUR_MS, true);
  await session(companyId, 'Kubernetes yesterday', 'Kubernetes', -DAY_MS);
  await session(companyId, 'Facilitation clinic', 'stand-in facilitation', 2 * DAY_MS);

  await article(companyId, 'Kubernetes on-call basics', { views: 10, ageDays: 5 });
  await article(companyId, 'Cluster tips', { tags: ['k8s'], ageDays: 1 });
  await article(companyId, 'The history of Kubernetes.', { views: 1, ageDays: 9 });
  await article(companyId, 'Kubernetes draft', { draft: true });
  await article(companyId, 'Google Docs tips', { views: 50 });

  await swap(companyId, 'Python', 'Kubernetes', 'pending');
  await swap(companyId, 'SQL', 'k8s', 'declined');
  await swap(companyId, 'Kubernetes', 'Python', 'pending');
  await swap(companyId, 'SQL', 'Go', 'pending');

  // Another workspace with the same kinds of data, none of which may show.
  const other = await createWorkspace(t.app, undefined, 'Elsewhere');
  otherCompanyId = other.workspace.id;
  await member(
    otherCompanyId,
    'Zed Outside',
    'Backend Engineer',
    ['Kubernetes', 'Go'],
    [
      { skill: 'Kubernetes', catalogueId: 'kubernetes', level: 5, canTeach: true },
      { skill: 'Go', catalogueId: 'go', level: 5, canTeach: true },
    ],
  );
  await t.app.db.insert(learningSessions).values({
    companyId: otherCompanyId,
    mentorId: ids['Zed Outside']!,
    title: 'Elsewhere Go',
    skillTopic: 'Go',
    sessionType: 'workshop',
    scheduledFor: new Date(Date.now() + DAY_MS),
    duration: 60,
  });
  await article(otherCompanyId, 'Go at Elsewhere');
  await t.app.db.insert(skillSwaps).values({
    companyId: otherCompanyId,
    fromUserId: ids['Zed Outside']!,
    toUserId: other.owner.user.id,
    fromSkill: 'SQL',
    toSkill: 'Go',
  });
});
afterAll(async () => {
  await t?.close();
});

const ways = (userId: string, query: string, cookies?: Record<string, string>) =>
  t.app.inject({ url: `/api/users/${userId}/recommendations/ways-to-learn${query}`, cookies });

describe(`ways to learn a recommendation (${testEngine})`, () => {
  it("answers the workspace's teachers, sessions, articles and evidence for each recommendation, in order", async () => {
    const response = await ways(learner.user.id, `?workspaceId=${companyId}`, learner.cookies);
    expect(response.statusCode, response.body).toBe(200);
    const [kubernetes, go, facilitation] = response.json() as WaysToLearn[];

    expect(kubernetes).toEqual({
      skillName: 'Kubernetes',
      evidence: ['2 people in your role here know it', 'Asked for in 2 swaps', '1 more colleague can teach it'],
      teachers: [
        { userId: ids['Ana Five'], fullName: 'Ana Five', level: 5 },
        { userId: ids['Cy Four'], fullName: 'Cy Four', level: 4 },
        { userId: ids['Bo Three'], fullName: 'Bo Three', level: 3 },
      ],
      sessions: [
        { id: ids['Kubernetes tomorrow'], title: 'Kubernetes tomorrow', scheduledFor: expect.any(String) },
        { id: ids['Kubernetes in three days'], title: 'Kubernetes in three days', scheduledFor: expect.any(String) },
      ],
      articles: [
        { id: ids['Kubernetes on-call basics'], title: 'Kubernetes on-call basics' },
        { id: ids['The history of Kubernetes.'], title: 'The history of Kubernetes.' },
      ],
    });
    expect(Date.parse(kubernetes!.sessions[0]!.scheduledFor)).toBeLessThan(
      Date.parse(kubernetes!.sessions[1]!.scheduledFor),
    );

    // "Go" is not found inside "Google"; one swap and one person in the role, in the singular.
    expect(go).toEqual({
      skillName: 'Go',
      evidence: ['1 person in your role here knows it', 'Asked for in 1 swap'],
      teachers: [],
      sessions: [],
      articles: [],
    });
    // A skill the catalogue lacks is matched by name, ignoring case and spacing.
    expect(facilitation).toMatchObject({
      skillName: 'Stand-in Facilitation',
      evidence: [],
      teachers: [],
      sessions: [{ id: ids['Facilitation clinic'], title: 'Facilitation clinic' }],
      articles: [],
    });
  });

  it('follows the stored list: a skill dismissed leaves the answer too', async () => {
    const person = await addPerson(t.app, companyId, 'member', 'Hal Follower');
    const list = (await (
      await t.app.inject({ url: `/api/users/${person.user.id}/recommendations`, cookies: person.cookies })
    ).json()) as Recommendation[];
    const before = (await ways(person.user.id, `?workspaceId=${companyId}`, person.cookies)).json() as WaysToLearn[];
    expect(before.map((item) => item.skillName)).toEqual(list.map((item) => item.skillName));
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.user.id}/recommendations/feedback`,
      payload: { skillName: list[0]!.skillName, verdict: 'not-interested' },
      cookies: person.cookies,
    });
    const after = (await ways(person.user.id, `?workspaceId=${companyId}`, person.cookies)).json() as WaysToLearn[];
    expect(after.map((item) => item.skillName)).toEqual(list.slice(1).map((item) => item.skillName));
  });

  it("never shows another workspace's data, and 404s a workspace the viewer is not in", async () => {
    const response = await ways(learner.user.id, `?workspaceId=${otherCompanyId}`, learner.cookies);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: WORKSPACE_NOT_FOUND_MESSAGE, code: 'workspace_not_found' });
    const anonymous = await ways(DEMO_WORKSPACE.userId, `?workspaceId=${companyId}`);
    expect(anonymous.statusCode).toBe(404);
    const unknown = await ways(learner.user.id, '?workspaceId=00000000-0000-4000-8000-0000000000ff', learner.cookies);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the demo workspace for the demo user, with or without workspaceId', async () => {
    const list = (
      await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations` })
    ).json() as Recommendation[];
    for (const query of ['', `?workspaceId=${DEMO_WORKSPACE.companyId}`]) {
      const response = await ways(DEMO_WORKSPACE.userId, query);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as WaysToLearn[];
      expect(answer.map((item) => item.skillName)).toEqual(list.map((item) => item.skillName));
      for (const item of answer) {
        expect(item.teachers.length).toBeLessThanOrEqual(3);
        expect(item.teachers.map((teacher) => teacher.userId)).not.toContain(DEMO_WORKSPACE.userId);
        expect(item.sessions.length).toBeLessThanOrEqual(2);
        expect(item.articles.length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('answers 400 without a workspace (except for the demo user) or with a malformed id, 404 for a hidden person', async () => {
    const missing = await ways(learner.user.id, '', learner.cookies);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: WORKSPACE_REQUIRED_MESSAGE, code: 'validation_failed' });
    const malformed = await ways(learner.user.id, '?workspaceId=zzz', learner.cookies);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/workspaceId must be a valid id/);
    expect((await ways('zzz', `?workspaceId=${companyId}`, learner.cookies)).statusCode).toBe(400);
    // Zed is in another workspace: the learner cannot see him, whichever workspace is named.
    const hidden = await ways(ids['Zed Outside']!, `?workspaceId=${companyId}`, learner.cookies);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('user_not_found');
  });
});

describe('evidence sentences', () => {
  it('name each number above zero, singular or plural', () => {
    expect(evidenceSentences({ inRole: 0, swaps: 0, moreTeachers: 0 })).toEqual([]);
    expect(evidenceSentences({ inRole: 1, swaps: 1, moreTeachers: 1 })).toEqual([
      '1 person in your role here knows it',
      'Asked for in 1 swap',
      '1 more colleague can teach it',
    ]);
    expect(evidenceSentences({ inRole: 4, swaps: 3, moreTeachers: 2 })).toEqual([
      '4 people in your role here know it',
      'Asked for in 3 swaps',
      '2 more colleagues can teach it',
    ]);
  });
});
