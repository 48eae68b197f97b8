import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardStatsSchema } from '../../../common/schemas/dashboard';
import { errorResponses } from '../../http/error-responses';
import { requireWorkspace } from '../workspaces';
import { dashboardStats } from './dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Figures for the last 7, 30 (default), 90 or 365 days, of the platform or of one workspace (its members only); roi is explained in docs/roi.md',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardStatsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { days, companyId } = request.query;
      if (companyId !== undefined) await requireWorkspace(app.db, companyId, await request.currentUserId());
      return dashboardStats(app.db, days, new Date(), companyId);
    },
  );
};
