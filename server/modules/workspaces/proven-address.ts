import { eq } from 'drizzle-orm';
import { forbidden } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { users } from '../../infra/db/schema';

/**
 * Until a person has proven they read their address (signed in with a code mailed to it), the account may be
 * someone else's signup with that address: it may not add what would outlive the owner's first sign-in (a passkey)
 * or act in the address's name towards others (workspaces, invitations). The owner's first code clears the rest
 * (server/modules/accounts/first-proof.ts).
 */

/** The 403 for an unproven address; `action` completes "Confirm your email before you ...". */
export function emailNotProven(action: string) {
  return forbidden('email_not_proven', `Confirm your email before you ${action}: sign in with a code sent to it`);
}

/** Throws 403 `email_not_proven` unless the person's address is proven. */
export async function requireProvenEmail(db: Database, userId: string, action: string): Promise<void> {
  const [row] = await db.select({ proven: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!row?.proven) throw emailNotProven(action);
}
