import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger';

function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()),
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLogger });
  app.get('/quiet', async (request) => {
    request.log.info('only at info');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 1 }, 'something to see');
    return { ok: true };
  });
  return { app, lines };
}

describe('the lazy request logger', () => {
  it('makes no child logger for a request that writes nothing at the enabled level', async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes enabled lines with the request id, as a child logger would', async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.inject({ url: '/loud' });
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: expect.any(String),
        msg: 'something to see',
        detail: 1,
      }),
    ]);
    await app.close();
  });

  it('keeps Fastify’s own request lines at info, each with its request id', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject({ url: '/quiet' });
    const messages = lines.filter((line) => line.reqId).map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'only at info', 'request completed']);
    expect(new Set(lines.filter((line) => line.reqId).map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
