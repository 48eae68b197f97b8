import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { securityHeaders } from '../../server/http/security';

// Baseline: a hello-world Fastify app answering GET /api/health, no plugins, no logger. With SECURITY_HEADERS=1
// it also sends the headers the app sends on every answer (the security headers and a request id), and nothing
// more: what those headers cost on their own, apart from everything else the app does per request.
const app = Fastify({ logger: false });
if (process.env.SECURITY_HEADERS === '1') {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', randomUUID());
    reply.headers(headers);
    done();
  });
}
app.get('/api/health', async () => ({ status: 'ok', database: 'pglite' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
