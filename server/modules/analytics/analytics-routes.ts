import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityQuerySchema,
  matrixQuerySchema,
  skillCoverageSchema,
  skillDemandSchema,
  skillMatrixSchema,
  workspaceActivitySchema,
} from '../../../common/schemas/analytics';
import { errorResponses } from '../../http/error-responses';
import { companyIdParams as params } from '../../http/params';
import { ANALYTICS_TOPIC } from '../../infra/change-bus/write-announcer';
import { ResponseCache } from '../../infra/response-cache/response-cache';
import { analyticsAccess, requireNamedAnalytics } from './access';
import { workspaceActivity } from './activity';
import { skillCoverage } from './coverage';
import { skillDemand } from './demand';
import { skillMatrix } from './matrix';

/**
 * A workspace's workforce analytics (docs/analytics.md defines each figure). Each answer reads a whole workforce,
 * so answers are kept (docs/decisions/015-analytics-answers-cached.md): per workspace, call and what varies the
 * answer (the matrix's query, whether names are shown, the period). Any successful write anywhere drops them all on
 * every server (plugins/write-announcer.ts), and none is served older than a minute: the activity's period ends
 * now, and sessions start by the clock. Who may read is checked on every call; only the answer is kept.
 */
export const ANALYTICS_MAX_AGE_MS = 60_000;

export const analyticsRoutes: FastifyPluginAsyncZod<{ clock?: () => number }> = async (app, options) => {
  const answers = new ResponseCache(undefined, { maxAgeMs: ANALYTICS_MAX_AGE_MS, now: options.clock });
  const stopFollowing = answers.follow(app.changes);
  app.addHook('onClose', async () => stopFollowing());
  const remembered = async (key: unknown[], load: () => Promise<unknown>) => {
    const answer = await answers.remember(ANALYTICS_TOPIC, JSON.stringify(key), async () => ({
      body: JSON.stringify(await load()),
      hasNext: false,
    }));
    return answer.body;
  };

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
    async (request, reply) => {
      const actorId = await request.currentUserId();
      const { companyId } = request.params;
      await requireNamedAnalytics(app.db, companyId, actorId);
      const body = await remembered(['matrix', companyId, request.query], () =>
        skillMatrix(app.db, companyId, request.query),
      );
      return sendJson(reply, body);
    },
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
    async (request, reply) => {
      const actorId = await request.currentUserId();
      const { companyId } = request.params;
      const access = await analyticsAccess(app.db, companyId, actorId);
      const body = await remembered(['coverage', companyId, access.named], () =>
        skillCoverage(app.db, companyId, access),
      );
      return sendJson(reply, body);
    },
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
    async (request, reply) => {
      const actorId = await request.currentUserId();
      const { companyId } = request.params;
      await analyticsAccess(app.db, companyId, actorId);
      const body = await remembered(['demand', companyId], () => skillDemand(app.db, companyId));
      return sendJson(reply, body);
    },
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
    async (request, reply) => {
      const actorId = await request.currentUserId();
      const { companyId } = request.params;
      const { days } = request.query;
      await analyticsAccess(app.db, companyId, actorId);
      const body = await remembered(['activity', companyId, days], () => workspaceActivity(app.db, companyId, days));
      return sendJson(reply, body);
    },
  );
};

/** A string with a JSON content type is sent as it is: the answer was serialized once, when it was read. */
function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body as never);
}
