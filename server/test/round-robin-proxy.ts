import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_CONNECTION_LIMITS } from '../http/connection-limits';

/**
 * A load balancer in miniature for tests and benchmarks: each request goes to the next app server in turn, over
 * kept-alive connections, with its method, path, headers and body as they came. Loopback only.
 */
export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream received, in the order given. */
  counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  // Idle kept-alive connections are dropped a second before the app servers close theirs: reusing one just as the
  // server closed it answered a benchmark's request with 502 once. The agent destroys a free socket on timeout.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    timeout: DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs - 1_000,
  });
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index]! += 1;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const outgoing = http.request(target, { method: request.method, headers: request.headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('upstream failed');
    });
    request.pipe(outgoing);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
