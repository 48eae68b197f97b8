import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personSkills } from '../../infra/db/schema';
import { analyticsWorkspace } from '../../test/analytics-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, verifiedPerson, type Person } from '../../test/workspace-fixtures';
import { ANALYTICS_MAX_AGE_MS } from './analytics-routes';

/**
 * The analytics answers are kept between reads: a successful write through the API drops them at once, an answer
 * older than the maximum age is read again, and who may read is still checked on every call. (Across servers the
 * drop rides on the change bus: server/infra/change-bus/postgres-change-bus.test.ts carries topics between servers.)
 */

let t: TestApp;
let now = Date.parse('2025-06-01T12:00:00Z');
let companyId: string;
let owner: Person;
let member: Person;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  const workspace = await analyticsWorkspace(t.app);
  companyId = workspace.companyId;
  owner = workspace.owner;
  member = await addPerson(t.app, companyId, 'member', 'Mel Member');
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string, caller: Person) =>
  t.app.inject({ url: `/api/companies/${companyId}/analytics/${path}`, cookies: caller.cookies });
const keysOf = async (path: string, caller: Person) =>
  ((await get(path, caller)).json() as { skills: { key: string }[] }).skills.map((skill) => skill.key);
const putSkills = (person: Person, skills: Record<string, unknown>[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${person.user.id}/skill-levels`,
    payload: { skills },
    cookies: person.cookies,
  });

describe(`analytics answers kept between reads (${testEngine})`, () => {
  it('serves the kept answer while nothing is written, and reads anew once it is older than the maximum age', async () => {
    expect(await keysOf('coverage', owner)).not.toContain('cobol');
    // Written behind the API's back, so no write announces it: only the age can bring it in.
    await t.app.db.insert(personSkills).values({ userId: member.user.id, skill: 'COBOL', level: 4 });
    expect(await keysOf('coverage', owner)).not.toContain('cobol');
    now += ANALYTICS_MAX_AGE_MS;
    expect(await keysOf('coverage', owner)).not.toContain('cobol');
    now += 1;
    expect(await keysOf('coverage', owner)).toContain('cobol');
  });

  it('shows at the next read what a write through the API changed: skill levels, a wanted skill, a swap', async () => {
    const matrixSkills = async () =>
      ((await get('matrix', owner)).json() as { skills: { key: string }[] }).skills.map((skill) => skill.key);
    expect(await matrixSkills()).not.toContain('rust');
    expect(await keysOf('demand', member)).not.toContain('elixir');
    const swapsBefore = (await get('activity?days=7', owner)).json().totals.swapsProposed as number;

    expect((await putSkills(owner, [{ skill: 'Rust', level: 5, canTeach: true }])).statusCode).toBe(200);
    expect(await matrixSkills()).toContain('rust');
    expect((await putSkills(member, [{ skill: 'Elixir', level: null, wantsToLearn: true }])).statusCode).toBe(200);
    expect(await keysOf('demand', member)).toContain('elixir');

    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/skill-swaps',
      payload: { companyId, toUserId: owner.user.id, teachSkill: 'Elixir', learnSkill: 'Haskell' },
      cookies: member.cookies,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(await keysOf('demand', member)).toContain('haskell');
    expect((await get('activity?days=7', owner)).json().totals.swapsProposed).toBe(swapsBefore + 1);
  });

  it('keeps a refused write from dropping anything, and checks who reads on every call', async () => {
    await get('coverage', owner);
    const refused = await putSkills(member, [{ skill: 'Go', level: 9 }]);
    expect(refused.statusCode).toBe(400);

    // The owner's answer (with names) is kept, yet a plain member gets theirs without names and no matrix.
    expect((await get('coverage', member)).json().named).toBe(false);
    expect((await get('matrix', owner)).statusCode).toBe(200);
    expect((await get('matrix', member)).statusCode).toBe(403);
    const outsider = await verifiedPerson(t.app, { fullName: 'Otto Outsider' });
    expect((await get('coverage', outsider)).statusCode).toBe(404);
  });
});
