import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { membershipCatalog, type MembershipCase } from '../test/membership-catalog';
import { listOperations, operationKey, type Operation } from '../test/route-catalog';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';
import { addPerson, createWorkspace, verifiedPerson, type Person } from '../test/workspace-fixtures';

/**
 * Every route's membership rule, from server/test/membership-catalog.ts: a signed-in outsider gets 404 (the
 * workspace, or the article or session in it, does not exist for them), a member and an admin get what the
 * catalogue says, and anonymous visitors keep the demo workspace as it always was.
 */

let t: TestApp;
let operations: Operation[];
let companyId: string;
let admin: Person;
let member: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp();
  operations = await listOperations(t.app);
  const created = await createWorkspace(t.app, undefined, 'Globex Research');
  companyId = created.workspace.id;
  admin = await addPerson(t.app, companyId, 'admin', 'Ada Admin');
  member = await addPerson(t.app, companyId, 'member', 'Mel Member');
  // Someone with a workspace of their own, so "outsider" is not merely "in no workspace".
  outsider = await verifiedPerson(t.app, { fullName: 'Otto Outsider' });
  await createWorkspace(t.app, outsider, 'Initech');
});
afterAll(async () => {
  await t?.close();
});

const scopedCases = () =>
  Object.entries(membershipCatalog(t.app)).filter((entry): entry is [string, MembershipCase] => 'request' in entry[1]);

async function send(rule: MembershipCase, workspaceId: string, caller: Person | undefined) {
  const request = await rule.request(workspaceId, caller?.user.id ?? DEMO_WORKSPACE.userId);
  return t.app.inject({ method: request.method, url: request.url, payload: request.body, cookies: caller?.cookies });
}

describe(`membership on every route (${testEngine})`, () => {
  it('lists every operation of the OpenAPI document, with its rule or why it has none', () => {
    const catalog = membershipCatalog(t.app);
    for (const operation of operations)
      expect(catalog, `${operationKey(operation)} needs an entry in server/test/membership-catalog.ts`).toHaveProperty([
        operationKey(operation),
      ]);
    expect(scopedCases().length).toBeGreaterThanOrEqual(18);
  });

  it('answers a signed-in outsider 404, revealing nothing, on every company-scoped route', async () => {
    for (const [key, rule] of scopedCases()) {
      const response = await send(rule, companyId, outsider);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(404);
      expect(response.json().code, key).toBe(rule.outsider);
    }
  });

  it("gives a plain member the hub, and a sentence (403) for the admins' calls", async () => {
    for (const [key, rule] of scopedCases()) {
      const response = await send(rule, companyId, member);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(rule.member);
      if (rule.member === 403) expect(response.json().message, key).toMatch(/^Only .*workspace's owners and admins/);
    }
  });

  it('lets an admin make every call', async () => {
    for (const [key, rule] of scopedCases()) {
      const response = await send(rule, companyId, admin);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(rule.admin);
    }
  });

  it('keeps the demo workspace open to anonymous visitors, and its people and settings locked', async () => {
    for (const [key, rule] of scopedCases()) {
      const response = await send(rule, DEMO_WORKSPACE.companyId, undefined);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(rule.anonymousOnDemo);
      if (rule.anonymousOnDemo === 403) expect(response.json().code, key).toBe('demo_workspace_locked');
    }
  });
});
