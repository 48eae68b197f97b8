import { desc, like } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { authVerifications } from '../../infra/db/schema';

/**
 * Where a pending change of email waits for its code: a row of `auth_verifications` per account, named after the
 * account and the new address, holding the code's HMAC and its wrong tries in the form sign-in codes use
 * (stored-code.ts checks both). Asking again replaces it; it ends when the code is used, when the change is
 * cancelled, and when the account's address is first proven (first-proof.ts).
 */

const PREFIX = 'email-change-otp:';
const accountPrefix = (userId: string) => `${PREFIX}${userId}:`;

export const emailChangeIdentifier = (userId: string, email: string) => `${accountPrefix(userId)}${email}`;

export interface PendingEmailChange {
  identifier: string;
  email: string;
  expiresAt: Date;
}

/** Replaces any pending change of the account with one to `email`, whose code hashes to `codeHash`. */
export async function storeEmailChangeCode(
  db: Database,
  { userId, email, codeHash, expiresAt }: { userId: string; email: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await cancelPendingEmailChange(tx, userId);
    await tx
      .insert(authVerifications)
      .values({ identifier: emailChangeIdentifier(userId, email), value: `${codeHash}:0`, expiresAt });
  });
}

/** The account's pending change, newest first; undefined when there is none (an expired one still counts). */
export async function pendingEmailChange(db: Database, userId: string): Promise<PendingEmailChange | undefined> {
  const [row] = await db
    .select({ identifier: authVerifications.identifier, expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .where(like(authVerifications.identifier, `${accountPrefix(userId)}%`))
    .orderBy(desc(authVerifications.createdAt))
    .limit(1);
  if (!row) return undefined;
  return { ...row, email: row.identifier.slice(accountPrefix(userId).length) };
}

/** Drops the account's pending change, if any (uuids hold no LIKE wildcards). */
export async function cancelPendingEmailChange(db: Database, userId: string): Promise<void> {
  await db.delete(authVerifications).where(like(authVerifications.identifier, `${accountPrefix(userId)}%`));
}
