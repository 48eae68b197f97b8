import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchesSchema, matchingSettingsSchema } from '../../../common/schemas/matching';
import { errorResponses } from '../../http/error-responses';
import { companyIdParams, userIdParams } from '../../http/params';
import { getMatches, getMatchingSettings, setMatchingSettings } from './matching';

export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:companyId/matches',
    {
      schema: {
        tags: ['matching'],
        summary:
          'For the current user: colleagues to learn each wanted skill from, and swap partners, each with a score and a reason',
        params: companyIdParams,
        response: { 200: matchesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getMatches(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.get(
    '/api/users/:userId/matching',
    {
      schema: {
        tags: ['matching'],
        summary: 'Whether you paused matching (while paused, nobody is suggested you)',
        params: userIdParams,
        response: { 200: matchingSettingsSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => getMatchingSettings(app.db, await request.currentUserId(), request.params.userId),
  );

  app.put(
    '/api/users/:userId/matching',
    {
      schema: {
        tags: ['matching'],
        summary: 'Pause or resume matching for yourself',
        params: userIdParams,
        body: matchingSettingsSchema,
        response: { 200: matchingSettingsSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => setMatchingSettings(app.db, await request.currentUserId(), request.params.userId, request.body),
  );
};
