import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityQuerySchema,
  matrixQuerySchema,
  skillCoverageSchema,
  skillDemandSchema,
  skillMatrixSchema,
  workspaceActivitySchema,
} from '../../common/schemas/analytics';
import { workspaceActivity } from '../services/analytics/activity';
import { skillCoverage } from '../services/analytics/coverage';
import { skillDemand } from '../services/analytics/demand';
import { skillMatrix } from '../services/analytics/matrix';
import { errorResponses } from './error-responses';
import { companyIdParams as params } from './params';

/** A workspace's workforce analytics (docs/analytics.md defines each figure). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:companyId/analytics/matrix',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "The skill matrix: the workspace's people by the skills they hold, with levels; owners and admins only (everyone in the demo)",
        params,
        querystring: matrixQuerySchema,
        response: { 200: skillMatrixSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => skillMatrix(app.db, await request.currentUserId(), request.params.companyId, request.query),
  );

  app.get(
    '/api/companies/:companyId/analytics/coverage',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "Coverage per skill (Good, Risk, Gap by experts at level 4+); the Risk skills' one expert is named for owners and admins only",
        params,
        response: { 200: skillCoverageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => skillCoverage(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.get(
    '/api/companies/:companyId/analytics/demand',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Demand against supply per skill: wanted, recommended and asked for in swaps, against who can teach it',
        params,
        response: { 200: skillDemandSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => skillDemand(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.get(
    '/api/companies/:companyId/analytics/activity',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Sessions, learners, hours, swaps and articles over the last 7, 30 (default), 90 or 365 days, by day, week or month',
        params,
        querystring: activityQuerySchema,
        response: { 200: workspaceActivitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      workspaceActivity(app.db, await request.currentUserId(), request.params.companyId, request.query.days),
  );
};
