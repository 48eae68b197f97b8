import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import type { KnowledgeSummary } from '../../common/schemas/knowledge';
import type { JoinResult, LearningSession } from '../../common/schemas/sessions';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy';
import { ensureServerBuild, spawnBuiltServer, type ServerProcess } from '../test/server-process';
import { scratchPostgresDatabase } from '../test/test-database';

/**
 * Two app server processes (the built server, as `npm start` runs it) on one PostgreSQL database, behind a
 * round-robin proxy, behave as one server: seats, request budgets, unique emails, single-use sign-in codes, and
 * a write on one read back at once on the other. Runs whenever TEST_DATABASE_URL is set (`npm run test:db`), and
 * fails rather than skips when anything it needs is missing there.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const WAITLIST_BUDGET = 5;

describe.runIf(Boolean(adminUrl))('two app servers on one PostgreSQL database', () => {
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let database: pg.Client;
  let catcher: MailCatcher;
  let servers: ServerProcess[] = [];
  let urls: string[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    ensureServerBuild();
    scratch = await scratchPostgresDatabase(adminUrl!, 'skillweave_multi');
    catcher = await startMailCatcher();
    const env = {
      DATABASE_URL: scratch.url,
      SMTP_URL: catcher.url,
      AUTH_SECRET: 'multi-server-test-secret-of-at-least-32-characters',
      RATE_LIMITS: `signup=500/600,signIn=100/600,waitlist=${WAITLIST_BUDGET}/600`,
    };
    servers = [spawnBuiltServer(env), spawnBuiltServer(env)];
    urls = await Promise.all(servers.map((server) => server.ready));
    proxy = await startRoundRobinProxy(urls);
    database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
  });

  afterAll(async () => {
    await proxy?.close();
    await database?.end();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await catcher?.close();
    await scratch?.drop();
  });

  const send = (base: string, path: string, options: { method?: string; body?: unknown; cookie?: string } = {}) =>
    fetch(`${base}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  let emailCounter = 0;
  const newEmail = (label: string) => `${label}.${++emailCounter}.${Date.now().toString(36)}@example.test`;

  /** A new person signed up through the proxy, with their session cookie. */
  async function signUp(fullName: string, email = newEmail('person')) {
    const answer = await send(proxy.url, '/api/users', { body: { email, fullName } });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    return { id, email, cookie: answer.headers.get('set-cookie')!.split(';')[0]! };
  }

  it('gives 10 seats to 50 people joining at once through both servers, and waitlists the other 40 in order', async () => {
    const created = await send(proxy.url, '/api/learning-sessions', {
      body: {
        title: 'Locks across servers',
        description: 'One UPDATE decides, whichever server asks',
        skillTopic: 'PostgreSQL',
        sessionType: 'workshop',
        companyId: DEMO_WORKSPACE.companyId,
        scheduledFor: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
        duration: 60,
        maxLearners: 10,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const session = (await created.json()) as LearningSession;
    const crowd: { id: string; cookie: string }[] = [];
    for (let batch = 0; batch < 5; batch += 1)
      crowd.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(`Learner ${batch * 10 + i + 1}`)))));

    const before = [...proxy.counts];
    const answers = await Promise.all(
      crowd.map((person) =>
        send(proxy.url, `/api/learning-sessions/${session.id}/join`, { body: {}, cookie: person.cookie }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(crowd.map(() => 200));
    // Both servers took their share of the joins.
    expect(proxy.counts.map((count, index) => count - before[index]!)).toEqual([25, 25]);
    const results = (await Promise.all(answers.map((answer) => answer.json()))) as JoinResult[];

    for (const base of urls) {
      const row = (await (await send(base, `/api/learning-sessions/${session.id}`)).json()) as LearningSession;
      expect(row.learnerIds).toHaveLength(10);
      expect(row.waitlistIds).toHaveLength(40);
      expect(new Set([...row.learnerIds, ...row.waitlistIds])).toEqual(new Set(crowd.map((person) => person.id)));
      results.forEach((result, index) => {
        if (result.place === 'learner') expect(row.learnerIds).toContain(crowd[index]!.id);
        else expect(row.waitlistIds.indexOf(crowd[index]!.id) + 1).toBe(result.waitlistPosition);
      });
    }
    expect(results.flatMap((result) => result.waitlistPosition ?? []).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('keeps one request budget for both servers together', async () => {
    const statuses = [];
    for (let index = 0; index < WAITLIST_BUDGET + 3; index += 1) {
      const answer = await send(proxy.url, '/api/companies', {
        body: {
          name: `Budget Test ${index + 1}`,
          contactName: 'Bea Budget',
          contactEmail: newEmail('lead'),
          size: '11-50',
        },
      });
      statuses.push(answer.status);
    }
    // Each server counting on its own would have let all eight through (four each, under five apiece).
    expect(statuses).toEqual([...Array<number>(WAITLIST_BUDGET).fill(201), 429, 429, 429]);
  });

  it('gives an email to one account when two servers are asked for it at once', async () => {
    const email = newEmail('twice');
    const answers = await Promise.all(
      urls.map((base, index) => send(base, '/api/users', { body: { email, fullName: `Twice ${index + 1}` } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { rows } = await database.query('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]);
    expect(rows[0].count).toBe(1);
  });

  it('accepts a sign-in code once when two servers are sent it at the same moment: exactly one new session', async () => {
    const person = await signUp('Code Racer');
    const asked = await send(proxy.url, '/api/auth/email-otp/send-verification-otp', {
      body: { email: person.email, type: 'sign-in' },
    });
    expect(asked.status).toBe(200);
    // The code is mailed after the answer (the server's mail queue): wait for it to arrive.
    let code: string | undefined;
    await expect
      .poll(() => (code = /sign-in code is (\d{6})/.exec(catcher.to(person.email).at(-1)?.raw ?? '')?.[1]))
      .toBeDefined();
    // Sessions begun from now on: a first sign-in with a code also ends the signup's (unproven) session.
    const since = (await database.query('SELECT now() AS at')).rows[0].at as Date;

    const answers = await Promise.all(
      urls.map((base) => send(base, '/api/auth/sign-in/email-otp', { body: { email: person.email, otp: code } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(
      answers.filter((answer) => /skillweave_session=[^;]/.test(answer.headers.get('set-cookie') ?? '')),
    ).toHaveLength(1);
    const { rows } = await database.query(
      'SELECT count(*)::int AS count FROM auth_sessions WHERE user_id = $1 AND created_at >= $2',
      [person.id, since],
    );
    expect(rows[0].count).toBe(1);
  });

  it('reads back at once on one server what was written through the other: a new article, its views and likes', async () => {
    const [first, second] = urls as [string, string];
    const list = async (base: string) =>
      (await (
        await send(base, `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge?limit=100`)
      ).json()) as KnowledgeSummary[];
    // Each server has answered the list before the write, as it would have if it kept a copy.
    await Promise.all([list(first), list(second)]);

    const created = await send(first, `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`, {
      body: { title: 'Written on one server', content: 'Read on the other at once.', category: 'Processes' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await list(second)).find((card) => card.id === id)).toMatchObject({ viewCount: 0, helpfulCount: 0 });

    const reader = await signUp('Article Reader');
    expect(
      (
        await send(second, `/api/knowledge/${id}/interactions`, {
          body: { action: 'view' },
          cookie: reader.cookie,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send(second, `/api/knowledge/${id}/interactions`, {
          body: { action: 'like' },
          cookie: reader.cookie,
        })
      ).status,
    ).toBe(201);
    expect((await list(first)).find((card) => card.id === id)).toMatchObject({ viewCount: 1, helpfulCount: 1 });

    expect((await send(first, `/api/knowledge/${id}/like`, { method: 'DELETE', cookie: reader.cookie })).status).toBe(
      204,
    );
    expect((await list(second)).find((card) => card.id === id)).toMatchObject({ viewCount: 1, helpfulCount: 0 });
  });
});
