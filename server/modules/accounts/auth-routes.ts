import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { passkeyNameSchema } from '../../../common/schemas/account';
import { AppError, badRequest } from '../../http/errors';
import { routeRateLimit } from '../../infra/rate-limits/rate-limits';
import type { BudgetCounter } from '../../infra/rate-limits/shared-budgets';
import { emailNotProven } from '../workspaces';
import type { Auth } from './auth';
import { translateAuthError } from './auth-errors';
import { signInWithCode } from './code-sign-in';
import { EmailBudget } from './email-budget';
import { toFetchHeaders } from './headers';
import { registrationRefusal, watchRegistration } from './passkey-registration';
import { codeHasher } from './stored-code';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /**
     * Mailed codes beyond sign-in (a new email's): how they are stored (an HMAC under the auth secret) and the
     * per-email budget for asking for one, which sign-in codes spend too.
     */
    mailedCodes: { hash: (code: string) => string; asks: EmailBudget };
  }
}

/**
 * The Better Auth calls the browser may make, and only these: everything else under /api/auth answers 404 like
 * any unknown path (Better Auth's session list, for one, would hand out session tokens; the account routes list
 * sessions without them). Passkeys are configured in server/modules/accounts/auth.ts (relying party = PUBLIC_URL).
 */
export const AUTH_ROUTES: readonly {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  /**
   * Spends a sign-in budget: `asks` a code (per client address: `signIn`; per email address) or `tries` one (per
   * client address: `signInCode`; per email address from that client address). server/modules/accounts/email-budget.ts
   */
  budget?: 'asks' | 'tries';
  /** Stores the body's `name` as a passkey's name, which must follow the passkey name rule. */
  passkeyName?: true;
  /** Answered here, not by Better Auth: trying a mailed code (server/modules/accounts/code-sign-in.ts). */
  ownHandler?: 'signInWithCode';
  /** Adds a passkey: refused until the account's address is proven (server/modules/workspaces/proven-address.ts). */
  addsPasskey?: true;
  /** Stores a new passkey: Better Auth's catch-all 500 becomes the 400 it stands for (auth/passkey-registration.ts). */
  registersPasskey?: true;
}[] = [
  {
    method: 'POST',
    path: '/api/auth/email-otp/send-verification-otp',
    summary: 'Mail a 6-digit sign-in code',
    budget: 'asks',
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email-otp',
    summary: 'Sign in with the mailed code',
    budget: 'tries',
    ownHandler: 'signInWithCode',
  },
  { method: 'POST', path: '/api/auth/sign-out', summary: 'Sign this browser out' },
  {
    method: 'GET',
    path: '/api/auth/passkey/generate-register-options',
    summary: 'Start adding a passkey (signed in, address proven)',
    addsPasskey: true,
  },
  {
    method: 'POST',
    path: '/api/auth/passkey/verify-registration',
    summary: 'Finish adding a passkey',
    passkeyName: true,
    registersPasskey: true,
    addsPasskey: true,
  },
  {
    method: 'GET',
    path: '/api/auth/passkey/generate-authenticate-options',
    summary: 'Start signing in with a passkey',
  },
  { method: 'POST', path: '/api/auth/passkey/verify-authentication', summary: 'Sign in with a passkey' },
  { method: 'GET', path: '/api/auth/passkey/list-user-passkeys', summary: "The signed-in person's passkeys" },
  { method: 'POST', path: '/api/auth/passkey/update-passkey', summary: 'Rename a passkey', passkeyName: true },
  { method: 'POST', path: '/api/auth/passkey/delete-passkey', summary: 'Remove a passkey' },
];

/** Codes asked for one email address per 10 minutes, from any client address. */
export const EMAIL_SIGN_IN_BUDGET = { max: 10, windowSeconds: 600 };
/** Codes tried for one email address per 10 minutes from one client address (a code dies after 5 wrong ones). */
export const CODE_TRIES_PER_CLIENT_BUDGET = { max: 10, windowSeconds: 600 };

const OVER_BUDGET = {
  asks: 'Too many sign-in requests for this email',
  tries: 'Too many sign-in codes tried for this email from your network',
} as const;

