import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardStatsSchema } from '../../common/schemas/dashboard';
import { dashboardStats } from '../services/dashboard';
import { errorResponses } from './error-responses';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Figures for the last 7, 30 (default), 90 or 365 days; roi is explained in docs/roi.md',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardStatsSchema, ...errorResponses(400) },
      },
    },
    async (request) => dashboardStats(app.db, request.query.days),
  );
};
