import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_WORKSPACE } from '../../common/constants';
import { SESSION_COOKIE, SESSION_TTL_DAYS, startSession, userIdForToken } from '../services/identity';

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

/** Resolves the current user lazily, so routes that do not need it cost no query. */
export const currentUserPlugin = fp(async (app: FastifyInstance) => {
  const cache = new WeakMap<FastifyRequest, Promise<string>>();

  app.decorateRequest('currentUserId', function currentUserId(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = app.parseCookie(this.headers.cookie ?? '')[SESSION_COOKIE];
      pending = userIdForToken(app.db, token).then((userId) => userId ?? DEMO_WORKSPACE.userId);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateReply('signIn', async function signIn(this: FastifyReply, userId: string) {
    const { token } = await startSession(app.db, userId);
    this.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.request.protocol === 'https',
      maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
    });
  });
});
