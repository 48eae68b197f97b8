// Builds what `npm start` runs: the server bundled into dist/server/index.mjs (our TypeScript and the
// packages that are slow to load file by file, in one file; the rest left to node_modules), and the
// embedded database template for fresh data directories. Plain Node then starts the server without
// transpiling ~50 files or resolving a thousand package files on every start.
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

/**
 * Packages bundled in rather than loaded from node_modules at start: ES modules spread over about a thousand
 * small files (the auth library with its query builder and WebAuthn code, Drizzle, zod, the mailer), whose
 * resolving and compiling took more of the start than anything else (1.87 s to 1.30 s on an existing data
 * directory). zod's type provider comes along so that it shares the bundle's zod. Left to node_modules:
 * packages that find files next to themselves (PGlite's WebAssembly, the static file and Swagger UI plugins),
 * pg (imported only when DATABASE_URL is set), and the CommonJS packages Node loads quickly (Fastify and its
 * plugins, helmet).
 */
const BUNDLED_PACKAGES = [
  'better-auth',
  '@better-auth/core',
  '@better-auth/passkey',
  'drizzle-orm',
  'zod',
  'fastify-type-provider-zod',
  'nodemailer',
];
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !BUNDLED_PACKAGES.includes(name))
  .flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [sourceDirname],
  banner: {
    js: [
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __dirnameOf, resolve as __resolvePath } from 'node:path';",
      // Bundled CommonJS (the mailer) requires Node's own modules, which an ES module has no require for.
      "import { createRequire as __createRequire } from 'node:module';",
      'const require = __createRequire(import.meta.url);',
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
  entryPoints: { 'build-pglite-template': path.join(root, 'server/infra/db/build-pglite-template.ts') },
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
