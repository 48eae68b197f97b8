import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSessionSchema,
  learningSessionDetailSchema,
  learningSessionSchema,
  updateSessionSchema,
} from '../../common/schemas/sessions';
import {
  createSession,
  getSessionDetail,
  listCompanySessions,
  listUserSessions,
  updateSessionLearners,
} from '../services/learning-sessions';
import { errorResponses } from './error-responses';
import { companyIdParams, idParams, userIdParams } from './params';

export const learningSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:companyId/learning-sessions',
    {
      schema: {
        tags: ['learning sessions'],
        summary: "A company's sessions, soonest first",
        params: companyIdParams,
        response: { 200: z.array(learningSessionSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listCompanySessions(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.post(
    '/api/learning-sessions',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Create a session hosted by the current user',
        body: createSessionSchema,
        response: { 201: learningSessionSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSession(app.db, await request.currentUserId(), request.body)),
  );

  app.get(
    '/api/learning-sessions/:id',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'One session with its host and the people who joined it (name and role)',
        params: idParams,
        response: { 200: learningSessionDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getSessionDetail(app.db, await request.currentUserId(), request.params.id),
  );

  app.patch(
    '/api/learning-sessions/:id',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Join: send the current learners plus yourself; applied atomically under the join rules',
        params: idParams,
        body: updateSessionSchema,
        response: { 200: learningSessionSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      updateSessionLearners(app.db, await request.currentUserId(), request.params.id, request.body.learnerIds),
  );

  app.get(
    '/api/users/:userId/learning-sessions',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Sessions the user hosts or has joined',
        params: userIdParams,
        response: { 200: z.array(learningSessionSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listUserSessions(app.db, await request.currentUserId(), request.params.userId),
  );
};
