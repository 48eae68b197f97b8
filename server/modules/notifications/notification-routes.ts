import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema } from '../../../common/schemas/notifications';
import { errorResponses } from '../../http/error-responses';
import { countUnreadNotifications, listNotifications, markNotificationsRead } from './notifications';

/** The current person's inbox (server/modules/notifications/notifications.ts). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['inbox'],
        summary: "The current person's inbox, newest first (at most 50 entries)",
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request) => listNotifications(app.db, await request.currentUserId()),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags: ['inbox'],
        summary: 'How many inbox entries the current person has not read',
        response: { 200: z.object({ unread: z.number().int() }) },
      },
    },
    async (request) => ({ unread: await countUnreadNotifications(app.db, await request.currentUserId()) }),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Mark inbox entries read: the ids given, or all of them when none are given',
        body: z
          .object({
            ids: z
              .array(z.uuid({ error: 'Each id must be a valid id (uuid)' }))
              .max(200)
              .optional(),
          })
          .default({}),
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(app.db, await request.currentUserId(), request.body.ids);
      return reply.code(204).send(null);
    },
  );
};
