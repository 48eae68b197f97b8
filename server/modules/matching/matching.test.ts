import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { DEMO_PEOPLE } from '../../../common/demo-people';
import type { Matches } from '../../../common/schemas/matching';
import { learningSessions, skillSwaps } from '../../infra/db/schema';
import { isWholeSentences } from '../../skills/whole-sentence';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, DEMO_COLLEAGUE_ID, type Person } from '../../test/workspace-fixtures';

/** Matching over a workspace's real people: who is suggested, why, and the pause switch. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setSkills = async (person: Person, skills: unknown[]) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${person.user.id}/skill-levels`,
    payload: { skills },
    cookies: person.cookies,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const matchesFor = async (person: Person, companyId: string) => {
  const response = await t.app.inject({ url: `/api/companies/${companyId}/matches`, cookies: person.cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Matches;
};

const pause = (person: Person, paused: boolean, userId = person.user.id) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${userId}/matching`, payload: { paused }, cookies: person.cookies });

async function workspaceWithPeople() {
  const { workspace, owner } = await createWorkspace(t.app);
  const expert = await addPerson(t.app, workspace.id, 'member', 'Kira Expert');
  const partner = await addPerson(t.app, workspace.id, 'member', 'Priya Partner');
  await setSkills(owner, [
    { skill: 'SQL', level: 4 },
    { skill: 'k8s', level: null, wantsToLearn: true },
  ]);
  await setSkills(expert, [{ skill: 'Kubernetes', level: 5, canTeach: true }]);
  await setSkills(partner, [
    { skill: 'Kubernetes', level: 4, canTeach: true },
    { skill: 'SQL', level: null, wantsToLearn: true },
  ]);
  return { workspace, owner, expert, partner };
}

describe(`matching (${testEngine})`, () => {
  it('suggests mentors for each wanted skill and a both-ways partner, each with one whole sentence', async () => {
    const { workspace, owner, expert, partner } = await workspaceWithPeople();
    const matches = await matchesFor(owner, workspace.id);

    expect(matches.mentors).toHaveLength(1);
    expect(matches.mentors[0]!.skill).toBe('Kubernetes');
    const ids = matches.mentors[0]!.candidates.map((candidate) => candidate.person.id);
    expect(ids).toEqual([partner.user.id, expert.user.id]);
    expect(matches.partners).toEqual([
      {
        person: { id: partner.user.id, fullName: 'Priya Partner', role: expect.anything() as unknown },
        score: expect.any(Number) as unknown,
        reason: 'Priya teaches Kubernetes at level 4 and wants to learn SQL, which you know at level 4.',
        youTeach: 'SQL',
        youLearn: 'Kubernetes',
      },
    ]);
    for (const candidate of [...matches.mentors[0]!.candidates, ...matches.partners])
      expect(isWholeSentences(candidate.reason), candidate.reason).toBe(true);
  });

  it('leaves out a person who paused matching, and brings them back when they resume', async () => {
    const { workspace, owner, expert, partner } = await workspaceWithPeople();
    expect((await pause(expert, true)).json()).toEqual({ paused: true });
    const read = await t.app.inject({ url: `/api/users/${expert.user.id}/matching`, cookies: expert.cookies });
    expect(read.json()).toEqual({ paused: true });

    let matches = await matchesFor(owner, workspace.id);
    expect(matches.mentors[0]!.candidates.map((candidate) => candidate.person.id)).toEqual([partner.user.id]);

    await pause(expert, false);
    matches = await matchesFor(owner, workspace.id);
    expect(matches.mentors[0]!.candidates.map((candidate) => candidate.person.id)).toContain(expert.user.id);
  });

  it('ranks a colleague who already mentors a lot below one who is free', async () => {
    const { workspace, owner, expert } = await workspaceWithPeople();
    const free = await addPerson(t.app, workspace.id, 'member', 'Fay Free');
    await setSkills(free, [{ skill: 'Kubernetes', level: 5, canTeach: true }]);
    const learner = await addPerson(t.app, workspace.id, 'member', 'Lou Learner');
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    await t.database.db.insert(learningSessions).values(
      [1, 2, 3, 4].map((day) => ({
        companyId: workspace.id,
        mentorId: expert.user.id,
        title: `Cluster clinic ${day}`,
        skillTopic: 'Kubernetes',
        sessionType: 'workshop' as const,
        scheduledFor: inDays(day),
        duration: 60,
        learnerIds: [learner.user.id],
      })),
    );
    await t.database.db.insert(skillSwaps).values({
      companyId: workspace.id,
      fromUserId: expert.user.id,
      toUserId: learner.user.id,
      fromSkill: 'Kubernetes',
      toSkill: 'Go',
      status: 'accepted',
    });

    const candidates = (await matchesFor(owner, workspace.id)).mentors[0]!.candidates;
    const rank = (id: string) => candidates.findIndex((candidate) => candidate.person.id === id);
    expect(rank(free.user.id)).toBeLessThan(rank(expert.user.id));
    expect(candidates[rank(expert.user.id)]!.reason).toBe(
      'Kira teaches Kubernetes at level 5, though they already mentor in 5 swaps or sessions.',
    );
  });

  it('answers 404 to a non-member and reveals nothing', async () => {
    const { workspace } = await workspaceWithPeople();
    const outsider = await signUp(t.app);
    const response = await t.app.inject({ url: `/api/companies/${workspace.id}/matches`, cookies: outsider.cookies });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'workspace_not_found', message: 'Workspace not found' });
  });

  it('lets only the person read or change their pause', async () => {
    const person = await signUp(t.app);
    const forged = await pause(person, true, DEMO_COLLEAGUE_ID);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'not_your_profile' });
    const read = await t.app.inject({ url: `/api/users/${DEMO_COLLEAGUE_ID}/matching`, cookies: person.cookies });
    expect(read.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${person.user.id}/matching`,
      payload: { paused: 'yes' },
      cookies: person.cookies,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it("shows a visitor Alex Morgan's demo suggestions: mentors with reasons, a both-ways partner, nobody paused", async () => {
    const response = await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/matches` });
    expect(response.statusCode).toBe(200);
    const matches = response.json() as Matches;
    expect(matches.mentors.map((entry) => entry.skill).sort()).toEqual(['Docker', 'Kubernetes', 'Python']);
    for (const entry of matches.mentors) expect(entry.candidates.length).toBeGreaterThan(0);
    const suggested = [...matches.mentors.flatMap((entry) => entry.candidates), ...matches.partners];
    expect(suggested.map((entry) => entry.person.id)).not.toContain(DEMO_PEOPLE.lukas.id);
    for (const entry of suggested) expect(isWholeSentences(entry.reason), entry.reason).toBe(true);
    expect(matches.partners.map((partner) => partner.person.fullName)).toContain('Priya Raman');
    const docker = matches.mentors.find((entry) => entry.skill === 'Docker')!;
    expect(docker.candidates[0]!.reason).toMatch(/close to Docker/);
  });
});
