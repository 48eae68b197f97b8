import { DEMO_WORKSPACE } from '../../common/constants';
import { DEMO_PEOPLE } from '../../common/demo-people';
import { openDatabase, type DatabaseHandle } from '../../server/infra/db/client';
import { seedDemoWorkspace } from '../../server/modules/demo/seed';
import { analyze } from '../lib/articles';
import type { BenchContext } from '../lib/context';
import { inAlternatingOrder, sampleSequential } from '../lib/latency';
import { createDatabase } from '../lib/postgres';
import { launchApp, type AppTarget } from '../lib/processes';
import type { Row } from '../lib/report';
import { median, percentile, ratio } from '../lib/stats';
import { seedWorkforce } from '../lib/workforce';

/**
 * The dashboard's analytics calls (matrix first page, coverage, demand, activity over 365 days) against
 * get-user-by-id, on a workspace of 10,000 people with 20 skills each and a year of activity, on each engine.
 * Sequential samples (what one person waits for), in rounds that alternate the analytics calls and the baseline.
 *
 * Each call twice: repeated (what a dashboard gets: the server keeps the answer until a write or a minute passes,
 * docs/decisions/015-analytics-answers-cached.md), and cold (a write just before each call dropped every kept
 * answer, so the database computes it: what the first reader after a change waits for). The 20x target is on the
 * repeated calls; the cold ones are shown beside them.
 */

const PEOPLE = 10_000;
const SAMPLES_PER_CALL = 10;

const CALLS = {
  'matrix (first page)': 'matrix',
  coverage: 'coverage',
  demand: 'demand',
  'activity (365 days)': 'activity?days=365',
} as const;
type Call = keyof typeof CALLS;

/**
 * A successful write that changes nothing: taking back a "Helpful" never given (204). Any successful write drops
 * the kept analytics answers, on every server.
 */
async function dropKeptAnswers(baseUrl: string, articleId: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/knowledge/${articleId}/like`, { method: 'DELETE' });
  if (response.status !== 204) throw new Error(`DELETE like answered ${response.status}`);
}

async function coldSamples(url: string, count: number, drop: () => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    await drop();
    samples.push(...(await sampleSequential([url], 1)));
  }
  return samples;
}

interface EngineSetup {
  engine: 'PGlite' | 'PostgreSQL';
  target: AppTarget;
  open(): Promise<DatabaseHandle>;
  analyzeAfterSeeding: boolean;
}

async function seed(context: BenchContext, setup: EngineSetup): Promise<void> {
  const started = performance.now();
  const handle = await setup.open();
  try {
    await handle.migrate();
    await seedDemoWorkspace(handle.db);
    await seedWorkforce(handle.db, PEOPLE);
    if (setup.analyzeAfterSeeding) await analyze(handle.db);
  } finally {
    await handle.close();
  }
  context.log(
    `analytics: seeded ${PEOPLE.toLocaleString('en')} people on ${setup.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function measure(context: BenchContext, setup: EngineSetup) {
  const app = await launchApp(`app (${setup.engine}, analytics)`, setup.target);
  try {
    const base = `${app.baseUrl}/api/companies/${DEMO_WORKSPACE.companyId}/analytics/`;
    const ids = Object.values(DEMO_PEOPLE).map((person) => `${app.baseUrl}/api/users/${person.id}`);
    const byCall = () =>
      Object.fromEntries(Object.keys(CALLS).map((call) => [call, [] as number[]])) as Record<Call, number[]>;
    const figures = { calls: byCall(), cold: byCall(), getById: [] as number[] };
    const articles = (await (
      await fetch(`${app.baseUrl}/api/companies/${DEMO_WORKSPACE.companyId}/knowledge?limit=1`)
    ).json()) as { id: string }[];
    const drop = () => dropKeptAnswers(app.baseUrl, articles[0]!.id);
    // Warm-up, not recorded.
    for (const path of Object.values(CALLS)) await sampleSequential([base + path], 2);
    await sampleSequential(ids, ids.length);
    for (let round = 0; round < context.rounds; round += 1) {
      const runCalls = async () => {
        // Repeated: after one untimed call (the dashboard's first opening since the last write) has kept the answer.
        for (const [call, path] of Object.entries(CALLS) as [Call, string][]) {
          await sampleSequential([base + path], 1);
          figures.calls[call].push(...(await sampleSequential([base + path], SAMPLES_PER_CALL)));
        }
        for (const [call, path] of Object.entries(CALLS) as [Call, string][])
          figures.cold[call].push(...(await coldSamples(base + path, SAMPLES_PER_CALL, drop)));
      };
      const runGet = async () => figures.getById.push(...(await sampleSequential(ids, SAMPLES_PER_CALL * 2)));
      await inAlternatingOrder(round, [runCalls, runGet]);
    }
    return figures;
  } finally {
    await app.stop();
  }
}

export async function analyticsSection(context: BenchContext): Promise<Row[]> {
  const cleanups: (() => Promise<void>)[] = [];
  const pgliteDir = context.tempDir('analytics-pglite');
  const setups: EngineSetup[] = [
    {
      engine: 'PGlite',
      target: { dataDir: pgliteDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: pgliteDir }),
      analyzeAfterSeeding: false,
    },
  ];
  try {
    if (context.postgresUrl) {
      const database = await createDatabase(context.postgresUrl, 'analytics');
      cleanups.push(database.drop);
      setups.push({
        engine: 'PostgreSQL',
        target: { databaseUrl: database.url },
        open: () => openDatabase({ kind: 'postgres', url: database.url }),
        analyzeAfterSeeding: true,
      });
    }
    const rows: Row[] = [];
    for (const setup of setups) {
      await seed(context, setup);
      const figures = await measure(context, setup);
      const idP95 = percentile(figures.getById, 95);
      for (const call of Object.keys(CALLS) as Call[]) {
        const samples = figures.calls[call];
        const cold = figures.cold[call];
        const p95 = percentile(samples, 95);
        const coldP95 = percentile(cold, 95);
        context.log(
          `analytics: ${setup.engine} ${call} p95 repeated ${p95.toFixed(1)} ms, cold ${coldP95.toFixed(1)} ms; get-by-id p95 ${idP95.toFixed(1)} ms`,
        );
        const baseline = { name: 'get-user-by-id p95', value: idP95, unit: 'ms' };
        rows.push({
          section: `Analytics (${setup.engine})`,
          metric: `${call} p95, repeated, at ${PEOPLE.toLocaleString('en')} people x 20 skills`,
          value: p95,
          unit: 'ms',
          detail: `p50 ${median(samples).toFixed(1)} ms; n=${samples.length}`,
          baseline,
          ratio: ratio(p95, idP95),
          target: { op: '<=', value: 20, label: '<= 20x' },
        });
        rows.push({
          section: `Analytics (${setup.engine})`,
          metric: `${call} p95, cold (kept answers dropped before each call)`,
          value: coldP95,
          unit: 'ms',
          detail: `p50 ${median(cold).toFixed(1)} ms; n=${cold.length}`,
          baseline,
          ratio: ratio(coldP95, idP95),
        });
      }
    }
    return rows;
  } finally {
    for (const cleanup of cleanups)
      await cleanup().catch((error: unknown) => context.log(`cleanup failed: ${(error as Error).message}`));
  }
}
