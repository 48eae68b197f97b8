import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personSkillAnswerSchema, replacePersonSkillsSchema } from '../../../common/schemas/skill-levels';
import { errorResponses } from '../../http/error-responses';
import { userIdParams } from '../../http/params';
import { listPersonSkills, replacePersonSkills } from './skill-levels';

export const personSkillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:userId/skill-levels',
    {
      schema: {
        tags: ['users'],
        summary:
          "A person's skills with a level (1 Aware to 5 Expert) and the marks can teach and wants to learn. All of them to the person, to their workspaces' owners and admins, and for the demo's people; to a colleague only the skills marked can teach (with levels) and wants to learn (without)",
        params: userIdParams,
        response: { 200: z.array(personSkillAnswerSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listPersonSkills(app.db, await request.currentUserId(), request.params.userId),
  );

  app.put(
    '/api/users/:userId/skill-levels',
    {
      schema: {
        tags: ['users'],
        summary:
          'Replace your skills with levels and marks; names resolve through the skill catalogue, held skills join your skills list',
        params: userIdParams,
        body: replacePersonSkillsSchema,
        response: { 200: z.array(personSkillAnswerSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      replacePersonSkills(app.db, await request.currentUserId(), request.params.userId, request.body.skills),
  );
};
