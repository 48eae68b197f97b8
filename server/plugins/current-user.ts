import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_WORKSPACE } from '../../common/constants';
import { unauthorized } from '../errors';
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
  startSession,
  userIdForToken,
} from '../services/identity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or the demo user's while no one is signed in. Looked up once, on first use. */
    currentUserId(): Promise<string>;
  }
  interface FastifyReply {
    /** Signs the browser in as userId with an httpOnly, SameSite=Lax session cookie. */
    signIn(userId: string): Promise<void>;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const SESSION_ENDED_MESSAGE = 'Your session has ended: sign in again';

/** Which cookie this request carries a session in: the `__Host-` one over HTTPS, the plain one otherwise. */
function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Resolves the current user lazily, so routes that do not need it cost no query. A cookie whose
 * session is unknown or expired is cleared: the browser is signed out, reads act as any visitor
 * does (the demo user), and a write is refused with 401 rather than stored as the demo user's.
 */
export const currentUserPlugin = fp(async (app: FastifyInstance) => {
  const cache = new WeakMap<FastifyRequest, Promise<string>>();
  const deadCookies = new WeakMap<FastifyRequest, string[]>();

  async function resolve(request: FastifyRequest): Promise<string> {
    const cookies = app.parseCookie(request.headers.cookie ?? '');
    const names = [SECURE_SESSION_COOKIE, SESSION_COOKIE].filter((name) => cookies[name] !== undefined);
    for (const name of names) {
      const userId = await userIdForToken(app.db, cookies[name]);
      if (userId) return userId;
    }
    if (names.length === 0) return DEMO_WORKSPACE.userId;
    deadCookies.set(request, names);
    if (WRITE_METHODS.has(request.method)) throw unauthorized('session_ended', SESSION_ENDED_MESSAGE);
    return DEMO_WORKSPACE.userId;
  }

  app.decorateRequest('currentUserId', function currentUserId(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this);
      cache.set(this, pending);
    }
    return pending;
  });

  // Written as a header here: this hook may run after the cookie plugin's own onSend has passed.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const name of deadCookies.get(request) ?? []) {
      const expired = {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: name === SECURE_SESSION_COOKIE,
        expires: new Date(0),
        maxAge: 0,
      } as const;
      reply.header('set-cookie', app.serializeCookie(name, '', expired));
    }
    done(null, payload);
  });

  app.decorateReply('signIn', async function signIn(this: FastifyReply, userId: string) {
    const { token } = await startSession(app.db, userId);
    this.setCookie(sessionCookieName(this.request), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.request.protocol === 'https',
      maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
    });
  });
});
