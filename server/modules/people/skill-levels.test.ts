import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonSkill } from '../../../common/schemas/skill-levels';
import { users } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { DEMO_COLLEAGUE_ID } from '../../test/workspace-fixtures';

/** Skills with levels and the marks can teach / wants to learn, as their own resource beside `skills`. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (person: Awaited<ReturnType<typeof signUp>>, skills: unknown[], userId = person.user.id) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/skill-levels`,
    payload: { skills },
    cookies: person.cookies,
  });

describe(`skill levels (${testEngine})`, () => {
  it('stores levels and marks, resolves catalogue aliases, keeps unknown skills, and adds held ones to skills', async () => {
    const person = await signUp(t.app, { skills: ['SQL'] });
    const response = await put(person, [
      { skill: 'k8s', level: 4, canTeach: true },
      { skill: 'sql', level: 3 },
      { skill: 'Go', level: null, wantsToLearn: true },
      { skill: 'Underwater Basket Weaving', level: 2 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json() as PersonSkill[];
    expect(stored.map((entry) => [entry.skill, entry.level, entry.canTeach, entry.wantsToLearn])).toEqual([
      ['Kubernetes', 4, true, false],
      ['SQL', 3, false, false],
      ['Underwater Basket Weaving', 2, false, false],
      ['Go', null, false, true],
    ]);
    expect(stored.find((entry) => entry.skill === 'Underwater Basket Weaving')?.catalogueId).toBeNull();

    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    // The held skills join the names every other call reads; the wanted one does not.
    expect(row!.skills).toEqual(['SQL', 'Kubernetes', 'Underwater Basket Weaving']);

    const read = await t.app.inject({ url: `/api/users/${person.user.id}/skill-levels`, cookies: person.cookies });
    expect(read.json()).toEqual(stored);
  });

  it('replaces the whole set', async () => {
    const person = await signUp(t.app);
    await put(person, [{ skill: 'Python', level: 5, canTeach: true }]);
    const response = await put(person, [{ skill: 'Rust', level: null, wantsToLearn: true }]);
    expect((response.json() as PersonSkill[]).map((entry) => entry.skill)).toEqual(['Rust']);
  });

  it.each([
    [[{ skill: 'Go', level: null }], 'skills.0.level: A skill without a level must be one you want to learn'],
    [
      [{ skill: 'Go', level: null, wantsToLearn: true, canTeach: true }],
      'skills.0.canTeach: Give a level to a skill you can teach',
    ],
    [[{ skill: 'Go', level: 6 }], 'skills.0.level: level must be a whole number from 1 to 5, or null'],
    [[{ skill: '  ', level: 2 }], 'skills.0.skill: Name the skill'],
    [
      [
        { skill: 'Go', level: 2 },
        { skill: 'go', level: 3 },
      ],
      'skills: Each skill appears once',
    ],
    [
      [
        { skill: 'Kubernetes', level: 2 },
        { skill: 'k8s', level: 3 },
      ],
      'skills: Kubernetes appears twice (as "Kubernetes" and "k8s")',
    ],
  ])('answers 400 with a sentence for %j', async (skills, message) => {
    const person = await signUp(t.app);
    const response = await put(person, skills);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses to change someone else's skills (403) and hides people the caller cannot see (404)", async () => {
    const person = await signUp(t.app);
    const colleague = await put(person, [{ skill: 'SQL', level: 5 }], DEMO_COLLEAGUE_ID);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json()).toMatchObject({ code: 'not_your_profile' });
    const stranger = await signUp(t.app);
    expect((await put(person, [{ skill: 'SQL', level: 5 }], stranger.user.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/users/${stranger.user.id}/skill-levels`, cookies: person.cookies })).statusCode,
    ).toBe(404);
  });
});

describe(`skill levels and the profile's skills (${testEngine})`, () => {
  it('drops the level of a skill taken off the profile, keeping it only when it is wanted', async () => {
    const person = await signUp(t.app, { skills: [] });
    await put(person, [
      { skill: 'SQL', level: 4, canTeach: true },
      { skill: 'Python', level: 2, wantsToLearn: true },
      { skill: 'Go', level: 3 },
    ]);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${person.user.id}`,
      payload: { skills: ['Go'] },
      cookies: person.cookies,
    });
    expect(edit.statusCode).toBe(200);
    const read = await t.app.inject({ url: `/api/users/${person.user.id}/skill-levels`, cookies: person.cookies });
    expect(
      (read.json() as PersonSkill[]).map((entry) => [entry.skill, entry.level, entry.canTeach, entry.wantsToLearn]),
    ).toEqual([
      ['Go', 3, false, false],
      ['Python', null, false, true],
    ]);
  });
});
