import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { translateAuthError } from '../auth/auth-errors';
import { toFetchHeaders } from '../auth/headers';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/**
 * The Better Auth calls the browser may make, and only these: everything else under /api/auth answers 404 like
 * any unknown path (Better Auth's session list, for one, would hand out session tokens; the account routes list
 * sessions without them).
 */
export const AUTH_ROUTES = [
  { method: 'POST', path: '/api/auth/email-otp/send-verification-otp', summary: 'Mail a 6-digit sign-in code' },
  { method: 'POST', path: '/api/auth/sign-in/email-otp', summary: 'Sign in with the mailed code' },
  { method: 'POST', path: '/api/auth/sign-out', summary: 'Sign this browser out' },
  { method: 'GET', path: '/api/auth/passkey/generate-register-options', summary: 'Start adding a passkey' },
  { method: 'POST', path: '/api/auth/passkey/verify-registration', summary: 'Finish adding a passkey' },
  { method: 'GET', path: '/api/auth/passkey/generate-authenticate-options', summary: 'Start a passkey sign-in' },
  { method: 'POST', path: '/api/auth/passkey/verify-authentication', summary: 'Finish a passkey sign-in' },
] as const;

export interface AuthPluginOptions {
  auth: Auth;
  /** The public origin: Better Auth sees every request as addressed to it. */
  publicUrl: string;
}

/** Hands one request to Better Auth as a Fetch Request and copies its answer back, every Set-Cookie included. */
async function forward(auth: Auth, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const headers = toFetchHeaders(request.headers);
  const body = request.method === 'GET' ? undefined : (request.body as Buffer | undefined);
  const answer = await auth.handler(
    new Request(new URL(request.url, publicUrl), { method: request.method, headers, body: body?.length ? new Uint8Array(body) : undefined }),
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
    return reply.code(answer.status).send(translateAuthError(answer.status, parsed));
  }
  const type = answer.headers.get('content-type');
  if (type) void reply.header('content-type', type);
  return reply.code(answer.status).send(text || null);
}

/** Mounts the allowed Better Auth routes, with the raw body handed on as it came (Better Auth parses it). */
export async function registerAuthRoutes(app: FastifyInstance, { auth, publicUrl }: AuthPluginOptions): Promise<void> {
  app.decorate('auth', auth);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const route of AUTH_ROUTES) {
      scope.route({
        method: route.method,
        url: route.path,
        schema: { tags: ['sign-in'], summary: route.summary },
        handler: (request, reply) => forward(auth, publicUrl, request, reply),
      });
    }
  });
}
