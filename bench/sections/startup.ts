import type { BenchContext } from '../lib/context';
import { launchApp } from '../lib/processes';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

/**
 * Start-up of the command `npm start` runs (npm and its prestart step excluded), timed from spawn
 * to the first 200 from /api/health: on a fresh data dir (create the database, migrate, seed) and on
 * the existing one it left (open, check migrations and seed), alternating.
 */
export async function startupSection(context: BenchContext): Promise<Row[]> {
  const fresh: number[] = [];
  const existing: number[] = [];
  const rss: number[] = [];
  for (let round = 0; round < context.rounds; round += 1) {
    const dataDir = context.tempDir(`start-${round}`);
    const first = await launchApp('app (fresh data dir)', { dataDir });
    fresh.push(first.readyMs);
    await first.stop();
    const second = await launchApp('app (existing data dir)', { dataDir });
    existing.push(second.readyMs);
    const memory = second.rssMib();
    if (memory !== undefined) rss.push(memory);
    await second.stop();
    context.log(
      `start: round ${round + 1}: fresh ${Math.round(first.readyMs)} ms, existing ${Math.round(second.readyMs)} ms, RSS ${Math.round(memory ?? 0)} MiB`,
    );
  }
  const range = (values: number[]) =>
    `min ${Math.round(Math.min(...values))}, max ${Math.round(Math.max(...values))} ms`;
  const rows: Row[] = [
    {
      section: 'Start (PGlite)',
      metric: 'Launch to /api/health 200, fresh data dir',
      value: median(fresh),
      unit: 'ms',
      detail: range(fresh),
    },
    {
      section: 'Start (PGlite)',
      metric: 'Launch to /api/health 200, existing data dir',
      value: median(existing),
      unit: 'ms',
      detail: range(existing),
      target: { op: '<', value: 1500, on: 'value', label: '< 1,500 ms' },
    },
  ];
  if (rss.length)
    rows.push({
      section: 'Start (PGlite)',
      metric: 'RSS after start (existing data dir)',
      value: median(rss),
      unit: 'MiB',
    });
  return rows;
}
