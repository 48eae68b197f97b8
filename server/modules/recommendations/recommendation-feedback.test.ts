import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, LIMITS } from '../../../common/constants';
import type { PersonSkill } from '../../../common/schemas/skill-levels';
import type { Recommendation, User } from '../../../common/schemas/users';
import { recommendationFeedback, users } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace } from '../../test/workspace-fixtures';
import {
  NO_DISMISSAL_MESSAGE,
  NOT_YOUR_FEEDBACK_MESSAGE,
  SIGN_IN_FOR_FEEDBACK_MESSAGE,
} from './recommendation-feedback';

/**
 * Feedback on a recommendation: "I already know this" (at a level), "Not interested", "Interested". Each changes
 * what is stored at once and what every later refresh (and profile edit) computes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Cookies = Record<string, string>;
const names = (list: Recommendation[]) => list.map((item) => item.skillName);

const feedback = (userId: string, payload: object, cookies?: Cookies) =>
  t.app.inject({ method: 'POST', url: `/api/users/${userId}/recommendations/feedback`, payload, cookies });
const takeBack = (userId: string, skillName: string, cookies?: Cookies) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/${userId}/recommendations/feedback?skillName=${encodeURIComponent(skillName)}`,
    cookies,
  });
const refresh = async (userId: string, cookies: Cookies) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/users/${userId}/recommendations/refresh`, cookies });
  expect(response.statusCode).toBe(200);
  return response.json() as Recommendation[];
};
const list = async (userId: string, cookies: Cookies) =>
  (await t.app.inject({ url: `/api/users/${userId}/recommendations`, cookies })).json() as Recommendation[];
const levels = async (userId: string, cookies: Cookies) =>
  (await t.app.inject({ url: `/api/users/${userId}/skill-levels`, cookies })).json() as PersonSkill[];
const profile = async (userId: string, cookies: Cookies) =>
  (await t.app.inject({ url: `/api/users/${userId}`, cookies })).json() as User;

const backendEngineer = () =>
  signUp(t.app, { role: 'Backend Engineer', skills: ['Python', 'PostgreSQL', 'Docker'], mainGoal: 'expand-technical' });

describe(`recommendation feedback (${testEngine})`, () => {
  it('"not interested" removes the skill at once and it never comes back on refresh, until taken back', async () => {
    const { user, cookies } = await backendEngineer();
    const first = await list(user.id, cookies);
    const dismissed = first[0]!.skillName;

    const response = await feedback(user.id, { skillName: dismissed, verdict: 'not-interested' }, cookies);
    expect(response.statusCode).toBe(200);
    const answered = response.json() as Recommendation[];
    expect(names(answered)).toEqual(names(first).filter((name) => name !== dismissed));

    const refreshed = await refresh(user.id, cookies);
    expect(names(refreshed)).not.toContain(dismissed);
    // The list keeps its length: another skill takes the dismissed one's place.
    expect(refreshed).toHaveLength(first.length);
    // A profile edit recomputes too, and respects it as well.
    await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, payload: { mainGoal: 'deepen' }, cookies });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { mainGoal: 'expand-technical' },
      cookies,
    });
    expect(names(await list(user.id, cookies))).not.toContain(dismissed);

    // Undo: answers the list (unchanged), and the next refresh may offer the skill again.
    const undone = await takeBack(user.id, dismissed.toUpperCase(), cookies);
    expect(undone.statusCode).toBe(200);
    expect(names(undone.json() as Recommendation[])).not.toContain(dismissed);
    expect(names(await refresh(user.id, cookies))).toContain(dismissed);
    // Nothing left to take back.
    const again = await takeBack(user.id, dismissed, cookies);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: NO_DISMISSAL_MESSAGE, code: 'recommendation_feedback_not_found' });
  });

  it('"I already know this" adds the skill at the picked level and to the skills list; it is not recommended again', async () => {
    const { user, cookies } = await backendEngineer();
    const known = (await list(user.id, cookies))[0]!.skillName;

    const response = await feedback(user.id, { skillName: known, verdict: 'known', level: 4 }, cookies);
    expect(response.statusCode).toBe(200);
    expect(names(response.json() as Recommendation[])).not.toContain(known);
    expect(await levels(user.id, cookies)).toContainEqual(
      expect.objectContaining({ skill: known, level: 4, wantsToLearn: false }),
    );
    expect((await profile(user.id, cookies)).skills).toEqual(['Python', 'PostgreSQL', 'Docker', known]);
    expect(names(await refresh(user.id, cookies))).not.toContain(known);

    // Said again at another level: the level changes, the skills list does not grow.
    await feedback(user.id, { skillName: known, verdict: 'known', level: 2 }, cookies);
    expect(await levels(user.id, cookies)).toContainEqual(expect.objectContaining({ skill: known, level: 2 }));
    expect((await profile(user.id, cookies)).skills).toHaveLength(4);
  });

  it('"known" keeps a can-teach mark and clears wants-to-learn on a skill already marked', async () => {
    const { user, cookies } = await backendEngineer();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/skill-levels`,
      payload: {
        skills: [
          { skill: 'Python', level: 3, canTeach: true, wantsToLearn: false },
          { skill: 'Kubernetes', level: null, canTeach: false, wantsToLearn: true },
        ],
      },
      cookies,
    });
    expect(put.statusCode).toBe(200);
    await feedback(user.id, { skillName: 'python', verdict: 'known', level: 5 }, cookies);
    await feedback(user.id, { skillName: 'k8s', verdict: 'known', level: 2 }, cookies);
    const marks = await levels(user.id, cookies);
    expect(marks).toContainEqual(expect.objectContaining({ skill: 'Python', level: 5, canTeach: true }));
    expect(marks).toContainEqual(
      expect.objectContaining({ skill: 'Kubernetes', level: 2, canTeach: false, wantsToLearn: false }),
    );
    // The catalogue's spelling is stored, once, whatever alias was typed.
    expect((await profile(user.id, cookies)).skills).toEqual(['Python', 'PostgreSQL', 'Docker', 'Kubernetes']);
  });

  it('"interested" marks the skill as wanted and keeps the recommendation', async () => {
    const { user, cookies } = await backendEngineer();
    const before = await list(user.id, cookies);
    const wanted = before[1]!.skillName;
    const response = await feedback(user.id, { skillName: wanted, verdict: 'interested' }, cookies);
    expect(response.statusCode).toBe(200);
    expect(names(response.json() as Recommendation[])).toEqual(names(before));
    expect(await levels(user.id, cookies)).toContainEqual(
      expect.objectContaining({ skill: wanted, level: null, wantsToLearn: true }),
    );
    // Changing one's mind: "not interested" replaces it (one verdict per skill) and drops the wanted mark.
    await feedback(user.id, { skillName: wanted, verdict: 'not-interested' }, cookies);
    expect((await levels(user.id, cookies)).map((mark) => mark.skill)).not.toContain(wanted);
    const verdicts = await t.app.db
      .select({ verdict: recommendationFeedback.verdict })
      .from(recommendationFeedback)
      .where(eq(recommendationFeedback.userId, user.id));
    expect(verdicts).toEqual([{ verdict: 'not-interested' }]);
  });

  it('answers 409 with a sentence when "known" would overfill the skills list, and changes nothing', async () => {
    const full = Array.from({ length: LIMITS.skillsMax }, (_, index) => `Skill ${index + 1}`);
    const { user, cookies } = await signUp(t.app, { role: 'Backend Engineer', skills: full });
    const before = await list(user.id, cookies);
    const skill = before[0]!.skillName;
    const response = await feedback(user.id, { skillName: skill, verdict: 'known', level: 3 }, cookies);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `Your profile already lists ${LIMITS.skillsMax} skills, the most it can: remove one before adding ${skill}`,
      code: 'skills_list_full',
    });
    expect(await list(user.id, cookies)).toEqual(before);
    expect(await levels(user.id, cookies)).toEqual([]);
    const [row] = await t.app.db.select({ skills: users.skills }).from(users).where(eq(users.id, user.id));
    expect(row!.skills).toHaveLength(LIMITS.skillsMax);
  });

  it('answers 400 with a sentence for a bad body', async () => {
    const { user, cookies } = await backendEngineer();
    const cases: [object, RegExp][] = [
      [{ skillName: 'Go', verdict: 'known' }, /Pick the level you know it at/],
      [{ skillName: 'Go', verdict: 'known', level: 9 }, /level must be a whole number from 1 to 5/],
      [{ skillName: 'Go', verdict: 'maybe' }, /verdict: Choose one of: known, not-interested, interested/],
      [{ skillName: '  ', verdict: 'interested' }, /Name the skill/],
      [{ skillName: 'x'.repeat(61), verdict: 'interested' }, /at most 60 characters/],
    ];
    for (const [payload, message] of cases) {
      const response = await feedback(user.id, payload, cookies);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().message).toMatch(message);
    }
    expect((await takeBack(user.id, '', cookies)).statusCode).toBe(400);
    const verdicts = await t.app.db
      .select()
      .from(recommendationFeedback)
      .where(eq(recommendationFeedback.userId, user.id));
    expect(verdicts).toEqual([]);
  });

  it("refuses someone else's profile (403 for a colleague, 404 for a person one may not see)", async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const colleague = await addPerson(t.app, workspace.id, 'member', 'Cole League');
    const stranger = await backendEngineer();
    const before = await list(colleague.user.id, colleague.cookies);
    const skill = before[0]!.skillName;

    const refused = await feedback(colleague.user.id, { skillName: skill, verdict: 'not-interested' }, owner.cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NOT_YOUR_FEEDBACK_MESSAGE, code: 'not_your_profile' });
    expect((await takeBack(colleague.user.id, skill, owner.cookies)).statusCode).toBe(403);
    const hidden = await feedback(colleague.user.id, { skillName: skill, verdict: 'interested' }, stranger.cookies);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('user_not_found');
    expect(await list(colleague.user.id, colleague.cookies)).toEqual(before);
    const stored = await t.app.db
      .select()
      .from(recommendationFeedback)
      .where(and(eq(recommendationFeedback.userId, colleague.user.id)));
    expect(stored).toEqual([]);
  });

  it('refuses anonymous visitors with 401: the public demo profile is shared and stays as it is', async () => {
    const before = await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations` });
    const skill = (before.json() as Recommendation[])[0]!.skillName;
    for (const response of [
      await feedback(DEMO_WORKSPACE.userId, { skillName: skill, verdict: 'not-interested' }),
      await takeBack(DEMO_WORKSPACE.userId, skill),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SIGN_IN_FOR_FEEDBACK_MESSAGE, code: 'not_signed_in' });
    }
    const after = await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations` });
    expect(after.json()).toEqual(before.json());
  });
});
