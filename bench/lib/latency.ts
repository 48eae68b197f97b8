import http from 'node:http';
import { assertLoopback } from './load';

/** Sequential request timing over one keep-alive connection: what a single user waits for. */

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function timedGet(url: string, timeoutMs = 30_000): Promise<number> {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

export function timedPost(url: string, timeoutMs = 30_000): Promise<number> {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method: 'POST', agent, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`POST ${url} answered ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`POST ${url} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

/** Times `count` sequential GETs, cycling through `urls`; returns milliseconds per request. */
export async function sampleSequential(urls: readonly string[], count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) samples.push(await timedGet(urls[index % urls.length]!));
  return samples;
}

/**
 * Runs a round's measurements one after another, in reverse order on odd rounds, so that neither the call measured
 * nor its baseline always goes first (on a machine warming up or throttling, the first of a pair fares differently).
 */
export async function inAlternatingOrder(round: number, runs: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const run of round % 2 ? [...runs].reverse() : runs) await run();
}
