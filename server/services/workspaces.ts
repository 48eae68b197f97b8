import { and, eq, inArray, type Column } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { notFound } from '../errors';

/**
 * Which companies a caller may see and write to: the one place that decides it.
 *
 * A company that joined the waitlist is a sales lead, not a workspace: nobody runs it, so it
 * holds no articles or sessions and its id must open nothing. Only active companies are
 * workspaces. An invisible workspace answers exactly like one that does not exist (same 404,
 * same message), so an id reveals nothing; membership rules will narrow this same function.
 */

export const WORKSPACE_NOT_FOUND_MESSAGE = 'Workspace not found';

/** The condition on the companies table that makes a company a workspace the caller may see. */
const isVisibleWorkspace = () => eq(companies.isActive, true);

/** The ids of every workspace the caller may see, as a subquery to filter other tables by. */
function visibleWorkspaceIds(db: Database) {
  return db.select({ id: companies.id }).from(companies).where(isVisibleWorkspace());
}

/** A condition for a query over a company-scoped table: the row's company is a visible workspace. */
export function inVisibleWorkspace(db: Database, companyIdColumn: Column) {
  return inArray(companyIdColumn, visibleWorkspaceIds(db));
}

/** Loads the workspace with this id, or throws 404 "Workspace not found" (unknown and waitlisted alike). */
export async function requireWorkspace(db: Database, companyId: string): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), isVisibleWorkspace()));
  if (!row) throw notFound('workspace_not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  return row;
}
