import { and, count, eq, sql } from 'drizzle-orm';
import { conflict } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { learningSessions } from '../../infra/db/schema';
import { boundsHosting } from '../demo';
import { sessionIsUpcomingSql } from './session-status';

/**
 * How many upcoming sessions one person may host at once. Nobody runs a hundred sessions ahead, and without a
 * bound one account could fill a workspace's list with thousands (the creation budget slows that down; this stops
 * it). The demo user is exempt: every anonymous visitor is the demo user, so the bound would let one of them stop
 * all the others from hosting; their creations are bounded per address instead, and the hourly demo reset removes
 * them (docs/decisions/018-demo-reset.md).
 */
export const UPCOMING_HOSTED_MAX = 100;

export const HOSTING_LIMIT_MESSAGE = `You already host ${UPCOMING_HOSTED_MAX} upcoming sessions: cancel one, or create more once some have taken place`;

/** Tells this module's advisory locks apart from any other advisory lock of the database. */
const HOSTING_LOCK_CLASS = 0x5e55;

/**
 * In the transaction that inserts the session: waits for the host's other creations in flight (a lock per host,
 * released at commit), then refuses with 409 when they already host the maximum. Counted under the lock, two
 * creations at once cannot both take the last place.
 */
export async function reserveHostingPlace(tx: Database, hostId: string): Promise<void> {
  if (!boundsHosting(hostId)) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${HOSTING_LOCK_CLASS}, hashtext(${hostId}))`);
  const [row] = await tx
    .select({ hosted: count() })
    .from(learningSessions)
    .where(and(eq(learningSessions.mentorId, hostId), sessionIsUpcomingSql));
  if ((row?.hosted ?? 0) >= UPCOMING_HOSTED_MAX) throw conflict('hosting_limit_reached', HOSTING_LIMIT_MESSAGE);
}
