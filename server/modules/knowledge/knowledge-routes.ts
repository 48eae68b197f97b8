import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInteractionSchema,
  createKnowledgeSchema,
  generateKnowledgeSchema,
  interactionSchema,
  knowledgeListQuerySchema,
  knowledgeSchema,
  knowledgeSearchQuerySchema,
  knowledgeSearchResultSchema,
  knowledgeSummarySchema,
  knowledgeVersionSchema,
  knowledgeVersionSummarySchema,
  updateKnowledgeSchema,
  type KnowledgeSummary,
} from '../../../common/schemas/knowledge';
import { errorResponses } from '../../http/error-responses';
import { articleVersionParams, companyIdParams, idParams } from '../../http/params';
import { knowledgeTopic } from '../../infra/change-bus/write-announcer';
import { routeRateLimit } from '../../infra/rate-limits/rate-limits';
import { ResponseCache } from '../../infra/response-cache/response-cache';
import { requireReadableWorkspace } from '../workspaces';
import { generateKnowledge } from './generation';
import {
  createKnowledge,
  getKnowledge,
  listDrafts,
  readKnowledgePage,
  recordInteraction,
  removeLike,
} from './knowledge';
import { deleteKnowledge, getVersion, listVersions, publishDraft, updateKnowledge } from './knowledge-edits';
import { searchKnowledge } from './search';

/** `Link: <same path?...&offset=next>; rel="next"`, for a list page that has articles after it. */
export function nextPageLink(url: string, query: { category?: string; limit: number; offset: number }): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  params.set('limit', String(query.limit));
  params.set('offset', String(query.offset + query.limit));
  return `<${url.split('?')[0]}?${params.toString()}>; rel="next"`;
}

