import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm start` runs dist/server/index.mjs; a deployment may run it from anywhere. The shipped files
 * (the client, migrations, the database template) are found from the bundle itself; only DATA_DIR
 * is relative to where the server was started.
 */

const BUNDLE = path.resolve(import.meta.dirname, '../dist/server/index.mjs');

async function startBundle(cwd: string, env: Record<string, string> = {}) {
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

test.describe('the bundled server started from another directory', () => {
  let cwd: string;
  test.beforeEach(() => {
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-elsewhere-'));
  });
  test.afterEach(() => {
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  test('serves the app, and keeps its data in ./data of that directory', async ({ page }) => {
    const server = await startBundle(cwd);
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
      expect(await home.text()).toContain('<div id="root">');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(fs.existsSync(path.join(cwd, 'data', 'PG_VERSION'))).toBe(true);
      expect(server.output()).not.toContain('client build is missing');

      await page.goto(`${server.url}/knowledge`);
      await expect(page.getByRole('heading', { name: /Knowledge Management Hub/i })).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test('warns at start, naming the command, when the client build is missing', async () => {
    const server = await startBundle(cwd, { CLIENT_DIR: path.join(cwd, 'no-client-here') });
    try {
      expect(server.output()).toContain('The client build is missing');
      expect(server.output()).toContain('npm run build');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
