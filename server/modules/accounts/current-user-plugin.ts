import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../http/errors';
import { visitorUserId } from '../demo';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth';
import { toFetchHeaders } from './headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or the demo user's while no one is signed in. Looked up once, on first use. */
    currentUserId(): Promise<string>;
    /** True when a live session signed this request in (the demo user otherwise). */
    isSignedIn(): Promise<boolean>;
    /** The signed-in person's id; an anonymous visitor (the demo user) gets 401 `not_signed_in` with `sentence`. */
    signedInUserId(sentence: string): Promise<string>;
    /** The id of the session this request came with, when it is live. */
    currentSessionId(): Promise<string | undefined>;
  }
  interface FastifyReply {
    /** Signs the browser in as userId with a new session (httpOnly, SameSite=Lax, 30 days sliding). */
    signIn(userId: string): Promise<void>;
    /** Clears the session cookie on this browser (its session was ended on the server). */
    signOut(): void;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const SESSION_ENDED_MESSAGE = 'Your session has ended: sign in again';

interface Resolved {
  userId: string;
  signedIn: boolean;
  sessionId?: string;
}

/**
 * Resolves the current user lazily from the Better Auth session, so routes that do not need it cost no query.
 * A cookie whose session is unknown, expired or revoked is cleared: the browser is signed out, reads act as any
 * visitor does (the demo user), and a write is refused with 401 rather than stored as the demo user's. A session
 * past a day since its last refresh is extended, and its cookie with it (30 days, sliding).
 */
export const currentUserPlugin = fp(async (app: FastifyInstance) => {
  const cache = new WeakMap<FastifyRequest, Promise<Resolved>>();
  const cookiesToSend = new WeakMap<FastifyRequest, string[]>();

  const expiredCookie = (name: string) =>
    app.serializeCookie(name, '', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: name === SECURE_SESSION_COOKIE,
      expires: new Date(0),
      maxAge: 0,
    });

  async function resolve(request: FastifyRequest): Promise<Resolved> {
    const cookies = app.parseCookie(request.headers.cookie ?? '');
    const names = [SECURE_SESSION_COOKIE, SESSION_COOKIE].filter((name) => cookies[name] !== undefined);
    if (names.length === 0) return { userId: visitorUserId(), signedIn: false };
    const { headers, response } = await app.auth.api.getSession({
      headers: toFetchHeaders(request.headers, request.ip),
      returnHeaders: true,
    });
    if (response?.user) {
      const refreshed = headers.getSetCookie();
      if (refreshed.length > 0) cookiesToSend.set(request, refreshed);
      return { userId: response.user.id, signedIn: true, sessionId: response.session.id };
    }
    cookiesToSend.set(request, names.map(expiredCookie));
    if (WRITE_METHODS.has(request.method)) throw unauthorized('session_ended', SESSION_ENDED_MESSAGE);
    return { userId: visitorUserId(), signedIn: false };
  }

  function resolved(request: FastifyRequest): Promise<Resolved> {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolve(request);
      cache.set(request, pending);
    }
    return pending;
  }

  app.decorateRequest('currentUserId', async function currentUserId(this: FastifyRequest) {
    return (await resolved(this)).userId;
  });
  app.decorateRequest('currentSessionId', async function currentSessionId(this: FastifyRequest) {
    return (await resolved(this)).sessionId;
  });
  app.decorateRequest('isSignedIn', async function isSignedIn(this: FastifyRequest) {
    return (await resolved(this)).signedIn;
  });
  app.decorateRequest('signedInUserId', async function signedInUserId(this: FastifyRequest, sentence: string) {
    const { signedIn, userId } = await resolved(this);
    if (!signedIn) throw unauthorized('not_signed_in', sentence);
    return userId;
  });

  // Written as a header here: this hook may run after the cookie plugin's own onSend has passed.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const cookie of cookiesToSend.get(request) ?? []) reply.header('set-cookie', cookie);
    done(null, payload);
  });

  app.decorateReply('signOut', function signOut(this: FastifyReply) {
    cookiesToSend.set(this.request, [SECURE_SESSION_COOKIE, SESSION_COOKIE].map(expiredCookie));
  });

  app.decorateReply('signIn', async function signIn(this: FastifyReply, userId: string) {
    // The new session's cookie replaces whatever this request was about to send (clearing an ended session's
    // cookie would otherwise arrive after it and sign the browser straight out again).
    cookiesToSend.delete(this.request);
    const { headers } = await app.auth.api.startSessionFor({
      body: { userId },
      headers: toFetchHeaders(this.request.headers, this.request.ip),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) this.header('set-cookie', cookie);
  });
});
