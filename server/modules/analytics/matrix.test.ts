import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentOf } from '../../../common/departments';
import { analyticsWorkspace, personWith } from '../../test/analytics-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { skillMatrix, type MatrixQuery } from './matrix';

/** A workspace of five with known roles and levels; the owner (Olive Owner, role Engineer) holds nothing. */

let t: TestApp;
let companyId: string;
const query = (overrides: Partial<MatrixQuery> = {}): MatrixQuery => ({
  sort: 'name',
  direction: 'asc',
  offset: 0,
  limit: 200,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const workspace = await analyticsWorkspace(t.app);
  companyId = workspace.companyId;
  await personWith(
    t.app,
    companyId,
    'Bea Byte',
    [
      { skill: 'SQL', level: 3 },
      { skill: 'Python', level: 5 },
    ],
    {
      role: 'Data Engineer',
    },
  );
  await personWith(
    t.app,
    companyId,
    'Al Apps',
    [
      { skill: 'Python', level: 2 },
      { skill: 'Figma', wantsToLearn: true },
    ],
    {
      role: 'Backend Developer',
    },
  );
  await personWith(t.app, companyId, 'Cy Canvas', [{ skill: 'Figma', level: 4 }], { role: 'UX Designer' });
  await personWith(t.app, companyId, 'Di Deals', [{ skill: 'Python', level: 2 }], { role: 'Sales Lead' });
  await personWith(t.app, companyId, 'Ed Nobody', [], { role: null });
});
afterAll(async () => {
  await t?.close();
});

describe(`skill matrix (${testEngine})`, () => {
  it("lists the workspace's people by name with their levels, and the skills held at a level as columns", async () => {
    const matrix = await skillMatrix(t.app.db, companyId, query());
    expect(matrix.total).toBe(6);
    expect(matrix.people.map((person) => person.fullName)).toEqual([
      'Al Apps',
      'Bea Byte',
      'Cy Canvas',
      'Di Deals',
      'Ed Nobody',
      'Olive Owner',
    ]);
    expect(matrix.people[1]).toMatchObject({
      role: 'Data Engineer',
      department: 'Data',
      levels: { sql: 3, python: 5 },
    });
    // Wanted only (Figma for Al) is no level.
    expect(matrix.people[0]!.levels).toEqual({ python: 2 });
    // By category (Data & AI, Design, Technology), then name.
    expect(matrix.skills.map((skill) => skill.key)).toEqual(['sql', 'figma', 'python']);
    expect(matrix.departments).toEqual(['Engineering', 'Data', 'Product & Design', 'Marketing & Sales', 'Other']);
    expect(matrix.roles).toEqual(['Backend Developer', 'Data Engineer', 'Engineer', 'Sales Lead', 'UX Designer']);
  });

  it('derives departments by the same rules as the team page', async () => {
    const matrix = await skillMatrix(t.app.db, companyId, query());
    for (const person of matrix.people) expect(person.department).toBe(departmentOf(person.role));
  });

  it('filters by department and by exact role; columns follow the filter', async () => {
    const engineering = await skillMatrix(t.app.db, companyId, query({ department: 'Engineering' }));
    expect(engineering.people.map((person) => person.fullName)).toEqual(['Al Apps', 'Olive Owner']);
    expect(engineering.total).toBe(2);
    expect(engineering.skills.map((skill) => skill.key)).toEqual(['python']);
    // The choices stay the whole workspace's.
    expect(engineering.departments).toHaveLength(5);

    const designers = await skillMatrix(t.app.db, companyId, query({ role: 'UX Designer' }));
    expect(designers.people.map((person) => person.fullName)).toEqual(['Cy Canvas']);
    const partial = await skillMatrix(t.app.db, companyId, query({ role: 'Designer' }));
    expect(partial.total).toBe(0);
    expect(partial.skills).toEqual([]);
  });

  it('sorts by the level in one skill, people without it last and ties by name, either way', async () => {
    const desc = await skillMatrix(t.app.db, companyId, query({ sort: 'python', direction: 'desc' }));
    expect(desc.people.map((person) => person.fullName)).toEqual([
      'Bea Byte',
      'Al Apps',
      'Di Deals',
      'Cy Canvas',
      'Ed Nobody',
      'Olive Owner',
    ]);
    const asc = await skillMatrix(t.app.db, companyId, query({ sort: 'python', direction: 'asc' }));
    expect(asc.people.map((person) => person.fullName).slice(0, 3)).toEqual(['Al Apps', 'Di Deals', 'Bea Byte']);
    const byNameDesc = await skillMatrix(t.app.db, companyId, query({ direction: 'desc' }));
    expect(byNameDesc.people[0]!.fullName).toBe('Olive Owner');
  });

  it('pages by offset and limit, with the total over every page', async () => {
    const second = await skillMatrix(t.app.db, companyId, query({ offset: 2, limit: 2 }));
    expect(second.total).toBe(6);
    expect(second.people.map((person) => person.fullName)).toEqual(['Cy Canvas', 'Di Deals']);
    const past = await skillMatrix(t.app.db, companyId, query({ offset: 10 }));
    expect(past).toMatchObject({ total: 6, people: [] });
  });
});
