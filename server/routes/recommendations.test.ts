import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import type { Recommendation } from '../../common/schemas/users';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';

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
    const empty = await t.app.inject({ url: `/api/users/${user.id}/recommendations`, cookies });
    expect(empty.json()).toEqual([]);

    const refresh = { method: 'POST', url: `/api/users/${user.id}/recommendations/refresh`, cookies } as const;
    const first = await t.app.inject(refresh);
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject(refresh);
    const names = (response: typeof first) =>
      (response.json() as Recommendation[]).map((item) => `${item.skillName}:${item.matchPercentage}`);
    expect(names(second)).toEqual(names(first));

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
});
