import { and, eq } from 'drizzle-orm';
import type { User } from '../../../common/schemas/users';
import type { Database } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { toUserDto } from './user-dto';

/**
 * A person's address and its proof, written here for the accounts module, which decides when (a mailed code came
 * back). Both run in the caller's transaction, beside what accounts clears of its own.
 */

/** Marks the address proven, only while it is not yet: true when this call did (a racing proof finds it done). */
export async function markAddressProven(tx: Database, userId: string): Promise<boolean> {
  const [proven] = await tx
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return proven !== undefined;
}

/** Replaces the address with one the person has just proven; the unique index refuses one another account holds. */
export async function replaceProvenAddress(tx: Database, userId: string, email: string): Promise<User> {
  const [row] = await tx.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId)).returning();
  return toUserDto(row!);
}

/** Pauses or resumes matching for the person (their profile's setting; the matching module asks). */
export async function setMatchingPaused(db: Database, userId: string, paused: boolean): Promise<boolean | undefined> {
  const [row] = await db
    .update(users)
    .set({ pauseMatching: paused, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ paused: users.pauseMatching });
  return row?.paused;
}
