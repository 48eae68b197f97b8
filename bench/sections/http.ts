import { DEMO_WORKSPACE } from '../../common/constants';
import type { BenchContext } from '../lib/context';
import { load, type LoadResult } from '../lib/load';
import { createDatabase } from '../lib/postgres';
import { launch, launchApp, tsCommand, type Launched } from '../lib/processes';
import type { Row } from '../lib/report';
import { median, ratio } from '../lib/stats';

/**
 * API overhead and data routes under load (autocannon), in alternating rounds: every round runs
 * each target once, in a rotated order, so drift on a shared machine hits all of them alike.
 * Ratios are taken within a round, then the median over rounds is reported.
 */

const HARNESS_BAND = [0.67, 1.5] as const;
const MAX_EXTRA_ROUNDS = 3;

interface Target {
  key: string;
  label: string;
  url: string;
}

const DATA_ROUTES = [
  { key: 'knowledge', label: 'Knowledge list', path: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge` },
  { key: 'users', label: 'Users list', path: '/api/users' },
  {
    key: 'sessions',
    label: 'Learning-sessions list',
    path: `/api/companies/${DEMO_WORKSPACE.companyId}/learning-sessions`,
  },
] as const;

export async function httpSection(context: BenchContext): Promise<Row[]> {
  const servers: Launched[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  try {
    context.log('http: starting node:http, bare Fastify and the app (PGlite) as child processes');
    const nodeHttp = await launch('node:http', tsCommand('bench/baselines/node-http.ts'));
    const fastify = await launch('bare Fastify', tsCommand('bench/baselines/bare-fastify.ts'));
    const fastifyWithHeaders = await launch('bare Fastify with headers', tsCommand('bench/baselines/bare-fastify.ts'), {
      env: { SECURITY_HEADERS: '1' },
    });
    const appPglite = await launchApp('app (PGlite)', { dataDir: context.tempDir('http-pglite') });
    servers.push(nodeHttp, fastify, fastifyWithHeaders, appPglite);
    const engines: { engine: string; app: Launched }[] = [{ engine: 'PGlite', app: appPglite }];
    if (context.postgresUrl) {
      const database = await createDatabase(context.postgresUrl, 'http');
      cleanups.push(database.drop);
      const appPostgres = await launchApp('app (PostgreSQL)', { databaseUrl: database.url });
      servers.push(appPostgres);
      engines.push({ engine: 'PostgreSQL', app: appPostgres });
    }

    const targets: Target[] = [
      { key: 'http', label: 'node:http /api/health', url: `${nodeHttp.baseUrl}/api/health` },
      { key: 'fastify', label: 'bare Fastify /api/health', url: `${fastify.baseUrl}/api/health` },
      {
        key: 'fastify-headers',
        label: "bare Fastify /api/health with the app's headers",
        url: `${fastifyWithHeaders.baseUrl}/api/health`,
      },
      { key: 'app', label: 'app /api/health', url: `${appPglite.baseUrl}/api/health` },
      ...engines.flatMap(({ engine, app }) =>
        DATA_ROUTES.map((route) => ({
          key: `${engine}:${route.key}`,
          label: `${route.label} (${engine})`,
          url: app.baseUrl + route.path,
        })),
      ),
    ];

    context.log(`http: warming up ${targets.length} targets (1 s each)`);
    for (const target of targets) await load(target.url, { seconds: 1, connections: context.connections });

    const rounds: Map<string, LoadResult>[] = [];
    let discarded = 0;
    for (let round = 0; rounds.length < context.rounds && round < context.rounds + MAX_EXTRA_ROUNDS; round += 1) {
      const order = targets.map((_, index) => targets[(index + round) % targets.length]!);
      if (round % 2) order.reverse();
      const results = new Map<string, LoadResult>();
      for (const target of order)
        results.set(target.key, await load(target.url, { seconds: context.seconds, connections: context.connections }));
      const harness = ratio(results.get('fastify')!.rps, results.get('http')!.rps);
      const kept = harness >= HARNESS_BAND[0] && harness <= HARNESS_BAND[1];
      context.log(
        `http: round ${round + 1}: ${order.map((target) => `${target.key} ${Math.round(results.get(target.key)!.rps)}/s`).join(', ')}` +
          `; bare Fastify/node:http ${harness.toFixed(2)}${kept ? '' : ' (discarded: the harness is off)'}`,
      );
      if (kept) rounds.push(results);
      else discarded += 1;
    }
    if (discarded)
      context.notes.push(
        `API overhead: ${discarded} round(s) discarded because bare Fastify/node:http fell outside ${HARNESS_BAND.join('–')}.`,
      );
    if (rounds.length < context.rounds)
      context.notes.push(`API overhead: only ${rounds.length} of ${context.rounds} rounds passed the harness check.`);
    if (rounds.length === 0) throw new Error('no round passed the harness check (bare Fastify vs node:http)');

    const med = (key: string, pick: (result: LoadResult) => number) =>
      median(rounds.map((results) => pick(results.get(key)!)));
    const medRatio = (key: string, baseline: string) =>
      median(rounds.map((results) => ratio(results.get(key)!.rps, results.get(baseline)!.rps)));
    // autocannon records whole milliseconds: 0 means under 1 ms.
    const ms = (value: number) => (value < 1 ? '<1' : String(value));
    const latency = (key: string) => `p50 ${ms(med(key, (r) => r.p50))} ms, p99 ${ms(med(key, (r) => r.p99))} ms`;
    /** A target's rate against a baseline's: each a median over the rounds, the ratio taken within each round. */
    const rateAgainst = (key: string, baselineKey: string, baselineName: string) => ({
      value: med(key, (r) => r.rps),
      unit: 'req/s',
      baseline: { name: baselineName, value: med(baselineKey, (r) => r.rps), unit: 'req/s' },
      ratio: medRatio(key, baselineKey),
    });

    const rows: Row[] = [
      {
        section: 'API overhead',
        metric: 'GET /api/health, full app',
        ...rateAgainst('app', 'fastify', 'bare Fastify'),
        detail: latency('app'),
        target: { op: '>=', value: 0.7, label: '>= 0.70' },
      },
      {
        // The health ratio's two parts: the headers every answer carries (measured alone), and the rest.
        section: 'API overhead',
        metric: "Bare Fastify sending the app's security headers and request id",
        ...rateAgainst('fastify-headers', 'fastify', 'bare Fastify'),
        detail: latency('fastify-headers'),
      },
      {
        section: 'API overhead',
        metric: 'GET /api/health, full app, against bare Fastify with the same headers',
        ...rateAgainst('app', 'fastify-headers', 'bare Fastify with headers'),
      },
      {
        section: 'API overhead',
        metric: 'Harness check: bare Fastify vs node:http',
        ...rateAgainst('fastify', 'http', 'node:http'),
        target: {
          op: 'between',
          value: HARNESS_BAND[0],
          max: HARNESS_BAND[1],
          label: `${HARNESS_BAND.join('–')} (else the round is discarded)`,
        },
      },
    ];
    for (const { engine } of engines) {
      for (const route of DATA_ROUTES) {
        const key = `${engine}:${route.key}`;
        rows.push({
          section: `Data routes (${engine})`,
          metric: `${route.label}, GET ${route.path.replace(DEMO_WORKSPACE.companyId, ':companyId')}`,
          ...rateAgainst(key, 'http', 'node:http'),
          detail: latency(key),
          target: route.key === 'knowledge' ? { op: '>=', value: 0.1, label: '>= 0.10' } : undefined,
        });
      }
    }
    const rss = appPglite.rssMib();
    if (rss !== undefined)
      context.notes.push(`The PGlite app server's RSS after its load runs: ${Math.round(rss)} MiB.`);
    return rows;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    for (const cleanup of cleanups)
      await cleanup().catch((error: unknown) => context.log(`cleanup failed: ${(error as Error).message}`));
  }
}
