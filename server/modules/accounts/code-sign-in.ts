import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import type { Auth } from './auth';
import { SIGN_IN_CODE_ATTEMPTS } from './auth';
import { codeRefusal } from './auth-errors';
import { recordFirstProof } from './first-proof';
import { toFetchHeaders } from './headers';
import { normalizeCode, tryStoredCode } from './stored-code';

/**
 * POST /api/auth/sign-in/email-otp, answered here rather than by Better Auth: the code is checked by one atomic
 * statement (stored-code.ts), and a first proof of the address clears what the account gathered before it
 * (first-proof.ts) in one transaction. Better Auth still mails the codes and keeps the sessions.
 */

const bodySchema = z.object({
  email: z.string('Enter your email').trim().toLowerCase().min(1, 'Enter your email').max(254),
  otp: z.string('Enter the code from the mail').max(20, 'Enter the 6-digit code from the mail'),
});

/** The row Better Auth's email-code plugin keeps a sign-in code under. */
export const signInCodeIdentifier = (email: string) => `sign-in-otp-${email}`;

/** The body's email (lower-cased, as codes are kept) and code; 400 with a sentence per field otherwise. */
export function parseSignInBody(body: unknown): z.infer<typeof bodySchema> {
  let parsed: unknown;
  try {
    parsed = Buffer.isBuffer(body) ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  const result = bodySchema.safeParse(parsed ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw badRequest('validation_failed', issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), issues);
}

export interface CodeSignInOptions {
  auth: Auth;
  db: Database;
  hashCode: (code: string) => string;
}

export async function signInWithCode(
  { auth, db, hashCode }: CodeSignInOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { email, otp } = parseSignInBody(request.body);
  const outcome = await tryStoredCode(db, {
    identifier: signInCodeIdentifier(email),
    hash: hashCode(normalizeCode(otp)),
    maxWrong: SIGN_IN_CODE_ATTEMPTS,
  });
  if (outcome !== 'right') throw codeRefusal(outcome);
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  // Codes are mailed only to addresses with an account; one deleted since answers like a wrong code.
  if (!user) throw codeRefusal('none');
  if (!user.emailVerified) await recordFirstProof(db, user.id);
  const { headers } = await auth.api.startSessionFor({
    body: { userId: user.id },
    headers: toFetchHeaders(request.headers, request.ip),
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
  return reply.code(200).send({ userId: user.id });
}
