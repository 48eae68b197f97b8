import { randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../common/constants';
import type { EmailChange } from '../../../common/schemas/email-change';
import type { User } from '../../../common/schemas/users';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { authSessions, users } from '../../infra/db/schema';
import type { Mail } from '../../infra/mail/mailer';
import { refuseDemoEmailChange } from '../demo';
import { EMAIL_TAKEN_MESSAGE, getUser, rethrowEmailConflict, replaceProvenAddress } from '../people';
import { requireVisibleUser } from '../workspaces';
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_MINUTES } from './auth';
import {
  cancelPendingEmailChange,
  emailChangeIdentifier,
  pendingEmailChange,
  storeEmailChangeCode,
} from './email-change-codes';
import { clearUnprovenAccess } from './first-proof';
import { tryStoredCode, type CodeTry } from './stored-code';

/**
 * Changing an account's email. The new address gets a 6-digit code and replaces the old one only when that code
 * comes back, so an email can never be set to an address nobody proved (it would then sign its real owner into
 * this account). Until then the old address stays, and signs in. The code works like a sign-in code: 10
 * minutes, once, dead after five wrong tries, every try counted before it is compared (stored-code.ts).
 *
 * Asking answers the same whether or not the address already has an account, and mails the code either way: only
 * the address's owner can learn, with the code, that it is taken (409 when they enter it). Using the code ends
 * every other session of the account: whoever else was signed in is out.
 */

export interface EmailChangeDeps {
  db: Database;
  /** The HMAC codes are kept as (stored-code.ts). */
  hashCode: (code: string) => string;
  /** The mail queue: the answer never waits for the mail server. */
  queueMail: (mail: Mail) => void;
}

const NOTHING_PENDING = 'No change of email is waiting for a code: enter the new email again';

const CODE_REFUSALS: Record<Exclude<CodeTry, 'right'>, () => AppError> = {
  wrong: () => badRequest('invalid_email_code', 'That code is not right: check it and try again'),
  none: () => badRequest('invalid_email_code', 'That code is not right: check it and try again'),
  expired: () => badRequest('email_code_expired', 'That code has expired: ask for a new one'),
  spent: () => badRequest('email_code_spent', 'Too many wrong codes: ask for a new one'),
};

/** Only the account's own person may, and never for the public demo account (every visitor acts as it). */
async function requireOwnEmail(db: Database, actorId: string, id: string): Promise<void> {
  await requireVisibleUser(db, actorId, id);
  if (actorId !== id) throw forbidden('not_your_profile', 'You can only change your own email');
  refuseDemoEmailChange(id);
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Stores a change to `email` (replacing any other) and mails its code to that address. `spendBudget` counts the
 * mail against the address's budget (throwing 429 when it is spent) once the request is known to be allowed.
 */
export async function startEmailChange(
  { db, hashCode, queueMail }: EmailChangeDeps,
  actorId: string,
  id: string,
  email: string,
  spendBudget: (email: string) => Promise<void>,
): Promise<EmailChange> {
  await requireOwnEmail(db, actorId, id);
  const current = await getUser(db, id);
  if (current.email === email)
    throw badRequest('validation_failed', 'email: This is already your email', [
      { path: 'email', message: 'This is already your email' },
    ]);
  await spendBudget(email);
  const code = newCode();
  const expiresAt = new Date(Date.now() + SIGN_IN_CODE_MINUTES * 60_000);
  await storeEmailChangeCode(db, { userId: id, email, codeHash: hashCode(code), expiresAt });
  queueMail({
    to: email,
    subject: `Your ${PRODUCT_NAME} code to confirm this email: ${code}`,
    text:
      `Your ${PRODUCT_NAME} code is ${code}. Enter it on your profile to make ${email} your account's email. ` +
      `It works once, for ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask for it, ignore this mail: nothing changes.`,
  });
  return { pendingEmail: email, expiresAt: expiresAt.toISOString() };
}

/** The change waiting for its code (an expired one too, so the screen can offer a new code), or nulls. */
export async function getEmailChange(db: Database, actorId: string, id: string): Promise<EmailChange> {
  await requireOwnEmail(db, actorId, id);
  const pending = await pendingEmailChange(db, id);
  return { pendingEmail: pending?.email ?? null, expiresAt: pending?.expiresAt.toISOString() ?? null };
}

export async function cancelEmailChange(db: Database, actorId: string, id: string): Promise<void> {
  await requireOwnEmail(db, actorId, id);
  await cancelPendingEmailChange(db, id);
}

/**
 * Checks the code; when it is right, the new address replaces the old one, proven, and every session but
 * `sessionId` (the browser that entered the code) ends, in one transaction. An account whose old address was
 * never proven also loses what it gathered before (first-proof.ts). The old address, when it was proven, is told.
 */
export async function confirmEmailChange(
  { db, hashCode, queueMail }: EmailChangeDeps,
  actorId: string,
  id: string,
  sessionId: string | undefined,
  code: string,
): Promise<User> {
  await requireOwnEmail(db, actorId, id);
  const pending = await pendingEmailChange(db, id);
  if (!pending) throw notFound('email_change_not_found', NOTHING_PENDING);
  const outcome = await tryStoredCode(db, {
    identifier: emailChangeIdentifier(id, pending.email),
    hash: hashCode(code),
    maxWrong: SIGN_IN_CODE_ATTEMPTS,
  });
  if (outcome !== 'right') throw CODE_REFUSALS[outcome]();
  let changed: { user: User; oldEmail: string; oldWasProven: boolean };
  try {
    changed = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: users.email, proven: users.emailVerified })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!before) throw notFound('user_not_found', 'User not found');
      // The person has just proven they read this address, so telling them it is taken reveals nothing new.
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, pending.email), ne(users.id, id)));
      if (taken) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
      const user = await replaceProvenAddress(tx, id, pending.email);
      if (before.proven) {
        await tx
          .delete(authSessions)
          .where(and(eq(authSessions.userId, id), sessionId ? ne(authSessions.id, sessionId) : undefined));
      } else {
        await clearUnprovenAccess(tx, id, { keepSessionId: sessionId });
      }
      return { user, oldEmail: before.email, oldWasProven: before.proven };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    rethrowEmailConflict(error);
  }
  // An unproven old address may be someone else's (a signup with it): only a proven owner hears of the change.
  if (changed.oldWasProven) {
    queueMail({
      to: changed.oldEmail,
      subject: `Your ${PRODUCT_NAME} email was changed`,
      text:
        `Your ${PRODUCT_NAME} account now uses ${pending.email}: sign-in codes go there, and every other browser ` +
        `was signed out. If you did not make this change, someone else has been using your account: tell the ` +
        `owner of your workspace.`,
    });
  }
  return changed.user;
}
