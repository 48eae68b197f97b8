// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** How many answers came back with each status code. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    maxOverallRequests?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Each connection sends these in turn, then starts over. */
    requests?: { method?: string; path: string; body?: string; headers?: Record<string, string> }[];
  }
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
