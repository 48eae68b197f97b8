import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUserSchema, updateUserSchema, userSchema } from '../../../common/schemas/users';
import { errorResponses } from '../../http/error-responses';
import { AppError, conflict } from '../../http/errors';
import { idParams } from '../../http/params';
import { routeRateLimit } from '../../infra/rate-limits/rate-limits';
import { currentUserSchema, describeCurrentUser } from './current-user';
import { createUser, getVisibleUser, listUsers, updateUser } from './users';

export const ALREADY_SIGNED_IN_MESSAGE = 'You are already signed in. Sign out first to create another account.';

/**
 * Whether a live session sent this signup. A cookie whose session has ended is already being cleared; for a
 * signup it means "not signed in" (the visitor is creating an account), not the 401 other writes answer.
 */
async function signedInForSignup(request: FastifyRequest): Promise<boolean> {
  try {
    return await request.isSignedIn();
  } catch (error) {
    if (error instanceof AppError && error.code === 'session_ended') return false;
    throw error;
  }
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users',
    {
      config: routeRateLimit(app.rateLimits, 'signup'),
      schema: {
        tags: ['users'],
        summary: 'Sign up: create a user and sign this browser in as them',
        body: createUserSchema,
        response: { 201: userSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      // Signing up again would silently switch this browser to the new account and strand the first one.
      if (await signedInForSignup(request)) throw conflict('already_signed_in', ALREADY_SIGNED_IN_MESSAGE);
      const user = await createUser(app.db, request.body);
      await reply.signIn(user.id);
      return reply.code(201).send(user);
    },
  );

  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'The people the current person may see: themself, the demo workspace, their workspaces',
        response: { 200: z.array(userSchema) },
      },
    },
    async (request) => listUsers(app.db, await request.currentUserId()),
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The current user: the signed-in user, or the demo user while no one is signed in',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => describeCurrentUser(app.db, await request.currentUserId(), await request.isSignedIn()),
  );

  app.get(
    '/api/users/:id',
    { schema: { tags: ['users'], params: idParams, response: { 200: userSchema, ...errorResponses(400, 404) } } },
    async (request) => getVisibleUser(app.db, await request.currentUserId(), request.params.id),
  );

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          'Edit a profile: only its own user may. Another email is refused (409 email_change_needs_code): a new email is confirmed by a code, through /api/users/{id}/email-change',
        params: idParams,
        body: updateUserSchema,
        response: { 200: userSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => updateUser(app.db, await request.currentUserId(), request.params.id, request.body),
  );
};
