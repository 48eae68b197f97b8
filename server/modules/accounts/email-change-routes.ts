import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailChangeCodeSchema,
  emailChangeRequestSchema,
  emailChangeSchema,
} from '../../../common/schemas/email-change';
import { userSchema } from '../../../common/schemas/users';
import { errorResponses } from '../../http/error-responses';
import { AppError } from '../../http/errors';
import { idParams } from '../../http/params';
import { routeRateLimit } from '../../infra/rate-limits/rate-limits';
import { cancelEmailChange, confirmEmailChange, getEmailChange, startEmailChange } from './email-change';

/**
 * A person's new email, proven by a code mailed to it before it replaces the old one (server/modules/accounts/
 * email-change.ts). PATCH /api/users/{id} refuses another email with 409 email_change_needs_code and points here.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    hashCode: app.mailedCodes.hash,
    queueMail: (mail: Parameters<typeof app.mailQueue.enqueue>[0]) => app.mailQueue.enqueue(mail),
  };

  app.get(
    '/api/users/:id/email-change',
    {
      schema: {
        tags: ['users'],
        summary: 'The change of email waiting for its code, if any (the account itself only)',
        params: idParams,
        response: { 200: emailChangeSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => getEmailChange(app.db, await request.currentUserId(), request.params.id),
  );

  app.post(
    '/api/users/:id/email-change',
    {
      // Each request mails a code: budgeted per client address and per address mailed, as sign-in codes are.
      config: routeRateLimit(app.rateLimits, 'signIn'),
      schema: {
        tags: ['users'],
        summary:
          'Start changing your email: a 6-digit code is mailed to the new address, which replaces the old one once the code is entered',
        params: idParams,
        body: emailChangeRequestSchema,
        response: { 202: emailChangeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const spendBudget = async (email: string) => {
        const wait = app.rateLimits ? await app.mailedCodes.asks.take(email, request.ip) : 0;
        if (wait === 0) return;
        void reply.header('retry-after', String(wait));
        throw new AppError(
          429,
          'rate_limited',
          `Too many codes asked for this email: try again in ${wait} second${wait === 1 ? '' : 's'}`,
        );
      };
      const { id } = request.params;
      const change = await startEmailChange(deps, await request.currentUserId(), id, request.body.email, spendBudget);
      return reply.code(202).send(change);
    },
  );

  app.post(
    '/api/users/:id/email-change/confirm',
    {
      config: routeRateLimit(app.rateLimits, 'signInCode'),
      schema: {
        tags: ['users'],
        summary:
          'Finish changing your email with the mailed code: the new address replaces the old one and every other session ends',
        params: idParams,
        body: emailChangeCodeSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      confirmEmailChange(
        deps,
        await request.currentUserId(),
        request.params.id,
        await request.currentSessionId(),
        request.body.code,
      ),
  );

  app.delete(
    '/api/users/:id/email-change',
    {
      schema: {
        tags: ['users'],
        summary: 'Drop the change of email waiting for its code; the current email stays',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      await cancelEmailChange(app.db, await request.currentUserId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
