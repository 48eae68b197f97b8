import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySchema, createCompanySchema } from '../../../common/schemas/companies';
import { errorResponses } from '../../http/error-responses';
import { routeRateLimit } from '../../infra/rate-limits/rate-limits';
import { joinWaitlist } from './waitlist';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/companies',
    {
      config: routeRateLimit(app.rateLimits, 'waitlist'),
      schema: {
        tags: ['companies'],
        summary: 'Join the enterprise waitlist',
        body: createCompanySchema,
        response: { 201: companySchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await joinWaitlist(app.db, request.body)),
  );
};
