import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { serverSecrets } from '../../infra/db/schema';

const AUTH_SECRET_NAME = 'auth';

/**
 * The secret that signs session cookies: AUTH_SECRET when set, otherwise one generated on the first start and
 * kept in the database, so sessions survive restarts and every server on one database agrees on it.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: AUTH_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, AUTH_SECRET_NAME));
  if (!row) throw new Error('The auth secret could not be stored');
  return row.value;
}
