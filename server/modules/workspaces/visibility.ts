import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { users, workspaceMembers } from '../../infra/db/schema';
import { isDemoPerson } from '../demo';
import { memberWorkspaceIds } from './workspace-access';

/**
 * Who may see whom. A person sees themself, the demo workspace's people (the public demo, open to everyone), and
 * the members of every workspace they belong to; nobody else exists for them (404, like an unknown id). An email
 * is shown to its owner and to the owners and admins of a workspace both share; to anyone else it is null.
 */
export function visiblePeople(db: Database, actorId: string) {
  const colleagues = db
    .select({ id: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(inArray(workspaceMembers.companyId, memberWorkspaceIds(db, actorId)));
  return or(eq(users.id, actorId), isDemoPerson(users.companyId), inArray(users.id, colleagues))!;
}

/** True when the actor may read this user's email: their own, or a member of a workspace the actor administers. */
export function emailShownTo(actorId: string) {
  return sql<boolean>`(users.id = ${actorId}::uuid OR EXISTS (
    SELECT 1 FROM workspace_members them JOIN workspace_members me ON me.company_id = them.company_id
    WHERE them.user_id = users.id AND me.user_id = ${actorId}::uuid AND me.role IN ('owner', 'admin')))`;
}

/** Throws 404 "User not found" unless the actor may see this person. */
export async function requireVisibleUser(db: Database, actorId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), visiblePeople(db, actorId)));
  if (!row) throw notFound('user_not_found', 'User not found');
}
