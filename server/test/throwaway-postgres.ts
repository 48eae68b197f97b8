import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresProgram } from '../infra/backup/postgres-programs';

/**
 * A PostgreSQL server of a test's own, in a temporary directory on a free loopback port, for fault tests that
 * stop, freeze and kill it. Never the shared server of TEST_DATABASE_URL: other suites may be using that one.
 * Needs PostgreSQL's server programs (initdb, pg_ctl), found as server/infra/backup/postgres-programs.ts says. As root (CI), the server runs as the
 * `postgres` user, since PostgreSQL refuses to run as root.
 */

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust login, loopback only). */
  url: string;
  stop(): void;
  start(): void;
  /** SIGSTOP every process of the server: it accepts connections and answers nothing, like a stalled host. */
  freeze(): void;
  thaw(): void;
  /** Ends every connection to the database but the caller's, as an administrator's pg_terminate_backend does. */
  terminateConnections(): Promise<number>;
  destroy(): void;
}

/** The folder holding initdb and pg_ctl, or undefined when this machine has no PostgreSQL server programs. */
export function postgresBinDir(): string | undefined {
  const initdb = postgresProgram('initdb');
  return initdb && postgresProgram('pg_ctl') ? path.dirname(initdb) : undefined;
}

/** Why fault tests cannot run here, or undefined when they can. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (!postgresBinDir())
    return 'no PostgreSQL server programs (initdb, pg_ctl) found: install PostgreSQL or set PG_BIN_DIR';
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root without a "postgres" user to run the server as';
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server's processes: the postmaster and its children, read from /proc (Linux) or ps. */
function serverProcesses(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return [];
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const listing = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const children = listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, ppid]) => ppid === postmaster)
    .map(([pid]) => pid!);
  return [postmaster, ...children];
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(throwawayPostgresUnavailable());
  const asRoot = process.getuid?.() === 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-faults-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dataDir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    const result = spawnSync(command[0] as string, command[1] as string[], { encoding: 'utf8', cwd: os.tmpdir() });
    if (result.status !== 0)
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`.slice(0, 2000));
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-o', options, '-w', 'start']);
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of serverProcesses(dataDir)) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone meanwhile
      }
    }
  };
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    start,
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    async terminateConnections() {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const result = await admin.query(
          `SELECT count(*)::int AS ended FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') t`,
        );
        return (result.rows[0] as { ended: number }).ended;
      } finally {
        await admin.end();
      }
    },
    destroy() {
      signalAll('SIGCONT');
      spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        dataDir,
        '-m',
        'immediate',
        '-w',
        'stop',
      ]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