/** A field of the raw JSON body handed on to Better Auth, when the body is a JSON object holding it. */
function bodyField(body: unknown, field: string): unknown {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[field] : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses a passkey name the account page would refuse too (400 in the API's shape); no name is Better Auth's call. */
function checkPasskeyName(body: unknown): void {
  const name = bodyField(body, 'name');
  if (name === undefined) return;
  const result = passkeyNameSchema.shape.name.safeParse(name);
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? 'Not a valid passkey name';
  throw badRequest('validation_failed', `name: ${message}`, [{ path: 'name', message }]);
}

export interface AuthPluginOptions {
  auth: Auth;
  /** The public origin: Better Auth sees every request as addressed to it. */
  publicUrl: string;
  /** Counts the per-email sign-in budget (shared by every app server on PostgreSQL). */
  budgets: BudgetCounter;
}

/**
 * Refuses to add a passkey to an account whose address is unproven: it would let whoever signed up with someone
 * else's address back in after the owner's first code. Without a session Better Auth answers 401 itself. A first
 * proof deletes the sessions in the transaction that marks the address proven, so a request that sees it proven
 * finds its session gone when Better Auth reads it next.
 */
async function requireProvenForPasskey(auth: Auth, request: FastifyRequest): Promise<void> {
  const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers, request.ip) });
  if (session && !session.user.emailVerified) throw emailNotProven('add a passkey');
}

type Refusal = (answer: { status: number; code: string }) => Promise<AppError | undefined>;

/**
 * Hands one request to Better Auth as a Fetch Request and copies its answer back, every Set-Cookie included. An
 * error answer is put in our words; `refuse` may first name the API error it stands for.
 */
async function forward(auth: Auth, publicUrl: string, request: FastifyRequest, reply: FastifyReply, refuse?: Refusal) {
  const headers = toFetchHeaders(request.headers, request.ip);
  const body = request.method === 'GET' ? undefined : (request.body as Buffer | undefined);
  const answer = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: body?.length ? new Uint8Array(body) : undefined,
    }),
  );
  for (const cookie of answer.headers.getSetCookie()) void reply.header('set-cookie', cookie);
  const text = await answer.text();
  if (answer.status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const code = typeof parsed === 'object' && parsed !== null && 'code' in parsed ? String(parsed.code) : '';
    const refusal = await refuse?.({ status: answer.status, code });
    if (refusal) throw refusal;
    return reply.code(answer.status).send(translateAuthError(answer.status, parsed));
  }
  const type = answer.headers.get('content-type');
  if (type) void reply.header('content-type', type);
  return reply.code(answer.status).send(text || null);
}

/** Mounts the allowed Better Auth routes, with the raw body handed on as it came (Better Auth parses it). */
export async function registerAuthRoutes(
  app: FastifyInstance,
  { auth, publicUrl, budgets }: AuthPluginOptions,
): Promise<void> {
  app.decorate('auth', auth);
  const codeSignIn = { auth, db: app.db, hashCode: codeHasher((await auth.$context).secret) };
  const emailBudgets = {
    asks: new EmailBudget(budgets, 'asks', EMAIL_SIGN_IN_BUDGET.max, EMAIL_SIGN_IN_BUDGET.windowSeconds * 1000),
    tries: new EmailBudget(
      budgets,
      'tries',
      CODE_TRIES_PER_CLIENT_BUDGET.max,
      CODE_TRIES_PER_CLIENT_BUDGET.windowSeconds * 1000,
    ),
  };
  app.decorate('mailedCodes', { hash: codeSignIn.hashCode, asks: emailBudgets.asks });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const route of AUTH_ROUTES) {
      scope.route({
        method: route.method,
        url: route.path,
        schema: { tags: ['sign-in'], summary: route.summary },
        config: route.budget ? routeRateLimit(app.rateLimits, route.budget === 'asks' ? 'signIn' : 'signInCode') : {},
        handler: async (request, reply) => {
          if (route.passkeyName) checkPasskeyName(request.body);
          if (route.addsPasskey) await requireProvenForPasskey(auth, request);
          const field = route.budget ? bodyField(request.body, 'email') : undefined;
          const email = typeof field === 'string' ? field : undefined;
          const wait =
            route.budget && email && app.rateLimits ? await emailBudgets[route.budget].take(email, request.ip) : 0;
          if (wait > 0) {
            void reply.header('retry-after', String(wait));
            throw new AppError(
              429,
              'rate_limited',
              `${OVER_BUDGET[route.budget!]}: try again in ${wait} second${wait === 1 ? '' : 's'}`,
            );
          }
          if (route.ownHandler === 'signInWithCode') return signInWithCode(codeSignIn, request, reply);
          if (route.registersPasskey)
            return watchRegistration(() =>
              forward(auth, publicUrl, request, reply, (answer) => registrationRefusal(app.db, request.body, answer)),
            );
          return forward(auth, publicUrl, request, reply);
        },
      });
    }
  });
}
