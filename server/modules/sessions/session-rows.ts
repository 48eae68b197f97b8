import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { learningSessions } from '../../infra/db/schema';
import { inVisibleWorkspace } from '../workspaces';

/** A session of a workspace the actor may see; any other id answers the same 404, so an id reveals nothing. */
export async function getSessionRow(db: Database, actorId: string, id: string) {
  const [row] = await db
    .select()
    .from(learningSessions)
    .where(and(eq(learningSessions.id, id), inVisibleWorkspace(db, learningSessions.companyId, actorId)));
  if (!row) throw notFound('learning_session_not_found', 'Learning session not found');
  return row;
}
