import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSessions } from '../db/schema';

/**
 * Who "the current user" is: the user whose session cookie the browser sends, otherwise the demo
 * user (docs/product.md, Who is acting). The cookie holds a random token; only its hash is stored, so a database
 * leak does not hand out sessions.
 */

export const SESSION_COOKIE = 'skillweave_session';
/**
 * The name over HTTPS: browsers accept a `__Host-` cookie only when it is Secure, for the whole site
 * and bound to this exact host, so a sibling subdomain cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_TTL_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for userId and returns the token to put in the cookie. */
export async function startSession(db: Database, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(userSessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user a session token belongs to, or undefined when it is unknown or expired. */
export async function userIdForToken(db: Database, token: string | undefined): Promise<string | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ userId: userSessions.userId })
    .from(userSessions)
    .where(and(eq(userSessions.tokenHash, hashToken(token)), gt(userSessions.expiresAt, new Date())));
  return row?.userId;
}
