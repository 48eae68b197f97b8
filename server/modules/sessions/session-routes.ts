import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SESSION_PAGE,
  SESSION_TOTAL_HEADER,
  sessionListQuerySchema,
  type SessionListQuery,
} from '../../../common/schemas/session-lists';
import {
  attendanceSchema,
  cancelSessionSchema,
  createSessionSchema,
  joinResultSchema,
  learningSessionDetailSchema,
  learningSessionSchema,
  rateSessionSchema,
  rescheduleSessionSchema,
  updateSessionSchema,
} from '../../../common/schemas/sessions';
import { errorResponses } from '../../http/error-responses';
import { companyIdParams, idParams, userIdParams } from '../../http/params';
import { routeRateLimit } from '../../infra/rate-limits/rate-limits';
import { UPCOMING_HOSTED_MAX } from './hosting-cap';
import { joinOrWaitlist } from './joining';
import {
  createSession,
  getSessionDetail,
  listCompanySessions,
  listUserSessions,
  updateSessionLearners,
} from './learning-sessions';
import { downloadInvitation } from './session-calendar';
import { markAttendance, rateSession } from './session-feedback';
import { cancelSession, leaveSession, rescheduleSession } from './session-lifecycle';
import type { SessionMailer } from './session-notices';
import { nextSessionPageLink, type SessionPage } from './session-pages';

const PAGED = `Paged by limit (default ${SESSION_PAGE.defaultLimit}, at most ${SESSION_PAGE.maxLimit}) and offset; X-Total-Count holds the total and a Link rel=next header names the next page when there is one`;

/** The page as the bare array the screens read, with the total and the next page in headers. */
function sendPage(reply: FastifyReply, url: string, query: SessionListQuery, page: SessionPage) {
  void reply.header(SESSION_TOTAL_HEADER, String(page.total));
  const next = nextSessionPageLink(url, query, page.total);
  if (next) void reply.header('link', next);
  return page.sessions;
}

export const learningSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Session mail goes after the change is saved; a mail that fails is logged, and the change stands.
  const mailer: SessionMailer = {
    sendMail: (mail) => app.sendMail(mail),
    logFailure: (message, error) => app.log.warn({ err: error }, message),
  };

  app.get(
    '/api/companies/:companyId/learning-sessions',
    {
      schema: {
        tags: ['learning sessions'],
        summary: `A company's sessions: running, then upcoming soonest first, then past latest first. ${PAGED}`,
        params: companyIdParams,
        querystring: sessionListQuerySchema,
        response: { 200: z.array(learningSessionSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await listCompanySessions(
        app.db,
        await request.currentUserId(),
        request.params.companyId,
        request.query,
      );
      return sendPage(reply, request.url, request.query, page);
    },
  );

  app.post(
    '/api/learning-sessions',
    {
      schema: {
        tags: ['learning sessions'],
        summary: `Create a session hosted by the current user (at most ${UPCOMING_HOSTED_MAX} upcoming ones at a time)`,
        body: createSessionSchema,
        response: { 201: learningSessionSchema, ...errorResponses(400, 403, 404, 409) },
      },
      config: routeRateLimit(app.rateLimits, 'sessions', { perPerson: true }),
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
      updateSessionLearners(app.db, await request.currentUserId(), request.params.id, request.body.learnerIds, mailer),
  );

  app.get(
    '/api/users/:userId/learning-sessions',
    {
      schema: {
        tags: ['learning sessions'],
        summary: `Sessions the user hosts or has joined, in the same order as a company's. ${PAGED}`,
        params: userIdParams,
        querystring: sessionListQuerySchema,
        response: { 200: z.array(learningSessionSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await listUserSessions(app.db, await request.currentUserId(), request.params.userId, request.query);
      return sendPage(reply, request.url, request.query, page);
    },
  );

  app.post(
    '/api/learning-sessions/:id/join',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Join: a seat when one is free, else the end of the waitlist (the answer says which)',
        params: idParams,
        response: { 200: joinResultSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => joinOrWaitlist(app.db, mailer, await request.currentUserId(), request.params.id),
  );

  app.post(
    '/api/learning-sessions/:id/leave',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Leave an upcoming session or its waitlist; a freed seat goes to the first person waiting',
        params: idParams,
        response: { 200: learningSessionSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => leaveSession(app.db, mailer, await request.currentUserId(), request.params.id),
  );

  app.post(
    '/api/learning-sessions/:id/cancel',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Cancel an upcoming session with a reason (host only); everyone in it is told',
        params: idParams,
        body: cancelSessionSchema,
        response: { 200: learningSessionSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      cancelSession(app.db, mailer, await request.currentUserId(), request.params.id, request.body.reason),
  );

  app.patch(
    '/api/learning-sessions/:id/schedule',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Reschedule an upcoming session or change its seats (host only)',
        params: idParams,
        body: rescheduleSessionSchema,
        response: { 200: learningSessionSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      rescheduleSession(app.db, mailer, await request.currentUserId(), request.params.id, request.body),
  );

  app.get(
    '/api/learning-sessions/:id/invitation.ics',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'The calendar invitation (iCalendar, UTC) for the host and the learners',
        params: idParams,
        response: {
          200: z.string().describe('text/calendar: METHOD:REQUEST, or METHOD:CANCEL once cancelled'),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { filename, text } = await downloadInvitation(app.db, await request.currentUserId(), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .serializer((payload: unknown) => String(payload))
        .send(text);
    },
  );

  app.put(
    '/api/learning-sessions/:id/attendance',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Mark who attended (host only, from the start of the session on)',
        params: idParams,
        body: attendanceSchema,
        response: { 200: learningSessionSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      markAttendance(app.db, await request.currentUserId(), request.params.id, request.body.attendeeIds),
  );

  app.post(
    '/api/learning-sessions/:id/ratings',
    {
      schema: {
        tags: ['learning sessions'],
        summary: 'Rate a session you attended, once (1 to 5, optional comment)',
        params: idParams,
        body: rateSessionSchema,
        response: { 201: learningSessionSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rateSession(app.db, await request.currentUserId(), request.params.id, request.body)),
  );
};
