import { DEMO_WORKSPACE } from '../../common/constants';
import { openDatabase, type DatabaseHandle } from '../../server/infra/db/client';
import { seedDemoWorkspace } from '../../server/modules/demo/seed';
import { COMMON_TERMS, MEDIUM_TERMS, RARE_TERMS, SEARCH_TERMS, analyze, seedArticles } from '../lib/articles';
import type { BenchContext } from '../lib/context';
import { inAlternatingOrder, sampleSequential } from '../lib/latency';
import { createDatabase } from '../lib/postgres';
import { launchApp, type AppTarget, type Launched } from '../lib/processes';
import type { Row } from '../lib/report';
import { median, percentile, ratio } from '../lib/stats';
import { seedUsers } from '../lib/users';
import {
  recommendationRows,
  measureRecommendations,
  refreshEveryoneInProcess,
  type RecommendationFigures,
} from './recommendations';

/**
 * Knowledge search against get-user-by-id, at 5,000 and at 50,000 seeded articles, on each engine.
 * Latency is sampled sequentially (one request at a time, what one person waits for), in rounds
 * that alternate the two routes; each round searches all 40 terms once.
 */

export const SCALES = [5_000, 50_000] as const;
const USERS_FOR_RECOMMENDATIONS = 1_000;

interface EngineSetup {
  engine: 'PGlite' | 'PostgreSQL';
  target: AppTarget;
  open(): Promise<DatabaseHandle>;
  /** PostgreSQL's autovacuum would ANALYZE after a bulk load (at a moment of its choosing); PGlite has none. */
  analyzeAfterSeeding: boolean;
  userIds: string[];
  /** How long refreshing every seeded person's recommendations took, through the service in this process. */
  thousandUsersMs: number;
}

interface ScaleFigures {
  search: number[];
  byTier: Record<string, number[]>;
  getById: number[];
}

const searchUrl = (base: string, term: string) =>
  `${base}/api/companies/${DEMO_WORKSPACE.companyId}/knowledge/search?q=${encodeURIComponent(term)}`;
const TIER_OF = new Map<string, string>([
  ...RARE_TERMS.map((t) => [t, 'rare'] as const),
  ...MEDIUM_TERMS.map((t) => [t, 'medium'] as const),
  ...COMMON_TERMS.map((t) => [t, 'common'] as const),
]);

/** The people an anonymous visitor (the demo user) may read by id: only they answer 200 on GET /api/users/:id. */
async function visibleUserIds(app: Launched): Promise<string[]> {
  const response = await fetch(`${app.baseUrl}/api/users`);
  if (!response.ok) throw new Error(`GET /api/users answered ${response.status}`);
  return ((await response.json()) as { id: string }[]).map((user) => user.id);
}

async function measure(context: BenchContext, app: Launched): Promise<ScaleFigures> {
  const userIds = await visibleUserIds(app);
  const searchUrls = SEARCH_TERMS.map((term) => searchUrl(app.baseUrl, term));
  const idUrls = Array.from(
    { length: SEARCH_TERMS.length },
    (_, index) => `${app.baseUrl}/api/users/${userIds[index % userIds.length]}`,
  );
  // Warm-up: one pass of each, not recorded (a serving app has its pages and plans cached).
  await sampleSequential(searchUrls, searchUrls.length);
  await sampleSequential(idUrls, idUrls.length);
  const figures: ScaleFigures = { search: [], byTier: { rare: [], medium: [], common: [] }, getById: [] };
  for (let round = 0; round < context.rounds; round += 1) {
    const runSearch = async () => {
      const samples = await sampleSequential(searchUrls, searchUrls.length);
      samples.forEach((ms, index) => {
        figures.search.push(ms);
        figures.byTier[TIER_OF.get(SEARCH_TERMS[index]!)!]!.push(ms);
      });
    };
    const runGet = async () => figures.getById.push(...(await sampleSequential(idUrls, idUrls.length)));
    await inAlternatingOrder(round, [runSearch, runGet]);
  }
  return figures;
}

