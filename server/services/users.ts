import { asc, eq } from 'drizzle-orm';
import type { CreateUserData, UpdateUserData, User } from '../../common/schemas/users';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { conflict, forbidden, notFound, postgresError } from '../errors';
import { toUserDto } from './dto';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Turns a unique-email violation into the 409 users read; rethrows anything else. */
function rethrowEmailConflict(error: unknown): never {
  const pgError = postgresError(error);
  if (pgError?.code === '23505' && pgError.constraint === 'users_email_unique')
    throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  throw error;
}

/** Creates a user from signup data; id and createdAt are the database's. */
export async function createUser(db: Database, data: CreateUserData): Promise<User> {
  try {
    const [row] = await db.insert(users).values(data).returning();
    return toUserDto(row!);
  } catch (error) {
    rethrowEmailConflict(error);
  }
}

export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(asc(users.fullName));
  return rows.map(toUserDto);
}

export async function getUser(db: Database, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('user_not_found', 'User not found');
  return toUserDto(row);
}

export async function userExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

/**
 * Updates a profile; only its own user may do so. Writes only the fields the request sent, in one
 * UPDATE, so concurrent edits of different fields never overwrite each other.
 */
export async function updateUser(db: Database, actorId: string, id: string, data: UpdateUserData): Promise<User> {
  if (!(await userExists(db, id))) throw notFound('user_not_found', 'User not found');
  if (actorId !== id) throw forbidden('not_your_profile', 'You can only edit your own profile');
  // Left-out fields are undefined; null is an explicit "clear" and is written.
  const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return getUser(db, id);
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return toUserDto(row!);
  } catch (error) {
    rethrowEmailConflict(error);
  }
}