export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The hub's list pages, per workspace, reader (likedByMe is theirs), category, limit and offset.
  const cards = new ResponseCache();
  const stopFollowing = cards.follow(app.changes);
  app.addHook('onClose', async () => stopFollowing());
  const changed = (companyId: string) => app.changes.publish(knowledgeTopic(companyId));

  app.get(
    '/api/companies/:companyId/knowledge',
    {
      schema: {
        tags: ['knowledge'],
        summary:
          "A company's active articles, newest first, as cards: an excerpt, not the text (GET /api/knowledge/{id} has it). Paged by limit and offset; a Link rel=next header names the next page when there is one",
        params: companyIdParams,
        querystring: knowledgeListQuerySchema,
        response: { 200: z.array(knowledgeSummarySchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const actorId = await request.currentUserId();
      const { companyId } = request.params;
      // Who may see the workspace is checked on every read; only the answer is cached.
      await requireReadableWorkspace(app.db, companyId, actorId);
      const page = await cards.remember(
        knowledgeTopic(companyId),
        JSON.stringify([companyId, actorId, request.query.category ?? null, request.query.limit, request.query.offset]),
        async () => {
          const { cards: list, hasNext } = await readKnowledgePage(app.db, actorId, companyId, request.query);
          return { body: JSON.stringify(list), hasNext };
        },
      );
      if (page.hasNext) reply.header('link', nextPageLink(request.url, request.query));
      // A string with a JSON content type is sent as it is: the cards were serialized once, when cached.
      return reply.type('application/json; charset=utf-8').send(page.body as unknown as KnowledgeSummary[]);
    },
  );

  app.get(
    '/api/companies/:companyId/knowledge/search',
    {
      schema: {
        tags: ['knowledge'],
        summary:
          'Ranked full-text search: title over tags over content, stemming, "phrases", OR and -exclusion, optionally in one category; answers cards with highlights',
        params: companyIdParams,
        querystring: knowledgeSearchQuerySchema,
        response: { 200: z.array(knowledgeSearchResultSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      searchKnowledge(app.db, await request.currentUserId(), request.params.companyId, request.query.q, {
        limit: request.query.limit,
        category: request.query.category,
      }),
  );

  app.post(
    '/api/companies/:companyId/knowledge',
    {
      schema: {
        tags: ['knowledge'],
        summary: 'Create an article as the current user',
        params: companyIdParams,
        body: createKnowledgeSchema,
        response: { 201: knowledgeSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const article = await createKnowledge(
        app.db,
        await request.currentUserId(),
        request.params.companyId,
        request.body,
      );
      await changed(article.companyId);
      return reply.code(201).send(article);
    },
  );

  app.post(
    '/api/companies/:companyId/knowledge/generate',
    {
      config: routeRateLimit(app.rateLimits, 'generate'),
      schema: {
        tags: ['knowledge'],
        summary:
          'Draft an article from a prompt (built-in generator, or a configured language model) and store it as a draft only its author sees until published',
        params: companyIdParams,
        body: generateKnowledgeSchema,
        response: { 201: knowledgeSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const draft = await generateKnowledge(
        app.db,
        await request.currentUserId(),
        request.params.companyId,
        request.body,
        {
          model: app.ai,
          log: request.log,
        },
      );
      await changed(draft.companyId);
      return reply.code(201).send(draft);
    },
  );

  app.get(
    '/api/knowledge/:id',
    {
      schema: {
        tags: ['knowledge'],
        summary: 'One article with its full text',
        params: idParams,
        response: { 200: knowledgeSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getKnowledge(app.db, await request.currentUserId(), request.params.id),
  );

  app.post(
    '/api/knowledge/:id/interactions',
    {
      config: routeRateLimit(app.rateLimits, 'interactions'),
      schema: {
        tags: ['knowledge'],
        summary: 'Record a view or a "Helpful" like by the current user (a repeated like answers 200 with the first)',
        params: idParams,
        body: createInteractionSchema,
        response: { 201: interactionSchema, 200: interactionSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { interaction, created, companyId } = await recordInteraction(
        app.db,
        await request.currentUserId(),
        request.params.id,
        request.body,
      );
      if (created) await changed(companyId);
      return reply.code(created ? 201 : 200).send(interaction);
    },
  );

  app.get(
    '/api/companies/:companyId/knowledge/drafts',
    {
      schema: {
        tags: ['knowledge'],
        summary: "The current user's drafts in a company (generated articles waiting for review), last changed first",
        params: companyIdParams,
        response: { 200: z.array(knowledgeSummarySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listDrafts(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.patch(
    '/api/knowledge/:id',
    {
      schema: {
        tags: ['knowledge'],
        summary:
          'Edit an article (its author, or a workspace owner or admin); the replaced text is kept as a version. expectedVersion guards against overwriting a newer save',
        params: idParams,
        body: updateKnowledgeSchema,
        response: { 200: knowledgeSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const article = await updateKnowledge(app.db, await request.currentUserId(), request.params.id, request.body);
      await changed(article.companyId);
      return article;
    },
  );

  app.delete(
    '/api/knowledge/:id',
    {
      schema: {
        tags: ['knowledge'],
        summary: 'Delete an article (same rule as an edit): a draft is discarded, a published article leaves the hub',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      await changed(await deleteKnowledge(app.db, await request.currentUserId(), request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/knowledge/:id/publish',
    {
      schema: {
        tags: ['knowledge'],
        summary: 'Publish your draft: it joins the hub, dated now',
        params: idParams,
        response: { 200: knowledgeSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const article = await publishDraft(app.db, await request.currentUserId(), request.params.id);
      await changed(article.companyId);
      return article;
    },
  );

  app.get(
    '/api/knowledge/:id/versions',
    {
      schema: {
        tags: ['knowledge'],
        summary: "An article's earlier versions, newest first, without their text",
        params: idParams,
        response: { 200: z.array(knowledgeVersionSummarySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listVersions(app.db, await request.currentUserId(), request.params.id),
  );

  app.get(
    '/api/knowledge/:id/versions/:version',
    {
      schema: {
        tags: ['knowledge'],
        summary: 'One earlier version of an article, with its text',
        params: articleVersionParams,
        response: { 200: knowledgeVersionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getVersion(app.db, await request.currentUserId(), request.params.id, request.params.version),
  );

  app.delete(
    '/api/knowledge/:id/like',
    {
      config: routeRateLimit(app.rateLimits, 'interactions'),
      schema: {
        tags: ['knowledge'],
        summary: 'Take back your "Helpful" on an article (taking back one never given changes nothing)',
        params: idParams,
        response: { 204: z.null().describe('Taken back'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await changed(await removeLike(app.db, await request.currentUserId(), request.params.id));
      return reply.code(204).send(null);
    },
  );
};
