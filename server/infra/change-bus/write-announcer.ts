import type { FastifyInstance } from 'fastify';

/**
 * Announces on the change bus that data may have changed, after every request that wrote successfully. For caches
 * whose answers draw on so many tables (the workspace analytics read people, skills, swaps, sessions and articles)
 * that naming each write's effect would be a list someone forgets to extend: any successful POST, PUT, PATCH or
 * DELETE drops them all, on every server.
 *
 * The hook runs before the answer is sent (onSend), so a client that reads right after its write never gets an
 * answer cached before it. It is added at the root, before any route, so every route has it, auth's included.
 */

/** The change-bus topic of every cached analytics answer. */
export const ANALYTICS_TOPIC = 'analytics';

/** The change-bus topic of a workspace's knowledge: published after every committed write the hub's cards show. */
export const knowledgeTopic = (companyId: string) => `knowledge:${companyId}`;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function announceWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400) await app.changes.publish(ANALYTICS_TOPIC);
    return payload;
  });
}
