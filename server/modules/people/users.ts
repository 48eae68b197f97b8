import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { CreateUserData, UpdateUserData, User } from '../../../common/schemas/users';
import { conflict, forbidden, notFound, postgresError } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { personSkills, users } from '../../infra/db/schema';
import { emailShownTo, requireVisibleUser, visiblePeople } from '../workspaces';
import { refuseEmailEditByPatch } from './email-rules';
import { profileListeners } from './profile-listeners';
import { toUserDto } from './user-dto';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Turns a unique-email violation into the 409 users read; rethrows anything else. */
export function rethrowEmailConflict(error: unknown): never {
  const pgError = postgresError(error);
  if (pgError?.code === '23505' && pgError.constraint === 'users_email_unique')
    throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  throw error;
}

/**
 * Creates a user from signup data (id and createdAt are the database's), with what other modules keep beside a
 * profile (their first recommendations: profile-listeners.ts) in the same transaction, so the new profile shows
 * suggestions at once.
 */
export async function createUser(db: Database, data: CreateUserData): Promise<User> {
  const writeAlong = profileListeners().map((listener) => listener.beforeSignup(data));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(data).returning();
      for (const write of writeAlong) await write(tx, row!.id);
      return toUserDto(row!);
    });
  } catch (error) {
    rethrowEmailConflict(error);
  }
}

async function selectVisibleUsers(db: Database, actorId: string, id?: string) {
  const rows = await db
    .select({ user: users, emailShown: emailShownTo(actorId) })
    .from(users)
    .where(and(visiblePeople(db, actorId), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(users.fullName));
  return rows.map(({ user, emailShown }) => ({ ...toUserDto(user), email: emailShown ? user.email : null }));
}

/** The people the actor may see (themself, the demo workspace's people, their workspaces' members), by name. */
export async function listUsers(db: Database, actorId: string): Promise<User[]> {
  return selectVisibleUsers(db, actorId);
}

/** One person the actor may see; anyone else answers 404 "User not found", like an unknown id. */
export async function getVisibleUser(db: Database, actorId: string, id: string): Promise<User> {
  const [user] = await selectVisibleUsers(db, actorId, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/**
 * The current user, email included (the caller is its owner), and whether they proved that address (signed in
 * with a code mailed to it), in one read.
 */
export async function getCurrentUser(db: Database, id: string): Promise<{ user: User; emailVerified: boolean }> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('user_not_found', 'User not found');
  return { user: toUserDto(row), emailVerified: row.emailVerified };
}

/** The current user, email included (the caller is its owner). */
export async function getUser(db: Database, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('user_not_found', 'User not found');
  return toUserDto(row);
}

/**
 * A skill taken off the profile's names is no longer held: its level and "can teach" go, and it stays listed only
 * when the person marked it as one they want to learn.
 */
async function forgetDroppedLevels(tx: Database, userId: string, names: readonly string[]): Promise<void> {
  const held = names.map((name) => name.toLowerCase());
  const dropped = and(
    eq(personSkills.userId, userId),
    isNotNull(personSkills.level),
    held.length > 0 ? notInArray(sql`lower(${personSkills.skill})`, held) : undefined,
  );
  await tx
    .update(personSkills)
    .set({ level: null, canTeach: false })
    .where(and(dropped, eq(personSkills.wantsToLearn, true)));
  await tx.delete(personSkills).where(and(dropped, eq(personSkills.wantsToLearn, false)));
}

/**
 * Updates a profile; only its own user may do so. Writes only the fields the request sent, in one UPDATE, so
 * concurrent edits of different fields never overwrite each other. When the edit changes what recommendations are
 * computed from (role, the role worked toward, industry, goal, skills), the built-in engine recomputes them in the same transaction, so the
 * profile never shows suggestions made for the person it described before.
 */
export async function updateUser(db: Database, actorId: string, id: string, data: UpdateUserData): Promise<User> {
  await requireVisibleUser(db, actorId, id);
  if (actorId !== id) throw forbidden('not_your_profile', 'You can only edit your own profile');
  // A new email is proven by a code first (email-change.ts); this edit may only send back the current one.
  if (data.email !== undefined) refuseEmailEditByPatch(id, (await getUser(db, id)).email!, data.email);
  // Left-out fields are undefined; null is an explicit "clear" and is written.
  const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return getUser(db, id);
  try {
    return await db.transaction(async (tx) => {
      // FOR UPDATE: a concurrent edit waits, so "before" is what this edit really changes.
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
      // Levels of dropped skills go first: the recomputed list reads what the person holds from the database.
      if (data.skills !== undefined) await forgetDroppedLevels(tx, id, row!.skills);
      if (before) for (const listener of profileListeners()) await listener.afterEdit(tx, id, before, row!);
      return toUserDto(row!);
    });
  } catch (error) {
    rethrowEmailConflict(error);
  }
}
