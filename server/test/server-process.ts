import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Runs the real server entry (server/index.ts) as a child process, the way `npm start` does,
 * for tests of start-up, locking, signals and crashes.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the base URL once the server logs that it is ready. */
  ready: Promise<string>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  return spawnEntry(['--import', 'tsx', 'server/index.ts'], env);
}

/**
 * The bundled server (`npm start`'s dist/server/index.mjs): what production runs, and lighter to start several
 * of than the TypeScript entry. Call ensureServerBuild() first.
 */
export function spawnBuiltServer(env: Record<string, string>): ServerProcess {
  return spawnEntry(['dist/server/index.mjs'], env);
}

/** Builds dist/server when it is missing or older than its sources (scripts/ensure-build.mjs); throws if that fails. */
export function ensureServerBuild(): void {
  const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The server build failed:\n${result.stdout}\n${result.stderr}`);
}

function spawnEntry(args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Skillweave ready at (http:\/\/[^"\s]+)/);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
  ready.catch(() => undefined); // callers that expect a failed start only await `exited`
  return { child, output: () => output, ready, exited };
}
