import { sql } from 'drizzle-orm';
import { DEMO_ACTIVE_SESSIONS } from '../../../common/demo-people';
import type { KnowledgeStats } from '../../../common/schemas/knowledge';
import { rowsOf, type Database } from '../../infra/db/client';
import { sessionEndSql } from '../sessions';
import { requireWorkspace } from '../workspaces';

/**
 * The figures the public demo shows on its stat cards, whatever its data holds: visitors see the hub as
 * the product presents it.
 */
export const DEMO_KNOWLEDGE_STATS: KnowledgeStats = {
  articles: 247,
  activeSessions: DEMO_ACTIVE_SESSIONS,
  aiGenerated: 63,
  engagement: 94,
};

/** How far back a view counts towards engagement. */
export const ENGAGEMENT_WINDOW_DAYS = 30;

interface StatsRow {
  articles: number;
  ai_generated: number;
  viewed: number;
  active_sessions: number;
}

/**
 * A workspace's stat cards; 404 for a workspace the caller may not see. Every other workspace than the
 * demo answers its own figures, counted by the database in one round trip:
 *
 * - articles: its active articles;
 * - aiGenerated: those of them drafted by AI;
 * - activeSessions: its learning sessions that are upcoming or in progress;
 * - engagement: the share of its active articles that at least one person viewed in the last 30 days,
 *   as a whole percent (0 with no articles).
 */
export async function knowledgeStats(
  db: Database,
  actorId: string,
  companyId: string,
  now = new Date(),
): Promise<KnowledgeStats> {
  const workspace = await requireWorkspace(db, companyId, actorId);
  if (workspace.isDemo) return DEMO_KNOWLEDGE_STATS;
  const since = new Date(now.getTime() - ENGAGEMENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`
    SELECT
      count(*)::int AS articles,
      count(*) FILTER (WHERE article.ai_generated)::int AS ai_generated,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM knowledge_interactions AS viewing
        WHERE viewing.knowledge_id = article.id AND viewing.interaction_type = 'view' AND viewing.created_at >= ${since}
      ))::int AS viewed,
      (SELECT count(*) FROM learning_sessions
         WHERE company_id = ${companyId}::uuid AND cancelled_at IS NULL
           AND ${sessionEndSql} > now())::int AS active_sessions
    FROM institutional_knowledge AS article
    WHERE article.company_id = ${companyId}::uuid AND article.is_active
  `);
  const row = rowsOf<StatsRow>(result)[0]!;
  const articles = Number(row.articles);
  return {
    articles,
    activeSessions: Number(row.active_sessions),
    aiGenerated: Number(row.ai_generated),
    engagement: articles === 0 ? 0 : Math.round((Number(row.viewed) / articles) * 100),
  };
}
