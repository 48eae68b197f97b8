// Builds what `npm start` needs when it is missing or older than its sources, so `npm start` and the
// end-to-end tests always serve what the code says, without rebuilding on every start:
//   dist/client                 the React client (vite build, with the landing page rendered to HTML in
//                               .vite/prerendered.json), with .br and .gz copies of its text files;
//                               index.html.br is written last, so a build from before compression counts as stale
//   dist/server/index.mjs       the bundled server, and dist/pglite-template/ (scripts/build-server.mjs)
// With --server-only the client is left alone (npm run bench builds its own copy of the client).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

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

/** Runs `script` when `output` is older than any of `sources`; returns the exit status. */
function ensure(output, sources, script, messages) {
  const built = fs.existsSync(path.join(root, output)) ? fs.statSync(path.join(root, output)).mtimeMs : 0;
  const changed = Math.max(...sources.map(newestMtime));
  if (built >= changed) {
    if (messages.upToDate) console.log(messages.upToDate);
    return undefined;
  }
  console.log(built ? messages.rebuilding : messages.first);
  return spawnSync(process.execPath, script, { cwd: root, stdio: 'inherit' }).status ?? 1;
}

const client = process.argv.includes('--server-only')
  ? undefined
  : ensure(
      'dist/client/index.html.br',
      [
        'client',
        'common',
        'vite.config.ts',
        'scripts/precompress.ts',
        'scripts/prerender.ts',
        'package-lock.json',
        'tsconfig.json',
      ],
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        upToDate: 'Client build is up to date.',
        rebuilding: 'Client sources changed: rebuilding.',
        first: 'Building the client (first start).',
      },
    );
if (client) process.exit(client);

const server = ensure(
  'dist/server/index.mjs',
  ['server', 'common', 'drizzle', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'],
  [path.join(root, 'scripts/build-server.mjs')],
  { rebuilding: 'Server sources changed: rebuilding the server bundle.', first: 'Building the server (first start).' },
);
if (server !== undefined) process.exit(server);

// The bundle is current; the database template may still be missing (a fresh clone, a cleaned dist).
const template = spawnSync(process.execPath, [path.join(root, 'dist/server/build-pglite-template.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(template.status ?? 1);
