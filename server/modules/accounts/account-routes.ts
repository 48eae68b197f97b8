import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInSessionSchema } from '../../../common/schemas/account';
import { errorResponses } from '../../http/error-responses';
import { idParams } from '../../http/params';
import { listSignInSessions, revokeAllSignInSessions, revokeSignInSession } from './sign-in-sessions';

const NOT_SIGNED_IN = 'Sign in to see where you are signed in';

/** The signed-in person's own account: where they are signed in, and signing out there. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'Where the current person is signed in (never the session tokens)',
        response: { 200: z.array(signInSessionSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = await request.signedInUserId(NOT_SIGNED_IN);
      return listSignInSessions(app.db, userId, await request.currentSessionId());
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out one browser or device',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await revokeSignInSession(app.db, await request.signedInUserId(NOT_SIGNED_IN), request.params.id);
      if (request.params.id === (await request.currentSessionId())) reply.signOut();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out every browser and device, this one included',
        response: { 200: z.object({ signedOut: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const signedOut = await revokeAllSignInSessions(app.db, await request.signedInUserId(NOT_SIGNED_IN));
      reply.signOut();
      return { signedOut };
    },
  );
};
