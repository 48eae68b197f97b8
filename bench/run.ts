import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createContext, type BenchContext } from './lib/context';
import { postgresAdminUrl, reachable } from './lib/postgres';
import { ROOT, appCommand, killAll } from './lib/processes';
import { machine, met, textTable, writeReport, RESULTS_FILE, DOC_FILE, type Row } from './lib/report';
import { analyticsSection } from './sections/analytics';
import { clientSection } from './sections/client';
import { httpSection } from './sections/http';
import { multiSection } from './sections/multi';
import { phoneSection } from './sections/phone';
import { searchSection } from './sections/search';
import { startupSection } from './sections/startup';
import { wireSection } from './sections/wire';

/**
 * npm run bench: measures Skillweave against baselines measured in the same run and prints the ratio
 * table; writes bench/results/latest.json and the figures section of docs/performance.md.
 *
 *   BENCH_DATABASE_URL  PostgreSQL admin URL on loopback (else DATABASE_URL; unreachable: skipped)
 *   BENCH_ROUNDS        alternating rounds per comparison (default 5)
 *   BENCH_SECONDS       autocannon duration per run (default 3)
 *   BENCH_ONLY          comma-separated sections (client,start,http,search,wire,phone,multi,analytics) for a partial run,
 *                       which prints its table but writes nothing
 */

const SECTIONS: Record<string, (context: BenchContext) => Promise<Row[]>> = {
  client: clientSection,
  start: startupSection,
  http: httpSection,
  search: searchSection,
  wire: wireSection,
  phone: phoneSection,
  multi: multiSection,
  analytics: analyticsSection,
};

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const machineAtStart = machine();
  const only = process.env.BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of only ?? [])
    if (!SECTIONS[name]) throw new Error(`BENCH_ONLY: unknown section ${name} (${Object.keys(SECTIONS).join(', ')})`);

  let postgresUrl = postgresAdminUrl();
  const notes: string[] = [];
  if (postgresUrl) {
    const problem = await reachable(postgresUrl);
    if (problem) {
      notes.push(`PostgreSQL parts skipped: ${problem}.`);
      postgresUrl = undefined;
    }
  } else {
    notes.push(
      'PostgreSQL parts skipped: set BENCH_DATABASE_URL (a loopback server whose role may CREATE DATABASE) to include them.',
    );
  }
  const context = createContext({
    rounds: positive('BENCH_ROUNDS', 5),
    seconds: positive('BENCH_SECONDS', 3),
    connections: 10,
    postgresUrl,
  });
  context.notes.push(...notes);
  for (const note of notes) context.log(note);

  const stop = () => {
    killAll();
    fs.rmSync(context.scratch, { recursive: true, force: true });
    process.exit(130);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // What npm start's prestart would build for the server (the bundle, the database template); the
  // client is built by the client section into a scratch directory, leaving dist/client alone.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs'), '--server-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('scripts/ensure-build.mjs --server-only failed');

  context.log(`bench: app command ${appCommand().join(' ')}; machine ${JSON.stringify(machineAtStart)}`);
  const rows: Row[] = [];
  try {
    for (const [name, section] of Object.entries(SECTIONS)) {
      if (only && !only.includes(name)) continue;
      rows.push(...(await section(context)));
    }
  } finally {
    killAll();
    fs.rmSync(context.scratch, { recursive: true, force: true });
  }

  const judged = rows.map((row) => ({ ...row, met: met(row) }));
  const durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
  console.log(`\nSkillweave benchmark, ${startedAt.toISOString()}, ${Math.round(durationSeconds)} s\n`);
  console.log(textTable(judged));
  if (context.notes.length) console.log(`\n${context.notes.map((note) => `- ${note}`).join('\n')}`);

  if (only) {
    console.log('\nPartial run (BENCH_ONLY): nothing written.');
    return;
  }
  writeReport({
    startedAt: startedAt.toISOString(),
    durationSeconds,
    machine: machineAtStart,
    settings: {
      rounds: context.rounds,
      seconds: context.seconds,
      connections: context.connections,
      postgres: Boolean(postgresUrl),
      appCommand: appCommand().slice(1).join(' '),
    },
    notes: context.notes,
    rows: judged,
  });
  console.log(`\nWrote ${RESULTS_FILE} and the figures in ${DOC_FILE}.`);
}

main().catch((error: unknown) => {
  killAll();
  console.error(error);
  process.exit(1);
});
