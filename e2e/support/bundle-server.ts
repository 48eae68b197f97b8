import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The shipped server (dist/server/index.mjs), started by a spec that needs its own settings. */

const BUNDLE = path.resolve(import.meta.dirname, '../../dist/server/index.mjs');

export interface BundleServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the bundle in `cwd` with `env` over a clean environment (no DATA_DIR or CLIENT_DIR of the suite's). */
export async function startBundle(cwd: string, env: Record<string, string> = {}): Promise<BundleServer> {
  const { DATA_DIR: _dataDir, CLIENT_DIR: _clientDir, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUNDLE], {
    cwd,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Skillweave ready at (http:\/\/[^"\s]+)/);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A loopback port nobody listens on right now, for a server whose public URL must name its port up front. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
