import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/browser/chromium-flags';
import { NO_BROWSER_MESSAGE, findBrowser } from './scripts/browser/find-browser';
import { realSystem } from './scripts/browser/real-system';

/**
 * End-to-end tests in Chromium against the real server, started here on its own port and a
 * throwaway data directory (never ./data), with the embedded database and demo data. The browser is
 * CHROMIUM_PATH, Playwright's own or a system one (`npm run test:e2e` first gets one if none is here).
 */
const browser = findBrowser(realSystem);
if (!browser) throw new Error(NO_BROWSER_MESSAGE);
const PORT = Number(process.env.E2E_PORT ?? 5055);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers load this file again: keep one directory per run

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // What `npm start` runs: the bundled server (npm run test:e2e builds it first), so the suite
    // exercises the shipped build, not only the TypeScript sources.
    command: 'node dist/server/index.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Limits stay on as in production, with room for what the suite does from one address in a few minutes: its
      // signups and sign-ins, and the articles it opens (the hostile-article, knowledge and XSS specs send well over
      // the 1,000 requests a minute of the global budget and the 120 views a minute of the interactions one, which
      // made a later "1 view" check fail whenever the run was fast enough to meet either).
      RATE_LIMITS:
        'global=20000/60,signup=200/600,waitlist=200/600,generate=200/600,interactions=2000/60,signIn=200/600,sessions=200/600',
      // A demo reset in the middle of the suite would put back a profile a spec has just edited.
      DEMO_RESET_MINUTES: '0',
      // Lets parallel local runs serve their own build: E2E_CLIENT_DIR=/tmp/x npx vite build --outDir /tmp/x
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? 'dist/client',
    },
  },
});
