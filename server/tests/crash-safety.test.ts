import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, LIMITS } from '../../common/constants';
import { spawnServer, type ServerProcess } from '../test/server-process';

/**
 * Crash safety of the embedded database: writes run against the real server, which is killed with
 * SIGKILL at a random moment, again and again. After each restart every write the server
 * acknowledged (201) must be there. Figures are printed for docs/crash-safety.md.
 */

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const WRITERS = 4;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-crash-'));
let current: ServerProcess | undefined;

afterAll(() => {
  if (current && current.child.exitCode === null) current.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DEMO_HUB = `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`;

/** Writes articles to the demo workspace (open to anonymous visitors) until told to stop; returns the acknowledged ids. */
async function writeUntil(url: string, stopped: () => boolean, cycle: number, writer: number): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let index = 0; !stopped(); index += 1) {
    try {
      const response = await fetch(`${url}${DEMO_HUB}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Crash ${cycle}-${writer}-${index}`,
          content: 'Written while the server may be killed.',
          category: 'General',
          tags: [],
        }),
      });
      if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
    } catch {
      return acknowledged; // the server died mid-request: that write was never acknowledged
    }
  }
  return acknowledged;
}

/** Every article id in the demo workspace, page by page. */
async function storedArticleIds(url: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += LIMITS.listMaxLimit) {
    const response = await fetch(`${url}${DEMO_HUB}?limit=${LIMITS.listMaxLimit}&offset=${offset}`);
    const page = (await response.json()) as { id: string }[];
    for (const article of page) ids.add(article.id);
    if (page.length < LIMITS.listMaxLimit) return ids;
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('crash safety of the embedded database', () => {
  it(`keeps every acknowledged write through ${CYCLES} SIGKILLs at random moments`, async () => {
    const acknowledged: string[] = [];
    const startTimes: number[] = [];
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const started = performance.now();
      current = spawnServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
      const url = await current.ready;
      startTimes.push(performance.now() - started);

      // Everything acknowledged so far survived the previous kill.
      const present = await storedArticleIds(url);
      const missing = acknowledged.filter((id) => !present.has(id));
      expect(missing, `after restart ${cycle}`).toEqual([]);

      let stop = false;
      const writers = Array.from({ length: WRITERS }, (_, writer) => writeUntil(url, () => stop, cycle, writer));
      await new Promise((resolve) => setTimeout(resolve, 100 + random() * 900));
      current.child.kill('SIGKILL');
      stop = true;
      for (const ids of await Promise.all(writers)) acknowledged.push(...ids);
      await current.exited;
    }

    // A final clean start: all acknowledged writes are there, and SIGTERM stops it cleanly.
    current = spawnServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
    const url = await current.ready;
    const present = await storedArticleIds(url);
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    const stopping = performance.now();
    current.child.kill('SIGTERM');
    expect(await current.exited).toBe(0);
    const stopMs = performance.now() - stopping;

    const sorted = [...startTimes].sort((a, b) => a - b);
    console.info(
      `crash loop: ${CYCLES} SIGKILLs, ${acknowledged.length} acknowledged writes, 0 lost; ` +
        `restart to ready median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; ` +
        `SIGTERM to exit ${stopMs.toFixed(0)} ms`,
    );
    expect(acknowledged.length).toBeGreaterThan(CYCLES);
  }, 600_000);
});
