import { DEMO_WORKSPACE } from '../../common/constants';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../server/test/round-robin-proxy';
import type { BenchContext } from '../lib/context';
import { load, type LoadResult } from '../lib/load';
import { createDatabase } from '../lib/postgres';
import { launchApp, type Launched } from '../lib/processes';
import type { Row } from '../lib/report';
import { median, ratio } from '../lib/stats';

/**
 * More than one app server on one PostgreSQL database: the same mixed workload the screens make (mostly reads,
 * some writes) through a round-robin proxy in front of one server, then two, in alternating rounds. Both go through
 * the proxy, so the ratio is the servers' and not the proxy's. PostgreSQL only: PGlite serves one process.
 */

const SECTION = 'More than one server';

/**
 * What a visitor's screens ask for, in proportion: dashboard, hub, an article and its view and like, sessions,
 * people. Every connection is the demo visitor, so taking a like back is left out: one person liking and unliking
 * from 20 tabs at once is not a workload, and it trips a race in the like's conflict path (reported). Joining and
 * leaving a session need a signed-in person per connection; the two-server test covers them (multi-server.test.ts).
 */
function mixedWorkload(articleId: string) {
  const company = DEMO_WORKSPACE.companyId;
  const json = { 'content-type': 'application/json' };
  return [
    { path: '/api/dashboard/stats' },
    { path: `/api/companies/${company}/knowledge` },
    { path: `/api/knowledge/${articleId}` },
    { method: 'POST', path: `/api/knowledge/${articleId}/interactions`, body: '{"action":"view"}', headers: json },
    { path: `/api/companies/${company}/learning-sessions` },
    { path: '/api/users' },
    { path: `/api/companies/${company}/knowledge` },
    { method: 'POST', path: `/api/knowledge/${articleId}/interactions`, body: '{"action":"like"}', headers: json },
    { path: `/api/knowledge/${articleId}` },
  ];
}

function loadMixed(url: string, articleId: string, seconds: number, connections: number): Promise<LoadResult> {
  return load(url, { seconds, connections, requests: mixedWorkload(articleId) });
}

export async function multiSection(context: BenchContext): Promise<Row[]> {
  if (!context.postgresUrl) {
    context.notes.push(`${SECTION}: skipped (PostgreSQL only; set BENCH_DATABASE_URL).`);
    return [];
  }
  const servers: Launched[] = [];
  const proxies: RoundRobinProxy[] = [];
  const database = await createDatabase(context.postgresUrl, 'multi');
  try {
    context.log('multi: starting two app servers on one PostgreSQL database');
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await launchApp('app A (PostgreSQL)', { databaseUrl: database.url }));
    servers.push(await launchApp('app B (PostgreSQL)', { databaseUrl: database.url }));
    const one = await startRoundRobinProxy([servers[0]!.baseUrl]);
    const two = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
    proxies.push(one, two);
    const list = (await (
      await fetch(`${servers[0]!.baseUrl}/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`)
    ).json()) as { id: string }[];
    const articleId = list[0]!.id;
    const connections = context.connections * 2;

    context.log('multi: warming up (1 s each)');
    for (const proxy of proxies) await loadMixed(proxy.url, articleId, 1, connections);
    const rounds: { one: LoadResult; two: LoadResult }[] = [];
    for (let round = 0; round < context.rounds; round += 1) {
      const first = round % 2 === 0 ? 'one' : 'two';
      const results = {} as { one: LoadResult; two: LoadResult };
      for (const key of first === 'one' ? (['one', 'two'] as const) : (['two', 'one'] as const))
        results[key] = await loadMixed((key === 'one' ? one : two).url, articleId, context.seconds, connections);
      context.log(
        `multi: round ${round + 1}: 1 server ${Math.round(results.one.rps)}/s p99 ${results.one.p99} ms; 2 servers ${Math.round(results.two.rps)}/s p99 ${results.two.p99} ms`,
      );
      rounds.push(results);
    }
    const med = (key: 'one' | 'two', pick: (result: LoadResult) => number) =>
      median(rounds.map((results) => pick(results[key])));
    const detail = (key: 'one' | 'two') => `p50 ${med(key, (r) => r.p50)} ms, p99 ${med(key, (r) => r.p99)} ms`;
    return [
      {
        section: SECTION,
        metric: `Mixed workload, 1 app server behind the proxy (${connections} connections)`,
        value: med('one', (r) => r.rps),
        unit: 'req/s',
        detail: detail('one'),
      },
      {
        section: SECTION,
        metric: `Mixed workload, 2 app servers behind the proxy (${connections} connections)`,
        value: med('two', (r) => r.rps),
        unit: 'req/s',
        detail: detail('two'),
        baseline: { name: '1 app server', value: med('one', (r) => r.rps), unit: 'req/s' },
        ratio: median(rounds.map((results) => ratio(results.two.rps, results.one.rps))),
        // No target: on a 2-core machine two servers, PostgreSQL, the proxy and the load generator share the same
        // cores, so the ratio shows the contention, not what a second machine would add (docs/performance.md).
      },
    ];
  } finally {
    for (const proxy of proxies) await proxy.close();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
