import Fastify from 'fastify';

// Baseline: a hello-world Fastify app answering GET /api/health, no plugins, no logger.
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', database: 'pglite' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
