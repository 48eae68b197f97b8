import { and, eq, inArray, or, type Column } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../common/schemas/workspaces';
import { forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { companies, workspaceMembers } from '../../infra/db/schema';
import { DEMO_WORKSPACE_ID, isDemoWorkspace, refuseDemoWorkspaceChange } from '../demo';

/**
 * Which workspaces a caller may see and write to: the one place that decides it.
 *
 * - The demo workspace is open to everyone: anonymous visitors act in it as the demo user, and signed-in
 *   people may browse and try it. Nobody administers it.
 * - Any other workspace is open to its members only. A company on the waitlist is a sales lead, not a
 *   workspace: nobody runs it and its id opens nothing.
 * - A workspace the caller may not see answers exactly like one that does not exist (same 404, same
 *   sentence), for reads and writes alike, so an id reveals nothing.
 *
 * `actorId` is the current user: the signed-in person, or the demo user for an anonymous visitor (who is a
 * member of no workspace, so sees the demo only).
 */

export const WORKSPACE_NOT_FOUND_MESSAGE = 'Workspace not found';

export interface WorkspaceAccess {
  id: string;
  name: string;
  isDemo: boolean;
  /** The caller's role; null in the demo workspace. */
  role: WorkspaceRole | null;
}

const isDemo = isDemoWorkspace;

/** The ids of the workspaces the actor belongs to (active companies only), as a subquery. */
export function memberWorkspaceIds(db: Database, actorId: string) {
  return db
    .select({ id: workspaceMembers.companyId })
    .from(workspaceMembers)
    .innerJoin(companies, and(eq(companies.id, workspaceMembers.companyId), eq(companies.isActive, true)))
    .where(eq(workspaceMembers.userId, actorId));
}

/** A condition for a query over a company-scoped table: the row's workspace is the demo or one of the actor's. */
export function inVisibleWorkspace(db: Database, companyIdColumn: Column, actorId: string) {
  return or(eq(companyIdColumn, DEMO_WORKSPACE_ID), inArray(companyIdColumn, memberWorkspaceIds(db, actorId)))!;
}

/** The workspace with this id as the actor may use it, or 404 "Workspace not found" (unknown, lead or not theirs). */
export async function requireWorkspace(db: Database, companyId: string, actorId: string): Promise<WorkspaceAccess> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, role: workspaceMembers.role })
    .from(companies)
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.companyId, companies.id), eq(workspaceMembers.userId, actorId)))
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)));
  if (!row || (!isDemo(row.id) && !row.role)) throw notFound('workspace_not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  return { id: row.id, name: row.name, isDemo: isDemo(row.id), role: isDemo(row.id) ? null : row.role };
}

/**
 * The workspace, when the actor is one of its owners or admins; `doing` completes "Only a workspace's owners and
 * admins can ..." for the 403 a plain member gets. The demo workspace refuses every change of this kind.
 */
export async function requireWorkspaceAdmin(
  db: Database,
  companyId: string,
  actorId: string,
  doing: string,
): Promise<WorkspaceAccess & { role: 'owner' | 'admin' }> {
  const workspace = await requireWorkspace(db, companyId, actorId);
  refuseDemoWorkspaceChange(workspace.id);
  if (workspace.role !== 'owner' && workspace.role !== 'admin')
    throw forbidden('workspace_admins_only', `Only a workspace's owners and admins can ${doing}`);
  return { ...workspace, role: workspace.role };
}

/** The databases in which the demo workspace's row was found (it is seeded before the server listens). */
const demoFoundIn = new WeakSet<Database>();

/**
 * Throws 404 unless the actor may read the workspace: requireWorkspace's rule, for hot reads that need only a yes.
 * The demo workspace is open to everyone, and no code path deletes a company or changes whether it is active, so
 * once the demo's row was found it is not looked up again; any other workspace is checked on every call, so a
 * member who leaves loses access at once.
 */
export async function requireReadableWorkspace(db: Database, companyId: string, actorId: string): Promise<void> {
  if (isDemo(companyId) && demoFoundIn.has(db)) return;
  await requireWorkspace(db, companyId, actorId);
  if (isDemo(companyId)) demoFoundIn.add(db);
}
