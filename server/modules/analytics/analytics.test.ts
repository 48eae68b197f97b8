import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { analyticsWorkspace, personWith } from '../../test/analytics-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, verifiedPerson, type Person } from '../../test/workspace-fixtures';

/** Who may read a workspace's analytics, and what a bad query gets. */

let t: TestApp;
let companyId: string;
let owner: Person;
let admin: Person;
let member: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp();
  const workspace = await analyticsWorkspace(t.app);
  companyId = workspace.companyId;
  owner = workspace.owner;
  admin = await addPerson(t.app, companyId, 'admin', 'Ada Admin');
  member = await addPerson(t.app, companyId, 'member', 'Mel Member');
  outsider = await verifiedPerson(t.app, { fullName: 'Otto Outsider' });
  await personWith(t.app, companyId, 'Solo Expert', [{ skill: 'Go', level: 5 }]);
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, caller?: Person, workspace = companyId) =>
  t.app.inject({ url: `/api/companies/${workspace}/analytics/${path}`, cookies: caller?.cookies });

describe(`analytics routes (${testEngine})`, () => {
  it('shows an admin and the owner the matrix with names, and the Risk skill with its one expert', async () => {
    for (const caller of [owner, admin]) {
      const matrix = await get('matrix', caller);
      expect(matrix.statusCode).toBe(200);
      expect(matrix.json().people.map((person: { fullName: string }) => person.fullName)).toContain('Solo Expert');
      const coverage = (await get('coverage', caller)).json();
      expect(coverage.named).toBe(true);
      expect(coverage.skills.find((skill: { key: string }) => skill.key === 'go').riskHolder.fullName).toBe(
        'Solo Expert',
      );
    }
  });

  it('refuses a plain member the matrix with a sentence, and gives them coverage without names', async () => {
    const matrix = await get('matrix', member);
    expect(matrix.statusCode).toBe(403);
    expect(matrix.json()).toEqual({
      code: 'workspace_admins_only',
      message: "Only a workspace's owners and admins can see who holds which skill",
    });
    const coverage = await get('coverage', member);
    expect(coverage.statusCode).toBe(200);
    expect(coverage.json().named).toBe(false);
    expect(coverage.json().skills.find((skill: { key: string }) => skill.key === 'go')).toMatchObject({
      status: 'risk',
      riskHolder: null,
    });
    expect(coverage.body).not.toContain('Solo Expert');
    expect((await get('demand', member)).statusCode).toBe(200);
    expect((await get('activity?days=30', member)).statusCode).toBe(200);
  });

  it('answers an outsider 404, as for a workspace that does not exist', async () => {
    for (const path of ['matrix', 'coverage', 'demand', 'activity']) {
      const response = await get(path, outsider);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('workspace_not_found');
    }
  });

  it('opens the demo workspace to anonymous visitors, names included', async () => {
    const matrix = await get('matrix', undefined, DEMO_WORKSPACE.companyId);
    expect(matrix.statusCode).toBe(200);
    expect(matrix.json().total).toBeGreaterThan(5);
    const coverage = (await get('coverage', undefined, DEMO_WORKSPACE.companyId)).json();
    expect(coverage.named).toBe(true);
    expect(coverage.counts.good).toBeGreaterThan(0);
    expect(coverage.counts.risk).toBeGreaterThan(0);
    expect(coverage.counts.gap).toBeGreaterThan(0);
    const demand = (await get('demand', undefined, DEMO_WORKSPACE.companyId)).json();
    expect(demand.skills[0].unmet).toBeGreaterThan(0);
    for (const days of [7, 30, 90, 365]) {
      const activity = (await get(`activity?days=${days}`, undefined, DEMO_WORKSPACE.companyId)).json();
      expect(
        Object.values(activity.totals).some((figure) => Number(figure) > 0),
        `${days} days`,
      ).toBe(true);
    }
  });

  it('answers a bad query 400 with a sentence', async () => {
    for (const path of [
      'activity?days=14',
      'matrix?limit=0',
      'matrix?limit=501',
      'matrix?direction=up',
      'matrix?offset=-1',
    ]) {
      const response = await get(path, owner);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().code, path).toBe('validation_failed');
      expect(response.json().message, path).toMatch(/\w+ \w+/);
    }
    expect((await get('coverage', owner, 'not-a-uuid')).statusCode).toBe(400);
  });
});
