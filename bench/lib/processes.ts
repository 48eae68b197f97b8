import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** Servers under test, each in its own process on its own loopback port, like the real server. */

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every child still running, so an interrupted run can stop them all. */
const live = new Set<ChildProcess>();

export function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
}

export interface Launched {
  name: string;
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 from the ready path. */
  readyMs: number;
  /** Resident set size now, in MiB (Linux /proc), or undefined elsewhere. */
  rssMib(): number | undefined;
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The command `npm start` runs (package.json "start"), as argv for a direct child of this node. */
export function appCommand(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [tool, ...args] = pkg.scripts.start!.trim().split(/\s+/);
  if (tool === 'node') return [process.execPath, ...args];
  if (tool === 'tsx') return [process.execPath, '--import', 'tsx', ...args];
  throw new Error(`cannot run the start script "${pkg.scripts.start}" directly`);
}

/** A TypeScript file of the benchmark (a baseline server) run the same way as a child. */
export function tsCommand(file: string): string[] {
  return [process.execPath, '--import', 'tsx', path.join(ROOT, file)];
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => {
      request.destroy();
      resolve(false);
    });
  });
}

export function rssMib(pid: number): number | undefined {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface LaunchOptions {
  env?: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
}

export async function launch(
  name: string,
  argv: string[],
  { env = {}, readyPath = '/api/health', timeoutMs = 180_000 }: LaunchOptions = {},
): Promise<Launched> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(argv[0]!, argv.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = started + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before it was ready:\n${output}`);
    if (await answers(baseUrl + readyPath)) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return { name, baseUrl, pid: child.pid!, readyMs, rssMib: () => rssMib(child.pid!), output: () => output, stop };
}

/** The app server on a throwaway data dir or a PostgreSQL URL, rate limits off, quiet logs. */
export type AppTarget = { dataDir: string } | { databaseUrl: string };

export function launchApp(name: string, target: AppTarget, timeoutMs?: number): Promise<Launched> {
  const env: Record<string, string> = { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' };
  if ('dataDir' in target) Object.assign(env, { DATA_DIR: target.dataDir, DATABASE_URL: '' });
  else Object.assign(env, { DATABASE_URL: target.databaseUrl });
  return launch(name, appCommand(), { env, timeoutMs });
}
