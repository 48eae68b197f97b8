import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { emailOTP } from 'better-auth/plugins';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../common/constants';
import type { Database } from '../../infra/db/client';
import { authAccounts, authSessions, authVerifications, passkeys, users } from '../../infra/db/schema';
import type { Mail } from '../../infra/mail/mailer';
import { passkeyVerified } from './passkey-registration';
import { codeHasher } from './stored-code';

/** Sessions last 30 days and slide: a visit more than a day after the last refresh extends them. */
export const SESSION_DAYS = 30;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;
export const SESSION_COOKIE = 'skillweave_session';
/**
 * The name over HTTPS: browsers accept a `__Host-` cookie only when it is Secure, for the whole site and bound to
 * this exact host, so a sibling subdomain cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export interface AuthOptions {
  db: Database;
  /** The public origin (PUBLIC_URL): the base of every auth URL and the passkeys' relying party. */
  publicUrl: string;
  secret: string;
  /**
   * Hands a mail to the mail queue and returns at once (server/infra/mail/mail-queue.ts): asking for a code answers in
   * the same time whether or not the address has an account, since only then is a mail sent.
   */
  queueMail: (mail: Mail) => void;
  /** Where Better Auth's own log lines go (already stripped of anything personal by the caller). */
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
}

/**
 * Starts a session for a user the server itself has just created (the free-trial sign-up). SERVER_ONLY: it is
 * callable through `auth.api`, never over HTTP.
 */
const serverSessions = () => ({
  id: 'server-sessions',
  endpoints: {
    startSessionFor: createAuthEndpoint(
      '/server/start-session',
      { method: 'POST', body: z.object({ userId: z.string() }), metadata: { SERVER_ONLY: true } },
      async (context) => {
        const user = await context.context.internalAdapter.findUserById(context.body.userId);
        if (!user) throw new Error('No such user');
        const session = await context.context.internalAdapter.createSession(user.id);
        await setSessionCookie(context, { session, user });
        return context.json({ ok: true });
      },
    ),
  },
});

/**
 * A Better Auth log message as it may be written: its database errors quote statements and parameters, so
 * addresses, codes and tokens are masked, and only the first line is kept (any line break ends it) with no controls.
 */
export function withoutPersonalData(message: string): string {
  return (message.split(/[\r\n\u0085\u2028\u2029]/)[0] ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[^\s"'<>,]+@[^\s"'<>,]+/g, '[email]')
    .replace(/\b\d{6}\b/g, '[code]')
    .replace(/[A-Za-z0-9_-]{24,}/g, '[token]')
    .slice(0, 300);
}

export function sessionCookieName(publicUrl: string): string {
  return new URL(publicUrl).protocol === 'https:' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function createAuth({ db, publicUrl, secret, queueMail, log }: AuthOptions) {
  const origin = new URL(publicUrl);
  const secure = origin.protocol === 'https:';
  const hashCode = codeHasher(secret);
  return betterAuth({
    appName: PRODUCT_NAME,
    // Explicit, so a request's Host can never choose the origin of links and passkeys.
    baseURL: origin.origin,
    basePath: '/api/auth',
    secret,
    // The public origin, and the name the browser used when it is another one the server answers to (loopback:
    // http://127.0.0.1:5000 beside PUBLIC_URL=http://localhost:5000). server/http/security.ts has already
    // refused unknown host names and cross-site writes before a request gets here.
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      return [origin.origin, host ? `${origin.protocol}//${host}` : undefined];
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      // PGlite has one connection: Better Auth's own transactions would wait behind ours. Its writes are
      // single statements or safe to repeat.
      transaction: false,
      schema: { users, authSessions, authAccounts, authVerifications, passkeys },
    }),
    user: { modelName: 'users', fields: { name: 'fullName' } },
    session: { modelName: 'authSessions', expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    account: { modelName: 'authAccounts' },
    verification: { modelName: 'authVerifications' },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: sessionCookieName(publicUrl),
          attributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
        },
      },
    },
    // Rate limits are the app's (per address and per email, server/infra/rate-limits/rate-limits.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disableColors: true, log: (level, message) => log(level, message) },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_MINUTES * 60,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        // Only people who already have an account sign in; new people start the free trial.
        disableSignUp: true,
        // Kept as an HMAC under the auth secret, in the form server/modules/accounts/code-sign-in.ts checks codes against.
        storeOTP: { hash: async (otp) => hashCode(otp) },
        async sendVerificationOTP({ email, otp }) {
          queueMail({
            to: email,
            subject: `Your ${PRODUCT_NAME} sign-in code: ${otp}`,
            text: `Your ${PRODUCT_NAME} sign-in code is ${otp}. It works once, for ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
          });
        },
      }),
      passkey({
        rpID: origin.hostname,
        rpName: PRODUCT_NAME,
        origin: origin.origin,
        schema: { passkey: { modelName: 'passkeys' } },
        // Tells a registration that failed its verification from one that failed to be stored.
        registration: { afterVerification: () => passkeyVerified() },
      }),
      serverSessions(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
