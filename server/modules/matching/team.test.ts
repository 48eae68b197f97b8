import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { Team } from '../../../common/schemas/team';
import { learningSessions, users } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';

/** The team page's cards: real people, their skills both ways, match against the caller and their activity. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;

const setSkills = async (person: Person, skills: unknown[]) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${person.user.id}/skill-levels`,
    payload: { skills },
    cookies: person.cookies,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe(`team (${testEngine})`, () => {
  it('answers each person with department, skills, match, active sessions and hours contributed', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const host = await addPerson(t.app, workspace.id, 'member', 'Hana Host');
    const learner = await addPerson(t.app, workspace.id, 'member', 'Leo Learner');
    await t.database.db.update(users).set({ role: 'Site Reliability Engineer' }).where(eq(users.id, host.user.id));
    await setSkills(owner, [{ skill: 'Kubernetes', level: null, wantsToLearn: true }]);
    await setSkills(host, [
      { skill: 'Kubernetes', level: 5, canTeach: true },
      { skill: 'Docker', level: 4, canTeach: true },
      { skill: 'SQL', level: null, wantsToLearn: true },
    ]);
    const session = (hoursFromNow: number, extra: Partial<typeof learningSessions.$inferInsert> = {}) => ({
      companyId: workspace.id,
      mentorId: host.user.id,
      title: 'Cluster clinic',
      skillTopic: 'Kubernetes',
      sessionType: 'workshop' as const,
      scheduledFor: new Date(Date.now() + hoursFromNow * HOUR_MS),
      duration: 90,
      learnerIds: [learner.user.id],
      ...extra,
    });
    await t.database.db.insert(learningSessions).values([
      session(48), // upcoming: active for host and learner
      session(-72, { attendeeIds: [learner.user.id] }), // over, attended: 1.5 hours
      session(-48, { attendeeIds: [learner.user.id], duration: 30 }), // over, attended: 0.5 hours
      session(-24), // over, attendance never taken: no hours
      session(-96, { attendeeIds: [], duration: 600 }), // over, nobody came: no hours
      session(-120, { attendeeIds: [learner.user.id], cancelledAt: new Date(), duration: 600 }), // cancelled
      session(24, { cancelledAt: new Date() }), // cancelled: not active
    ]);

    const response = await t.app.inject({ url: `/api/companies/${workspace.id}/team`, cookies: owner.cookies });
    expect(response.statusCode, response.body).toBe(200);
    const { people } = response.json() as Team;
    expect(people.map((person) => person.fullName)).toEqual(['Hana Host', 'Leo Learner', 'Olive Owner']);
    const [hana, leo, olive] = people;
    expect(hana).toMatchObject({
      department: 'Engineering',
      offered: ['Kubernetes', 'Docker'],
      requested: ['SQL'],
      activeSessions: 1,
      hoursContributed: 2,
      isMe: false,
      paused: false,
    });
    expect(hana!.matchScore).toBeGreaterThan(50);
    expect(leo).toMatchObject({ activeSessions: 1, hoursContributed: 0, matchScore: 0 });
    expect(olive).toMatchObject({ isMe: true, matchScore: null });

    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${host.user.id}/matching`,
      payload: { paused: true },
      cookies: host.cookies,
    });
    const again = (
      await t.app.inject({ url: `/api/companies/${workspace.id}/team`, cookies: owner.cookies })
    ).json() as Team;
    expect(again.people[0]).toMatchObject({ paused: true, matchScore: null });
  });

  it('shows a visitor the demo workspace people, and a non-member a 404', async () => {
    const demo = await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/team` });
    expect(demo.statusCode).toBe(200);
    const demoPeople = (demo.json() as Team).people;
    expect(demoPeople.find((person) => person.isMe)?.fullName).toBe(DEMO_WORKSPACE.userName);
    expect(demoPeople.find((person) => person.fullName === 'Lukas Novak')).toMatchObject({
      paused: true,
      matchScore: null,
    });
    expect(demoPeople.find((person) => person.fullName === 'Priya Raman')?.matchScore).toBeGreaterThan(50);

    const { workspace } = await createWorkspace(t.app);
    const outsider = await signUp(t.app);
    const response = await t.app.inject({ url: `/api/companies/${workspace.id}/team`, cookies: outsider.cookies });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'workspace_not_found' });
  });
});
