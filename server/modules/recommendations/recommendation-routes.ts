import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidField } from '../../../common/schemas/fields';
import {
  recommendationFeedbackSchema,
  takeBackNotInterestedQuery,
  waysToLearnSchema,
} from '../../../common/schemas/recommendations';
import { recommendationSchema } from '../../../common/schemas/users';
import { errorResponses } from '../../http/error-responses';
import { idParams } from '../../http/params';
import {
  giveRecommendationFeedback,
  SIGN_IN_FOR_FEEDBACK_MESSAGE,
  takeBackNotInterested,
} from './recommendation-feedback';
import { listRecommendations, refreshRecommendations } from './recommendations';
import { waysToLearn } from './ways-to-learn';

const waysToLearnQuery = z.object({ workspaceId: uuidField('workspaceId must be a valid id (uuid)').optional() });

/**
 * A user's skill recommendations: read them, recompute them from the profile, see how to learn each in a
 * workspace, and say what the person thinks of one (feedback changes the list and every later refresh).
 */
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

  app.get(
    '/api/users/:id/recommendations/ways-to-learn',
    {
      schema: {
        tags: ['recommendations'],
        summary:
          "How to learn each current recommendation in a workspace: colleagues who teach it, upcoming sessions, articles, and the workspace's evidence",
        params: idParams,
        querystring: waysToLearnQuery,
        response: { 200: z.array(waysToLearnSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => waysToLearn(app.db, await request.currentUserId(), request.params.id, request.query.workspaceId),
  );

  app.post(
    '/api/users/:id/recommendations/feedback',
    {
      schema: {
        tags: ['recommendations'],
        summary:
          'Say you already know a recommended skill (at a level), are not interested, or are interested; answers the list after it',
        params: idParams,
        body: recommendationFeedbackSchema,
        response: { 200: z.array(recommendationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      giveRecommendationFeedback(
        app.db,
        await request.signedInUserId(SIGN_IN_FOR_FEEDBACK_MESSAGE),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/api/users/:id/recommendations/feedback',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Take back a "not interested" (the skill may be recommended again); answers the list',
        params: idParams,
        querystring: takeBackNotInterestedQuery,
        response: { 200: z.array(recommendationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      takeBackNotInterested(
        app.db,
        await request.signedInUserId(SIGN_IN_FOR_FEEDBACK_MESSAGE),
        request.params.id,
        request.query.skillName,
      ),
  );
};
