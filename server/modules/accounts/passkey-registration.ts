import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import type { AppError } from '../../http/errors';
import { badRequest } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { passkeys } from '../../infra/db/schema';

/**
 * Adding a passkey (POST /api/auth/passkey/verify-registration), where Better Auth answers every failure after the
 * challenge with one 500, FAILED_TO_VERIFY_REGISTRATION: an attestation that does not verify (made for another
 * relying party or origin, or made up), a credential stored before (its insert meets passkeys_credential_id_unique),
 * and a real fault of ours alike. The first two are the request's and answer 400 with a sentence here.
 *
 * They are told apart by whether the verification passed: Better Auth calls the plugin's afterVerification hook
 * (wired in auth.ts to `passkeyVerified`) between verifying and storing, within the request's async context.
 */

export const PASSKEY_REGISTRATION_MESSAGES = {
  alreadyAdded: 'This passkey is already added to an account: sign in with it, or add a passkey from another device',
  notVerified: 'That passkey could not be verified for this site: add it again from this page',
} as const;

const attempts = new AsyncLocalStorage<{ verified: boolean }>();

/** The afterVerification hook: the attempt running in this async context passed verification. */
export function passkeyVerified(): void {
  const attempt = attempts.getStore();
  if (attempt) attempt.verified = true;
}

/** Runs the handling of one registration (Better Auth's, then ours of its answer) as an attempt of its own. */
export function watchRegistration<T>(run: () => Promise<T>): Promise<T> {
  return attempts.run({ verified: false }, run);
}

/** Better Auth's answer code for a registration that failed after the challenge was found. */
const FAILED_REGISTRATION_CODE = 'FAILED_TO_VERIFY_REGISTRATION';

/** The credential id the request names (response.id, base64url as Better Auth stores it), if it names one. */
function credentialIdOf(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { response?: { id?: unknown } } | null;
    return typeof parsed?.response?.id === 'string' ? parsed.response.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Within watchRegistration, after Better Auth answered: the 400 its catch-all 500 stands for, or undefined to answer
 * as it did. Verification failed: the attestation is not for this site. Verified but not stored: a passkey with that
 * credential id is already there (the lookup runs on the database, so a database that cannot answer fails it as a
 * fault does); otherwise the failure was ours and stays a 500.
 */
export async function registrationRefusal(
  db: Database,
  body: unknown,
  answer: { status: number; code: string },
): Promise<AppError | undefined> {
  if (answer.status !== 500 || answer.code !== FAILED_REGISTRATION_CODE) return undefined;
  if (!attempts.getStore()?.verified)
    return badRequest('passkey_not_verified', PASSKEY_REGISTRATION_MESSAGES.notVerified);
  const credentialId = credentialIdOf(body);
  if (!credentialId) return undefined;
  const [stored] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.credentialID, credentialId))
    .limit(1);
  return stored ? badRequest('passkey_already_added', PASSKEY_REGISTRATION_MESSAGES.alreadyAdded) : undefined;
}
