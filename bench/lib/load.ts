import autocannon, { type Options, type Result } from 'autocannon';

/** One bounded autocannon run (time and request count both capped) against a loopback URL. */

export interface LoadResult {
  /** Completed 2xx responses per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

export interface LoadOptions {
  seconds: number;
  connections?: number;
  maxRequests?: number;
  /** A workload of several calls, taken in turn by each connection; the URL's own path when absent. */
  requests?: Options['requests'];
}

export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(hostname))
    throw new Error(`refusing to load ${url}: loopback only`);
}

export async function load(
  url: string,
  { seconds, connections = 10, maxRequests = 500_000, requests }: LoadOptions,
): Promise<LoadResult> {
  assertLoopback(url);
  const instance = autocannon({
    url,
    connections,
    pipelining: 1,
    duration: seconds,
    maxOverallRequests: maxRequests,
    timeout: 10,
    requests,
  });
  // A hard stop in case the server stops answering: autocannon would otherwise wait on time-outs.
  const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
  try {
    const result = await instance;
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
      throw new Error(
        `${url}: ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx answers (by status: ${statusCounts(result)})`,
      );
    }
    return {
      rps: result['2xx'] / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result['2xx'],
    };
  } finally {
    clearTimeout(guard);
  }
}

const statusCounts = (result: Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status} x${count}`)
    .join(', ');
