import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import type * as PlaywrightCore from 'playwright-core';
import type { System } from './find-browser';

const require = createRequire(import.meta.url);

/** The machine itself, for find-browser.ts. */
export const realSystem: System = {
  env: process.env,
  platform: process.platform,
  homeDir: os.homedir(),
  exists: (file) => fs.existsSync(file),
  playwrightExecutable() {
    try {
      return (require('playwright-core') as typeof PlaywrightCore).chromium.executablePath();
    } catch {
      return undefined;
    }
  },
  run: (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1,
  isRoot: () => process.getuid?.() === 0,
  osRelease() {
    try {
      return fs.readFileSync('/etc/os-release', 'utf8');
    } catch {
      return undefined;
    }
  },
};
