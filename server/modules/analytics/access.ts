import { forbidden } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { requireWorkspace } from '../workspaces';

/**
 * Who sees what of a workspace's analytics. Every member sees the aggregates (coverage, demand, activity); names
 * (who holds which skill) are for owners and admins only. The demo workspace is open to everyone, names included:
 * its people are fictional and showing them is the point of the demo.
 */

export const NAMES_FOR_ADMINS_MESSAGE = "Only a workspace's owners and admins can see who holds which skill";

/** Whether the reader may see names (who holds which skill). */
export interface AnalyticsAccess {
  named: boolean;
}

/**
 * The workspace as the actor may read it (else 404), and whether they may see names. The routes check it on every
 * read, a kept answer's too; the queries in this folder take its answer and check nothing themselves.
 */
export async function analyticsAccess(db: Database, companyId: string, actorId: string): Promise<AnalyticsAccess> {
  const workspace = await requireWorkspace(db, companyId, actorId);
  return { named: workspace.isDemo || workspace.role === 'owner' || workspace.role === 'admin' };
}

/** As analyticsAccess, refusing a plain member (403 with a sentence): for the calls that are all names. */
export async function requireNamedAnalytics(db: Database, companyId: string, actorId: string): Promise<void> {
  const { named } = await analyticsAccess(db, companyId, actorId);
  if (!named) throw forbidden('workspace_admins_only', NAMES_FOR_ADMINS_MESSAGE);
}
