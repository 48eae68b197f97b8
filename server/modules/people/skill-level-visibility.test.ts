import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { PersonSkill } from '../../../common/schemas/skill-levels';
import type { Team } from '../../../common/schemas/team';
import { personSkills } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, DEMO_COLLEAGUE_ID, type Person } from '../../test/workspace-fixtures';

/**
 * GET /api/users/{id}/skill-levels by who asks. The matrix (who holds which skill at which level) is for a
 * workspace's owners and admins; a plain member must not rebuild it from colleagues' profiles, nor find the one
 * expert of a Risk skill. A member sees what the product shows colleagues on purpose: skills marked "can teach" with
 * their level, skills marked "wants to learn" without one.
 */

let t: TestApp;
let workspaceId: string;
let owner: Person;
let admin: Person;
let member: Person;
let cleo: Person;

/** Cleo is the workspace's one Kubernetes expert (a Risk skill) and never offered to teach it. */
const CLEO_SKILLS = [
  { skill: 'Kubernetes', level: 5 },
  { skill: 'Go', level: 4, canTeach: true },
  { skill: 'SQL', level: 2, wantsToLearn: true },
  { skill: 'Rust', level: null, wantsToLearn: true },
];
const EVERYTHING = [
  ['Go', 4, true, false],
  ['Kubernetes', 5, false, false],
  ['SQL', 2, false, true],
  ['Rust', null, false, true],
];
const MARKED_ONLY = [
  ['Go', 4, true, false],
  ['Rust', null, false, true],
  ['SQL', null, false, true],
];

beforeAll(async () => {
  t = await createTestApp();
  const created = await createWorkspace(t.app);
  workspaceId = created.workspace.id;
  owner = created.owner;
  admin = await addPerson(t.app, workspaceId, 'admin', 'Ada Admin');
  member = await addPerson(t.app, workspaceId, 'member', 'Mo Member');
  cleo = await addPerson(t.app, workspaceId, 'member', 'Cleo Colleague');
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${cleo.user.id}/skill-levels`,
    payload: { skills: CLEO_SKILLS },
    cookies: cleo.cookies,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function levelsOf(personId: string, reader?: Person) {
  const response = await t.app.inject({ url: `/api/users/${personId}/skill-levels`, cookies: reader?.cookies });
  return { status: response.statusCode, rows: response.statusCode === 200 ? rowsOf(response.json()) : undefined };
}
const rowsOf = (skills: PersonSkill[]) =>
  skills.map((entry) => [entry.skill, entry.level, entry.canTeach, entry.wantsToLearn]);

describe(`who sees a person's skill levels (${testEngine})`, () => {
  it('the person themself: every skill with its level', async () => {
    expect(await levelsOf(cleo.user.id, cleo)).toEqual({ status: 200, rows: EVERYTHING });
  });

  it.each([
    ['an owner', () => owner],
    ['an admin', () => admin],
  ])('%s of their workspace: everything, as the matrix shows them', async (_role, reader) => {
    expect(await levelsOf(cleo.user.id, reader())).toEqual({ status: 200, rows: EVERYTHING });
    const matrix = await t.app.inject({
      url: `/api/companies/${workspaceId}/analytics/matrix`,
      cookies: reader().cookies,
    });
    expect(matrix.statusCode).toBe(200);
  });

  it('a plain member: only what the team page shows, teaching levels included, the Risk expert hidden', async () => {
    const matrix = await t.app.inject({
      url: `/api/companies/${workspaceId}/analytics/matrix`,
      cookies: member.cookies,
    });
    expect(matrix.statusCode).toBe(403);
    expect(await levelsOf(cleo.user.id, member)).toEqual({ status: 200, rows: MARKED_ONLY });

    // The same skills as Cleo's card on the team page: nothing beyond it.
    const team = (
      await t.app.inject({ url: `/api/companies/${workspaceId}/team`, cookies: member.cookies })
    ).json<Team>();
    const card = team.people.find((person) => person.id === cleo.user.id)!;
    expect(card.offered).toEqual(['Go']);
    expect(card.requested).toEqual(['Rust', 'SQL']);
  });

  it('an admin elsewhere is a plain member here: the role counts only in a workspace both share', async () => {
    const elsewhere = await createWorkspace(t.app, member, 'Mo’s side project');
    expect(elsewhere.workspace.role).toBe('owner');
    expect(await levelsOf(cleo.user.id, member)).toEqual({ status: 200, rows: MARKED_ONLY });
  });

  it('someone outside the workspace: 404, like an unknown person', async () => {
    const outsider = await signUp(t.app);
    expect(await levelsOf(cleo.user.id, outsider)).toEqual({ status: 404, rows: undefined });
  });

  it('the demo workspace’s people: everything, to visitors and signed-in people alike, as its matrix shows them', async () => {
    const stored = await t.app.db.select().from(personSkills).where(eq(personSkills.userId, DEMO_COLLEAGUE_ID));
    expect(stored.some((entry) => entry.level !== null && !entry.canTeach)).toBe(true);
    const visitor = await levelsOf(DEMO_COLLEAGUE_ID);
    expect(visitor.status).toBe(200);
    expect(visitor.rows).toHaveLength(stored.length);
    expect(await levelsOf(DEMO_COLLEAGUE_ID, member)).toEqual(visitor);
    const demoMatrix = await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/analytics/matrix` });
    expect(demoMatrix.statusCode).toBe(200);
  });
});
