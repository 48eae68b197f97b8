import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { Recommendation } from '../../../common/schemas/users';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { NOT_YOUR_RECOMMENDATIONS_MESSAGE } from './recommendations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

describe(`recommendations API (${testEngine})`, () => {
  it('lists the seeded recommendations of the demo user, best match first', async () => {
    const response = await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations` });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Recommendation[];
    expect(list.length).toBeGreaterThan(0);
    const matches = list.map((item) => item.matchPercentage);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    for (const item of list) {
      expect(Number.isInteger(item.matchPercentage)).toBe(true);
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.timeToLearn).toBeTruthy();
    }
  });

  it('refresh replaces the set, deterministically, never recommending a skill the user has', async () => {
    const { user, cookies } = await signUp(t.app, {
      role: 'Backend Engineer',
      skills: ['Python', 'PostgreSQL', 'Docker'],
      mainGoal: 'develop-leadership',
    });
    // Signup already computed the first set, so the new profile never opens on an empty list.
    const atSignup = await t.app.inject({ url: `/api/users/${user.id}/recommendations`, cookies });
    expect((atSignup.json() as Recommendation[]).length).toBeGreaterThan(0);

    const refresh = { method: 'POST', url: `/api/users/${user.id}/recommendations/refresh`, cookies } as const;
    const first = await t.app.inject(refresh);
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject(refresh);
    const names = (response: typeof first) =>
      (response.json() as Recommendation[]).map((item) => `${item.skillName}:${item.matchPercentage}`);
    expect(names(second)).toEqual(names(first));
    expect(names(first)).toEqual(names(atSignup));

    const stored = await t.app.inject({ url: `/api/users/${user.id}/recommendations`, cookies });
    expect(stored.json()).toHaveLength((first.json() as Recommendation[]).length);
    const skillNames = (stored.json() as Recommendation[]).map((item) => item.skillName.toLowerCase());
    for (const owned of ['python', 'postgresql', 'docker']) expect(skillNames).not.toContain(owned);
    for (const item of stored.json() as Recommendation[]) expect(item.reason).toMatch(/\S/);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await t.app.inject({ url: `/api/users/${UNKNOWN_ID}/recommendations` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/users/${UNKNOWN_ID}/recommendations/refresh` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/zzz/recommendations/refresh' })).statusCode).toBe(
      400,
    );
  });

  it("refuses to refresh someone else's recommendations with 403 and keeps them", async () => {
    const owner = await signUp(t.app, { role: 'Product Designer', skills: ['Figma'] });
    const other = await signUp(t.app);
    const before = await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations` });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations/refresh`,
      cookies: other.cookies,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NOT_YOUR_RECOMMENDATIONS_MESSAGE, code: 'not_your_profile' });
    const after = await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations` });
    expect(after.json()).toEqual(before.json());
    // Someone the caller cannot see stays a 404, like an unknown id.
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/users/${owner.user.id}/recommendations/refresh`,
      cookies: other.cookies,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe(`recommendations follow the profile (${testEngine})`, () => {
  const list = async (id: string, cookies: Record<string, string>) =>
    (await t.app.inject({ url: `/api/users/${id}/recommendations`, cookies })).json() as Recommendation[];
  const edit = (id: string, payload: object, cookies: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, cookies });

  it('are recomputed when the goal or the skills change, never suggesting a skill just added', async () => {
    const { user, cookies } = await signUp(t.app, {
      role: 'Data Analyst',
      mainGoal: 'career-transition',
      skills: ['SQL', 'Excel'],
    });
    const before = await list(user.id, cookies);
    expect(before.some((item) => /career transition/.test(item.reason ?? ''))).toBe(true);

    const goal = await edit(user.id, { mainGoal: 'develop-leadership' }, cookies);
    expect(goal.statusCode).toBe(200);
    const afterGoal = await list(user.id, cookies);
    expect(afterGoal.some((item) => /career transition/.test(item.reason ?? ''))).toBe(false);

    const suggested = afterGoal[0]!.skillName;
    expect((await edit(user.id, { skills: ['SQL', 'Excel', suggested] }, cookies)).statusCode).toBe(200);
    const afterSkills = await list(user.id, cookies);
    expect(afterSkills.length).toBeGreaterThan(0);
    expect(afterSkills.map((item) => item.skillName)).not.toContain(suggested);
  });

  it('are recomputed toward the role the person is working toward, and back when it is cleared', async () => {
    const { user, cookies } = await signUp(t.app, {
      role: 'High School Teacher',
      industry: 'education',
      mainGoal: 'career-transition',
      skills: ['Excel'],
    });
    const aimed = await edit(user.id, { targetRole: 'Data Analyst' }, cookies);
    expect(aimed.statusCode).toBe(200);
    const toward = await list(user.id, cookies);
    expect(toward.some((item) => /Data Analyst, the role you are working toward/.test(item.reason ?? ''))).toBe(true);

    expect((await edit(user.id, { targetRole: '' }, cookies)).statusCode).toBe(200);
    const cleared = await list(user.id, cookies);
    expect(cleared.some((item) => /working toward/.test(item.reason ?? ''))).toBe(false);
  });

  it('stay as they are when an edit changes nothing they are computed from', async () => {
    const { user, cookies } = await signUp(t.app, { role: 'Nurse', industry: 'healthcare', skills: ['Triage'] });
    const before = await list(user.id, cookies);
    const rename = await edit(
      user.id,
      { fullName: 'Renamed Person', role: 'Nurse', industry: 'healthcare', skills: ['Triage'] },
      cookies,
    );
    expect(rename.statusCode).toBe(200);
    // Same ids: the stored set was left alone, not recomputed into an equal one.
    expect(await list(user.id, cookies)).toEqual(before);
  });
});
