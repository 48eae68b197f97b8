import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knowledgeStatsSchema } from '../../../common/schemas/knowledge';
import { errorResponses } from '../../http/error-responses';
import { companyIdParams } from '../../http/params';
import { knowledgeStats } from './knowledge-stats';

export const knowledgeStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:companyId/knowledge/stats',
    {
      schema: {
        tags: ['knowledge'],
        summary:
          "The knowledge hub's stat cards: active articles, active sessions, AI-generated articles and engagement (the share of articles viewed in the last 30 days); the demo workspace answers its fixed figures",
        params: companyIdParams,
        response: { 200: knowledgeStatsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => knowledgeStats(app.db, await request.currentUserId(), request.params.companyId),
  );
};
