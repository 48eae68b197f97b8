import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { DashboardStats } from '../../../common/schemas/dashboard';
import type { KnowledgeSummary } from '../../../common/schemas/knowledge';
import type { LearningSession } from '../../../common/schemas/sessions';
import type { User } from '../../../common/schemas/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';

/**
 * Isolation: two companies run private workspaces on one server. Each person sees their own workspace's people,
 * articles, sessions and figures, never the other's; anonymous visitors still see the demo workspace only.
 */

let t: TestApp;
interface Company {
  id: string;
  owner: Person;
  member: Person;
  articleTitle: string;
  sessionId: string;
}
let acme: Company;
let globex: Company;

async function setUpCompany(name: string): Promise<Company> {
  const { workspace, owner } = await createWorkspace(t.app, undefined, name);
  const member = await addPerson(t.app, workspace.id, 'member', `${name} Member`);
  const articleTitle = `${name} onboarding secrets`;
  const article = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${workspace.id}/knowledge`,
    payload: { title: articleTitle, content: 'Only for us.', category: 'Processes', tags: [] },
    cookies: member.cookies,
  });
  expect(article.statusCode, article.body).toBe(201);
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/learning-sessions',
    payload: {
      title: `${name} pairing`,
      skillTopic: 'Go',
      sessionType: 'discussion',
      companyId: workspace.id,
      scheduledFor: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
      duration: 30,
      maxLearners: 4,
    },
    cookies: owner.cookies,
  });
  expect(session.statusCode, session.body).toBe(201);
  return { id: workspace.id, owner, member, articleTitle, sessionId: session.json<LearningSession>().id };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await setUpCompany('Acme');
  globex = await setUpCompany('Globex');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: Person) => t.app.inject({ url, cookies: who?.cookies });
const names = (users: User[]) => users.map((user) => user.fullName);

describe(`two private workspaces on one server (${testEngine})`, () => {
  it("shows each person their own workspace's articles and sessions, and 404 for the other's", async () => {
    for (const [mine, theirs] of [
      [acme, globex],
      [globex, acme],
    ] as const) {
      const list = (await get(`/api/companies/${mine.id}/knowledge`, mine.member)).json<KnowledgeSummary[]>();
      expect(list.map((card) => card.title)).toEqual([mine.articleTitle]);
      const search = await get(`/api/companies/${mine.id}/knowledge/search?q=onboarding`, mine.member);
      expect(search.json<KnowledgeSummary[]>().map((card) => card.title)).toEqual([mine.articleTitle]);
      const sessions = (await get(`/api/companies/${mine.id}/learning-sessions`, mine.member)).json();
      expect(sessions.map((session: LearningSession) => session.id)).toEqual([mine.sessionId]);

      for (const url of [
        `/api/companies/${theirs.id}/knowledge`,
        `/api/companies/${theirs.id}/knowledge/search?q=onboarding`,
        `/api/companies/${theirs.id}/learning-sessions`,
        `/api/workspaces/${theirs.id}`,
        `/api/workspaces/${theirs.id}/members`,
        `/api/dashboard/stats?companyId=${theirs.id}`,
      ]) {
        const response = await get(url, mine.owner);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ code: 'workspace_not_found', message: 'Workspace not found' });
      }
      const join = await t.app.inject({
        method: 'PATCH',
        url: `/api/learning-sessions/${theirs.sessionId}`,
        payload: { learnerIds: [mine.member.user.id] },
        cookies: mine.member.cookies,
      });
      expect(join.statusCode).toBe(404);
    }
  });

  it('lists only the people who share a workspace with the caller, with emails only where allowed', async () => {
    const asAcmeMember = (await get('/api/users', acme.member)).json<User[]>();
    expect(names(asAcmeMember)).toEqual(
      expect.arrayContaining(['Olive Owner', 'Acme Member', DEMO_WORKSPACE.userName]),
    );
    expect(names(asAcmeMember)).not.toContain('Globex Member');
    // A plain member sees their own email only; the owner sees the member's.
    expect(asAcmeMember.find((user) => user.id === acme.owner.user.id)?.email).toBeNull();
    expect(asAcmeMember.find((user) => user.id === acme.member.user.id)?.email).toBe(acme.member.user.email);
    const asAcmeOwner = (await get('/api/users', acme.owner)).json<User[]>();
    expect(asAcmeOwner.find((user) => user.id === acme.member.user.id)?.email).toBe(acme.member.user.email);
    // Demo people are everyone's to see, but their addresses are nobody's business.
    expect(
      asAcmeOwner.filter((user) => user.companyId === DEMO_WORKSPACE.companyId).every((user) => user.email === null),
    ).toBe(true);

    const anonymous = (await get('/api/users')).json<User[]>();
    expect(anonymous.every((user) => user.companyId === DEMO_WORKSPACE.companyId)).toBe(true);
    expect(names(anonymous)).not.toContain('Acme Member');
    expect(anonymous.length).toBeGreaterThanOrEqual(12);
  });

  it("answers 404 for a profile, its recommendations and its sessions outside the caller's workspaces", async () => {
    const other = globex.member.user.id;
    for (const url of [
      `/api/users/${other}`,
      `/api/users/${other}/recommendations`,
      `/api/users/${other}/learning-sessions`,
    ]) {
      expect((await get(url, acme.owner)).statusCode, url).toBe(404);
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const colleague = await get(`/api/users/${acme.member.user.id}`, acme.owner);
    expect(colleague.statusCode).toBe(200);
    expect((await get(`/api/users/${other}`, globex.owner)).statusCode).toBe(200);
    // A person's sessions show only the workspaces the caller shares.
    const hosted = (await get(`/api/users/${acme.owner.user.id}/learning-sessions`, acme.member)).json();
    expect(hosted.map((session: LearningSession) => session.id)).toEqual([acme.sessionId]);
  });

  it("scopes the dashboard's figures to the workspace", async () => {
    const stats = (await get(`/api/dashboard/stats?companyId=${acme.id}`, acme.member)).json<DashboardStats>();
    // Acme's two people joined in the period; nobody else counts.
    expect(stats.totalUsers).toBe(2);
    expect(stats.knowledgeViews).toBe(0);
    const demo = (await get(`/api/dashboard/stats?companyId=${DEMO_WORKSPACE.companyId}`)).json<DashboardStats>();
    expect(demo.knowledgeViews).toBeGreaterThan(0);
    const platform = (await get('/api/dashboard/stats')).json<DashboardStats>();
    expect(platform.totalUsers).toBeGreaterThanOrEqual(demo.totalUsers + 4);
  });

  it('keeps the demo workspace as it was for anonymous visitors', async () => {
    const hub = await get(`/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`);
    expect(hub.statusCode).toBe(200);
    expect(hub.json<KnowledgeSummary[]>().length).toBeGreaterThan(5);
    expect(hub.json<KnowledgeSummary[]>().map((card) => card.title)).not.toContain(acme.articleTitle);
    const me = (await get('/api/me')).json();
    expect(me).toMatchObject({ isDemo: true, signedIn: false, workspaces: [] });
  });
});
