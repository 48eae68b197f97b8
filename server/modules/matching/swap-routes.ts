import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidField } from '../../../common/schemas/fields';
import {
  proposeSwapSchema,
  recentSwapSchema,
  scheduleSwapSchema,
  skillSwapSchema,
  SWAP_ACTIONS,
} from '../../../common/schemas/swaps';
import { errorResponses } from '../../http/error-responses';
import { companyIdParams, idParams } from '../../http/params';
import { listMySwaps, listRecentSwaps, moveSwap, proposeSwap, scheduleSwapSessions } from './skill-swaps';

const moveParams = z.object({
  id: uuidField(),
  action: z.enum(SWAP_ACTIONS, { error: `The action must be one of: ${SWAP_ACTIONS.join(', ')}` }),
});

/** Skill swaps between colleagues (rules in server/modules/matching/skill-swaps.ts and swap-transitions.ts). */
export const skillSwapRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = {
    sendMail: app.sendMail,
    publicUrl: app.publicUrl,
    logFailure: (message: string, error: unknown) => app.log.warn({ err: error }, message),
  };

  app.get(
    '/api/companies/:companyId/skill-swaps',
    {
      schema: {
        tags: ['skill swaps'],
        summary: "The current person's swaps in a workspace, newest first",
        params: companyIdParams,
        response: { 200: z.array(skillSwapSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listMySwaps(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.get(
    '/api/companies/:companyId/skill-swaps/recent',
    {
      schema: {
        tags: ['skill swaps'],
        summary: "A workspace's most recent swaps between any of its people, newest first (the dashboard's list)",
        params: companyIdParams,
        response: { 200: z.array(recentSwapSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listRecentSwaps(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.post(
    '/api/skill-swaps',
    {
      schema: {
        tags: ['skill swaps'],
        summary: 'Propose a swap to a colleague: what you teach, what you want to learn, a message',
        body: proposeSwapSchema,
        response: { 201: skillSwapSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await proposeSwap(app.db, mailer, await request.currentUserId(), request.body)),
  );

  app.post(
    '/api/skill-swaps/:id/:action',
    {
      schema: {
        tags: ['skill swaps'],
        summary: 'Accept, decline, cancel or complete a swap (only its two people; a wrong move answers 409)',
        params: moveParams,
        response: { 200: skillSwapSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      moveSwap(app.db, mailer, await request.currentUserId(), request.params.id, request.params.action),
  );

  app.post(
    '/api/skill-swaps/:id/sessions',
    {
      schema: {
        tags: ['skill swaps'],
        summary: "Schedule an accepted swap's two sessions, one per direction, the second a week after the first",
        params: idParams,
        body: scheduleSwapSchema,
        response: { 201: skillSwapSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await scheduleSwapSessions(app.db, mailer, await request.currentUserId(), request.params.id, request.body),
        ),
  );
};
