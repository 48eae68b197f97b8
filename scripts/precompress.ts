import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { RENDERER_ENTRY } from '../server/pages/app-pages';

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file of the
 * built client, once at build time, so the server sends them as they are (server/pages/client.ts) instead of
 * compressing the same bytes on every request, and at a level too slow to use per request.
 * Why our own step rather than a plugin package: docs/decisions/012-precompressed-client-files.md.
 */

/** Text formats (and fonts without compression of their own); woff2, woff and images are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf|eot)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/** The server-side renderer's code is read by the server, never sent to a browser: no copies for it. */
const rendererDir = path.dirname(RENDERER_ENTRY) + path.sep;

/**
 * Compresses every compressible file under dir; returns how many files got their two copies. The top
 * index.html goes last: its .br copy is the sign that the whole directory was done (scripts/ensure-build.mjs).
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const index = path.join(dir, 'index.html');
  const files = (await filesUnder(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !path.relative(dir, file).startsWith(rendererDir),
  );
  await Promise.all(files.filter((file) => file !== index).map(compressFile));
  if (files.includes(index)) await compressFile(index);
  return files.length;
}

/**
 * The Vite side: after every production build (npm run build, scripts/ensure-build.mjs, the benchmark's own
 * client build), compress what was written. index.html is compressed with the rest, and its .br copy is what
 * ensure-build.mjs checks, so a build from before this step counts as stale.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'skillweave-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const count = await precompressDirectory(outDir);
      this.info?.(`precompressed ${count} files (.br, .gz) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