async function seed(context: BenchContext, setups: EngineSetup[], from: number, to: number): Promise<void> {
  const started = performance.now();
  await Promise.all(
    setups.map(async (setup) => {
      const handle = await setup.open();
      try {
        if (from === 0) {
          await handle.migrate();
          await seedDemoWorkspace(handle.db);
          setup.userIds = await seedUsers(handle.db, USERS_FOR_RECOMMENDATIONS);
          setup.thousandUsersMs = await refreshEveryoneInProcess(handle.db, setup.userIds);
        }
        await seedArticles(handle.db, from, to);
        if (setup.analyzeAfterSeeding) await analyze(handle.db);
      } finally {
        await handle.close();
      }
    }),
  );
  context.log(
    `search: seeded articles ${from.toLocaleString('en')}–${to.toLocaleString('en')} on ${setups.map((s) => s.engine).join(' and ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function searchSection(context: BenchContext): Promise<Row[]> {
  const cleanups: (() => Promise<void>)[] = [];
  const setups: EngineSetup[] = [];
  const pgliteDir = context.tempDir('search-pglite');
  setups.push({
    engine: 'PGlite',
    target: { dataDir: pgliteDir },
    open: () => openDatabase({ kind: 'pglite', dataDir: pgliteDir }),
    analyzeAfterSeeding: false,
    userIds: [],
    thousandUsersMs: 0,
  });
  try {
    if (context.postgresUrl) {
      const database = await createDatabase(context.postgresUrl, 'search');
      cleanups.push(database.drop);
      setups.push({
        engine: 'PostgreSQL',
        target: { databaseUrl: database.url },
        open: () => openDatabase({ kind: 'postgres', url: database.url }),
        analyzeAfterSeeding: true,
        userIds: [],
        thousandUsersMs: 0,
      });
    }

    const results = new Map<string, ScaleFigures>();
    const recommendations = new Map<string, RecommendationFigures>();
    let seeded = 0;
    for (const scale of SCALES) {
      await seed(context, setups, seeded, scale);
      seeded = scale;
      for (const setup of setups) {
        const app = await launchApp(`app (${setup.engine}, ${scale} articles)`, setup.target);
        try {
          const figures = await measure(context, app);
          results.set(`${setup.engine}:${scale}`, figures);
          context.log(
            `search: ${setup.engine} at ${scale.toLocaleString('en')}: search p95 ${percentile(figures.search, 95).toFixed(1)} ms ` +
              `(rare ${percentile(figures.byTier.rare!, 95).toFixed(1)}, medium ${percentile(figures.byTier.medium!, 95).toFixed(1)}, ` +
              `common ${percentile(figures.byTier.common!, 95).toFixed(1)}), get-by-id p95 ${percentile(figures.getById, 95).toFixed(1)} ms`,
          );
          if (scale === SCALES[0])
            recommendations.set(
              setup.engine,
              await measureRecommendations(context, app, setup.engine, setup.userIds, setup.thousandUsersMs),
            );
        } finally {
          await app.stop();
        }
      }
    }

    const rows: Row[] = [];
    for (const { engine } of setups) {
      const [small, large] = SCALES.map((scale) => results.get(`${engine}:${scale}`)!);
      for (const [scale, figures] of [
        [SCALES[0], small!],
        [SCALES[1], large!],
      ] as const) {
        const searchP95 = percentile(figures.search, 95);
        const idP95 = percentile(figures.getById, 95);
        const tiers = Object.entries(figures.byTier).map(
          ([tier, samples]) => `${tier} ${percentile(samples, 95).toFixed(1)}`,
        );
        rows.push({
          section: `Search (${engine})`,
          metric: `Search p95 at ${scale.toLocaleString('en')} articles (40 terms)`,
          value: searchP95,
          unit: 'ms',
          detail: `p50 ${median(figures.search).toFixed(1)} ms; p95 by tier ${tiers.join(', ')}; n=${figures.search.length}`,
          baseline: { name: 'get-user-by-id p95', value: idP95, unit: 'ms' },
          ratio: ratio(searchP95, idP95),
          target: scale === SCALES[1] ? { op: '<=', value: 5, label: '<= 5x' } : undefined,
        });
      }
      const growth = ratio(percentile(large!.search, 95), percentile(small!.search, 95));
      rows.push({
        section: `Search (${engine})`,
        metric: 'Search p95 growth, 5,000 to 50,000 articles',
        value: percentile(large!.search, 95),
        unit: 'ms',
        baseline: { name: 'p95 at 5,000', value: percentile(small!.search, 95), unit: 'ms' },
        ratio: growth,
        target: { op: '<=', value: 2, label: '<= 2' },
      });
    }
    for (const { engine } of setups) rows.push(...recommendationRows(engine, recommendations.get(engine)!));
    return rows;
  } finally {
    for (const cleanup of cleanups)
      await cleanup().catch((error: unknown) => context.log(`cleanup failed: ${(error as Error).message}`));
  }
}
