// Builds what `npm start` runs: the server bundled into dist/server/index.mjs (our TypeScript in one
// file, packages left to node_modules), and the embedded database template for fresh data
// directories. Plain Node then starts the server without transpiling ~50 files on every start.
// See docs/decisions/003-bundled-server-for-npm-start.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server');

/**
 * The sources use import.meta.dirname to find files shipped next to them (migrations, the skill
 * catalogue). In the bundle that would be dist/server, so each use is rewritten to the source file's
 * own directory, relative to the bundle.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (contents.includes('import.meta.dirname')) {
        const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
        contents = contents.replaceAll('import.meta.dirname', `__sourceDirname(${JSON.stringify(relative)})`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

const started = performance.now();
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [sourceDirname],
  banner: {
    js: [
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __dirnameOf, resolve as __resolvePath } from 'node:path';",
      'const __sourceDirname = (relative) => __resolvePath(__dirnameOf(__fileURLToPath(import.meta.url)), relative);',
    ].join('\n'),
  },
};
fs.rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  ...common,
  entryPoints: { index: path.join(root, 'server/index.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
});
await esbuild.build({
  ...common,
  entryPoints: { 'build-pglite-template': path.join(root, 'server/db/build-pglite-template.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
});
console.log(
  `Bundled the server into ${path.relative(root, outdir)}/index.mjs in ${Math.round(performance.now() - started)} ms.`,
);

const template = spawnSync(process.execPath, [path.join(outdir, 'build-pglite-template.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(template.status ?? 1);
