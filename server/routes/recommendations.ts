import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recommendationSchema } from '../../common/schemas/users';
import { listRecommendations, refreshRecommendations } from '../services/recommendations';
import { errorResponses } from './error-responses';
import { idParams } from './params';

/** A user's skill recommendations: read them, or recompute them from the profile. */
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/recommendations',
    {
      schema: {
        tags: ['recommendations'],
        params: idParams,
        response: { 200: z.array(recommendationSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listRecommendations(app.db, await request.currentUserId(), request.params.id),
  );

  app.post(
    '/api/users/:id/recommendations/refresh',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Recompute your own skill recommendations, replacing the previous set',
        params: idParams,
        response: { 200: z.array(recommendationSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      refreshRecommendations(app.db, await request.currentUserId(), request.params.id, {
        model: app.ai,
        log: request.log,
      }),
  );
};
