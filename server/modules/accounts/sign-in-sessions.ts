import { and, desc, eq, gt } from 'drizzle-orm';
import type { SignInSession } from '../../../common/schemas/account';
import { notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { authSessions } from '../../infra/db/schema';

/** Where the person is signed in: their live sessions, newest activity first. */
export async function listSignInSessions(
  db: Database,
  userId: string,
  currentSessionId: string | undefined,
): Promise<SignInSession[]> {
  const rows = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, new Date())))
    .orderBy(desc(authSessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    current: row.id === currentSessionId,
  }));
}

/** Signs one of the person's sessions out; another person's session id is answered like an unknown one. */
export async function revokeSignInSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const removed = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .returning({ id: authSessions.id });
  if (removed.length === 0)
    throw notFound('sign_in_session_not_found', 'That sign-in was not found: it may have ended already');
}

/** Signs the person out on every browser and device. Returns how many sessions ended. */
export async function revokeAllSignInSessions(db: Database, userId: string): Promise<number> {
  const removed = await db
    .delete(authSessions)
    .where(eq(authSessions.userId, userId))
    .returning({ id: authSessions.id });
  return removed.length;
}
