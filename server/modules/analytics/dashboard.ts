import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../common/schemas/dashboard';
import { rowsOf, type Database } from '../../infra/db/client';

/**
 * Dashboard figures for the last `days` days, computed from the database.
 *
 * - totalUsers: people active in the period: they joined, viewed or liked an article, hosted or
 *   attended a session scheduled in it, or took part in a skill swap started in it.
 * - totalCompanies: companies that joined (waitlist or client) in the period.
 * - activeSkillSwaps: swaps started in the period that are still pending or accepted.
 * - roi: the value the platform delivered in the period divided by what it cost (see roi below and
 *   docs/roi.md), as a multiple: 3.4 means every dollar spent returned $3.40.
 */

/** What an hour of an employee's time is worth, fully loaded (salary, benefits, overhead). */
export const HOURLY_VALUE_USD = 60;
/** Time a knowledge-base read saves against asking around or rediscovering the answer. */
export const MINUTES_SAVED_PER_VIEW = 6;
/** The platform's list price per seat and month (Professional plan). */
export const SEAT_PRICE_PER_MONTH_USD = 19;
const DAYS_PER_MONTH = 30;

export interface RoiInputs {
  learningHours: number;
  knowledgeViews: number;
  seats: number;
  days: number;
}

/**
 * ROI multiple = value / cost, rounded to one decimal, where
 *   value = (learner hours in held sessions + views x 6 min) x $60 per hour
 *   cost  = seats x $19 per month x (days / 30).
 * No seats means no cost and no meaningful multiple: 0.
 */
export function roi({ learningHours, knowledgeViews, seats, days }: RoiInputs): number {
  const cost = seats * SEAT_PRICE_PER_MONTH_USD * (days / DAYS_PER_MONTH);
  if (cost <= 0) return 0;
  const hoursSaved = learningHours + (knowledgeViews * MINUTES_SAVED_PER_VIEW) / 60;
  return Math.round(((hoursSaved * HOURLY_VALUE_USD) / cost) * 10) / 10;
}

interface StatsRow {
  active_users: number;
  companies: number;
  active_swaps: number;
  seats: number;
  learning_hours: number;
  knowledge_views: number;
  sessions_held: number;
}

/**
 * The figures, for the whole platform or, given a workspace, for it alone: its people (members, or the demo
 * workspace's people), its articles' views, its sessions, and skill swaps between its people. Companies stay the
 * platform's count either way. Callers check the workspace is the caller's (server/modules/analytics/dashboard-routes.ts).
 */
export async function dashboardStats(
  db: Database,
  days: number,
  now = new Date(),
  companyId?: string,
): Promise<DashboardStats> {
  const from = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const scoped = companyId !== undefined;
  const people = scoped
    ? sql`(SELECT id FROM users WHERE company_id = ${companyId}::uuid
           UNION SELECT user_id FROM workspace_members WHERE company_id = ${companyId}::uuid)`
    : sql`(SELECT id FROM users)`;
  const sessions = scoped ? sql`company_id = ${companyId}::uuid` : sql`TRUE`;
  const articles = scoped
    ? sql`knowledge_id IN (SELECT id FROM institutional_knowledge WHERE company_id = ${companyId}::uuid)`
    : sql`TRUE`;
  const swaps = scoped ? sql`from_user_id IN ${people} AND to_user_id IN ${people}` : sql`TRUE`;
  // One round trip: each figure is a scalar subquery over the period [from, now].
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM (
         SELECT id AS user_id FROM users WHERE created_at BETWEEN ${from} AND ${now} AND id IN ${people}
         UNION SELECT user_id FROM knowledge_interactions WHERE created_at BETWEEN ${from} AND ${now} AND ${articles}
         UNION SELECT mentor_id FROM learning_sessions WHERE scheduled_for BETWEEN ${from} AND ${now} AND ${sessions}
         UNION SELECT unnest(learner_ids) FROM learning_sessions WHERE scheduled_for BETWEEN ${from} AND ${now} AND ${sessions}
         UNION SELECT from_user_id FROM skill_swaps WHERE created_at BETWEEN ${from} AND ${now} AND ${swaps}
         UNION SELECT to_user_id FROM skill_swaps WHERE created_at BETWEEN ${from} AND ${now} AND ${swaps}
       ) AS active)::int AS active_users,
      (SELECT count(*) FROM companies WHERE created_at BETWEEN ${from} AND ${now})::int AS companies,
      (SELECT count(*) FROM skill_swaps WHERE created_at BETWEEN ${from} AND ${now} AND status IN ('pending', 'accepted') AND ${swaps})::int AS active_swaps,
      (SELECT count(*) FROM users WHERE created_at <= ${now} AND id IN ${people})::int AS seats,
      (SELECT coalesce(sum(duration * cardinality(learner_ids)), 0) / 60.0 FROM learning_sessions
         WHERE scheduled_for BETWEEN ${from} AND ${now} AND cancelled_at IS NULL AND ${sessions})::float8 AS learning_hours,
      (SELECT count(*) FROM knowledge_interactions WHERE interaction_type = 'view' AND created_at BETWEEN ${from} AND ${now} AND ${articles})::int AS knowledge_views,
      (SELECT count(*) FROM learning_sessions WHERE scheduled_for BETWEEN ${from} AND ${now} AND cancelled_at IS NULL AND ${sessions})::int AS sessions_held
  `);
  const row = rowsOf<StatsRow>(result)[0]!;
  const learningHours = Math.round(Number(row.learning_hours) * 10) / 10;
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    totalUsers: Number(row.active_users),
    totalCompanies: Number(row.companies),
    activeSkillSwaps: Number(row.active_swaps),
    roi: roi({ learningHours, knowledgeViews: Number(row.knowledge_views), seats: Number(row.seats), days }),
    learningHours,
    knowledgeViews: Number(row.knowledge_views),
    sessionsHeld: Number(row.sessions_held),
  };
}
