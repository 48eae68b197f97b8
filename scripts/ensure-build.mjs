// Builds the client when dist/client is missing or older than its sources, so `npm start` and the
// end-to-end tests always serve what the code says, without rebuilding on every start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'dist/client/index.html');
const sources = ['client', 'common', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
const changed = Math.max(...sources.map(newestMtime));
if (built >= changed) {
  console.log('Client build is up to date.');
} else {
  console.log(built ? 'Client sources changed: rebuilding.' : 'Building the client (first start).');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
