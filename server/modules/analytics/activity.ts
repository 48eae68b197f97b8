import { sql } from 'drizzle-orm';
import type { ActivityFigures, WorkspaceActivity } from '../../../common/schemas/analytics';
import { rowsOf, type Database } from '../../infra/db/client';

/**
 * What happened in a workspace over the last `days` days (the period [now - days, now], as the dashboard's
 * figures count it), as a series: by UTC day for 7 and 30 days, by ISO week (Monday) for 90, by month for 365.
 * Every bucket the period touches is present, empty ones included; the first and last are cut by the period's
 * ends. Each figure is defined in docs/analytics.md. No names: every member sees it.
 */

type Bucket = WorkspaceActivity['bucket'];

export function bucketOf(days: number): Bucket {
  if (days <= 30) return 'day';
  if (days <= 90) return 'week';
  return 'month';
}

interface PointRow {
  start: Date | string | null;
  sessions_held: number;
  learners: number;
  minutes: number;
  swaps_proposed: number;
  swaps_accepted: number;
  swaps_completed: number;
  articles_created: number;
  article_views: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function workspaceActivity(
  db: Database,
  companyId: string,
  days: number,
  now = new Date(),
): Promise<WorkspaceActivity> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const bucket = bucketOf(days);
  const unit = sql.raw(`'${bucket}'`);
  const step = sql.raw(`interval '1 ${bucket}'`);
  // The bucket an instant falls in, as its number: width_bucket's binary search over the buckets' starts costs far
  // less per row than date_trunc in UTC (the views alone are ~100,000 rows a year in a large workspace).
  const bucketNumber = (column: string) => sql.raw(`width_bucket(${column}, (SELECT starts FROM bounds))`);
  const company = sql`${companyId}::uuid`;
  const inPeriod = (column: string) =>
    sql`${sql.raw(column)} >= ${from}::timestamptz AND ${sql.raw(column)} <= ${now}::timestamptz`;

  // Each source is aggregated per bucket number and over the whole period (the grouping set () gives the totals row,
  // whose bucket is null), then joined to the full run of buckets.
  const result = await db.execute(sql`
    WITH buckets AS (
      SELECT (start AT TIME ZONE 'UTC') AS start, n
      FROM generate_series(date_trunc(${unit}, ${from}::timestamptz AT TIME ZONE 'UTC'),
                           date_trunc(${unit}, ${now}::timestamptz AT TIME ZONE 'UTC'), ${step})
        WITH ORDINALITY AS g(start, n)
    ),
    bounds AS (SELECT array_agg(start ORDER BY n) AS starts FROM buckets),
    held AS (
      SELECT ls.id, ls.duration, ls.learner_ids, ${bucketNumber('ls.scheduled_for')} AS bucket
      FROM learning_sessions ls
      WHERE ls.company_id = ${company} AND ls.cancelled_at IS NULL AND ${inPeriod('ls.scheduled_for')}
    ),
    sessions AS (
      SELECT bucket, count(*) AS sessions_held, sum(duration) AS minutes
      FROM held GROUP BY GROUPING SETS ((bucket), ())
    ),
    learners AS (
      SELECT bucket, count(DISTINCT learner) AS learners
      FROM held, unnest(held.learner_ids) AS learner GROUP BY GROUPING SETS ((bucket), ())
    ),
    swap_events AS (
      SELECT 'proposed' AS kind, ${bucketNumber('s.created_at')} AS bucket FROM skill_swaps s
        WHERE s.company_id = ${company} AND ${inPeriod('s.created_at')}
      UNION ALL
      SELECT 'accepted', ${bucketNumber('s.accepted_at')} FROM skill_swaps s
        WHERE s.company_id = ${company} AND s.accepted_at IS NOT NULL AND ${inPeriod('s.accepted_at')}
      UNION ALL
      SELECT 'completed', ${bucketNumber('s.completed_at')} FROM skill_swaps s
        WHERE s.company_id = ${company} AND s.completed_at IS NOT NULL AND ${inPeriod('s.completed_at')}
    ),
    swaps AS (
      SELECT bucket,
        count(*) FILTER (WHERE kind = 'proposed') AS swaps_proposed,
        count(*) FILTER (WHERE kind = 'accepted') AS swaps_accepted,
        count(*) FILTER (WHERE kind = 'completed') AS swaps_completed
      FROM swap_events GROUP BY GROUPING SETS ((bucket), ())
    ),
    articles AS (
      SELECT bucket, count(*) AS articles_created FROM (
        SELECT ${bucketNumber('k.created_at')} AS bucket FROM institutional_knowledge k
        WHERE k.company_id = ${company} AND NOT k.draft AND ${inPeriod('k.created_at')}
      ) created GROUP BY GROUPING SETS ((bucket), ())
    ),
    views AS (
      SELECT bucket, count(*) AS article_views FROM (
        SELECT ${bucketNumber('ki.created_at')} AS bucket FROM knowledge_interactions ki
        WHERE ki.interaction_type = 'view' AND ${inPeriod('ki.created_at')}
          AND ki.knowledge_id IN (SELECT id FROM institutional_knowledge WHERE company_id = ${company})
      ) viewed GROUP BY GROUPING SETS ((bucket), ())
    ),
    series AS (SELECT n, start FROM buckets UNION ALL SELECT NULL, NULL)
    SELECT series.start,
      coalesce(sessions.sessions_held, 0)::int AS sessions_held, coalesce(learners.learners, 0)::int AS learners,
      coalesce(sessions.minutes, 0)::int AS minutes,
      coalesce(swaps.swaps_proposed, 0)::int AS swaps_proposed, coalesce(swaps.swaps_accepted, 0)::int AS swaps_accepted,
      coalesce(swaps.swaps_completed, 0)::int AS swaps_completed,
      coalesce(articles.articles_created, 0)::int AS articles_created, coalesce(views.article_views, 0)::int AS article_views
    FROM series
      LEFT JOIN sessions ON sessions.bucket IS NOT DISTINCT FROM series.n
      LEFT JOIN learners ON learners.bucket IS NOT DISTINCT FROM series.n
      LEFT JOIN swaps ON swaps.bucket IS NOT DISTINCT FROM series.n
      LEFT JOIN articles ON articles.bucket IS NOT DISTINCT FROM series.n
      LEFT JOIN views ON views.bucket IS NOT DISTINCT FROM series.n
    ORDER BY series.n NULLS LAST
  `);
  const rows = rowsOf<PointRow>(result);
  const figures = (row: PointRow | undefined): ActivityFigures => ({
    sessionsHeld: Number(row?.sessions_held ?? 0),
    learners: Number(row?.learners ?? 0),
    hoursContributed: Math.round((Number(row?.minutes ?? 0) / 60) * 10) / 10,
    swapsProposed: Number(row?.swaps_proposed ?? 0),
    swapsAccepted: Number(row?.swaps_accepted ?? 0),
    swapsCompleted: Number(row?.swaps_completed ?? 0),
    articlesCreated: Number(row?.articles_created ?? 0),
    articleViews: Number(row?.article_views ?? 0),
  });
  const points = rows.filter((row) => row.start !== null);
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    bucket,
    points: points.map((row) => ({ start: new Date(row.start!).toISOString(), ...figures(row) })),
    totals: figures(rows.find((row) => row.start === null)),
  };
}
