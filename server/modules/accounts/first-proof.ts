import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { authAccounts, authSessions, passkeys } from '../../infra/db/schema';
import { markAddressProven } from '../people';
import { revokePendingInvitationsOf } from '../workspaces';
import { cancelPendingEmailChange } from './email-change-codes';

/**
 * The first time someone proves they read an account's address (a code mailed to it, used), whatever the account
 * gathered before belongs to nobody in particular: anyone may sign up with any address, and the trial's session
 * signs them in at once. So, with the flag that marks the address proven, in one transaction:
 * - every session goes (the caller then starts the prover's own);
 * - passkeys go, so someone who signed up with another person's address cannot come back with a passkey they
 *   added (Better Auth's own clean-up removes sessions and linked accounts, not passkeys);
 * - pending invitations sent from the account or its workspaces are revoked, so none is accepted in its name;
 * - a pending change of email is dropped.
 * The UPDATE of the flag comes first and only while it is false: a second proof racing this one waits for the
 * row, finds it proven and does nothing. Passkeys cannot be added while the address is unproven either
 * (server/modules/accounts/auth-routes.ts), so none can slip in after the delete.
 */
export async function recordFirstProof(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markAddressProven(tx, userId))) return false;
    await clearUnprovenAccess(tx, userId);
    return true;
  });
}

/**
 * What an unproven account gathered, cleared inside the caller's transaction (which has just marked an address
 * proven): sessions but `keepSessionId`, passkeys, linked accounts, pending invitations, a pending email change.
 */
export async function clearUnprovenAccess(
  tx: Database,
  userId: string,
  { keepSessionId }: { keepSessionId?: string } = {},
): Promise<void> {
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(authAccounts).where(eq(authAccounts.userId, userId));
  await tx
    .delete(authSessions)
    .where(
      and(eq(authSessions.userId, userId), keepSessionId ? sql`${authSessions.id} <> ${keepSessionId}` : undefined),
    );
  await revokePendingInvitationsOf(tx, userId);
  await cancelPendingEmailChange(tx, userId);
}
