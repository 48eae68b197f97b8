import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What every section gets: the run's settings, a scratch directory, and a place for notes. */
export interface BenchContext {
  /** Alternating rounds per comparison (medians are taken over them). */
  rounds: number;
  /** autocannon -d for each run. */
  seconds: number;
  connections: number;
  /** Sequential samples per round for latency percentiles. */
  scratch: string;
  /** An admin URL of a reachable PostgreSQL server, or undefined (PostgreSQL parts skipped). */
  postgresUrl: string | undefined;
  notes: string[];
  log(message: string): void;
  /** A new empty directory under the run's scratch directory. */
  tempDir(label: string): string;
}

export function createContext(
  settings: Pick<BenchContext, 'rounds' | 'seconds' | 'connections' | 'postgresUrl'>,
): BenchContext {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-bench-'));
  const started = performance.now();
  let counter = 0;
  return {
    ...settings,
    scratch,
    notes: [],
    log(message) {
      const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
      console.log(`[${seconds}s] ${message}`);
    },
    tempDir(label) {
      counter += 1;
      const dir = path.join(scratch, `${String(counter).padStart(2, '0')}-${label}`);
      fs.mkdirSync(dir, { recursive: true });
      return dir;
    },
  };
}
