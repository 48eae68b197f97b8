import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers of 1 KB and more go compressed, brotli or gzip as the client's Accept-Encoding allows: a
 * knowledge list of 100 cards shrinks to about a fifth on a phone's connection. Small answers (health, most
 * errors) stay plain, where compressing costs more than it saves. Only JSON is compressed here: the client's
 * files are compressed once at build time and sent as they are (server/pages/client.ts).
 */

/** Below this many bytes an answer is sent as it is. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** application/json and the +json types (problem+json, the OpenAPI document), with or without a charset. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Declared before the plugin's own route hook, which reads config.compress. Outside /api live the client's
  // files, sent compressed from the build or not at all: never compressed again per request.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.config = { ...route.config, compress: false };
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: JSON_TYPE,
    // Request bodies are read as sent: a compressed body would slip a large payload under the body limit.
    globalDecompression: false,
  });
}
