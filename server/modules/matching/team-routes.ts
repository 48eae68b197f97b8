import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamSchema } from '../../../common/schemas/team';
import { errorResponses } from '../../http/error-responses';
import { companyIdParams } from '../../http/params';
import { getTeam } from './team';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:companyId/team',
    {
      schema: {
        tags: ['matching'],
        summary:
          "A workspace's people: department, skills offered and wanted, match against you, active sessions and hours contributed",
        params: companyIdParams,
        response: { 200: teamSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getTeam(app.db, await request.currentUserId(), request.params.companyId),
  );
};
