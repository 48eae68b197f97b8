import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startBundle } from './support/bundle-server';

/**
 * `npm start` runs dist/server/index.mjs; a deployment may run it from anywhere. The shipped files
 * (the client, migrations, the database template) are found from the bundle itself; only DATA_DIR
 * is relative to where the server was started.
 */

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
