import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { buildViteTemplate } from '../baselines/vite-template';
import type { BenchContext } from '../lib/context';
import { ROOT } from '../lib/processes';
import type { Row } from '../lib/report';
import { ratio } from '../lib/stats';

/**
 * Client weight: the app is built here with the project's vite.config.ts (into a scratch dir, with a
 * manifest), next to the empty Vite React template built the same way. The landing route's initial
 * JS is the entry's static import closure plus the landing page chunk and its static imports.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LANDING_SOURCE = 'src/app/routes/landing.tsx';
const KIB = 1024;

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

function readManifest(outDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Files of the given chunks and everything they import statically. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function allJs(outDir: string): string[] {
  const assets = path.join(outDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
}

export async function clientSection(context: BenchContext): Promise<Row[]> {
  context.log('client: building the app and the empty Vite React template');
  const appOut = path.join(context.tempDir('client-app'), 'dist');
  const started = performance.now();
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: appOut, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const appBuildSeconds = (performance.now() - started) / 1000;
  const templateOut = await buildViteTemplate(context.tempDir('vite-template'));

  const manifest = readManifest(appOut);
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const landingKey = Object.keys(manifest).find(
    (key) => key === LANDING_SOURCE || manifest[key]!.src === LANDING_SOURCE,
  );
  if (!landingKey) throw new Error(`the client build has no chunk for ${LANDING_SOURCE}`);
  const landingFiles = staticClosure(manifest, [...entryKeys, landingKey]);
  const sum = (outDir: string, files: Iterable<string>) =>
    [...files]
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSize(path.join(outDir, file)), 0);

  const landing = sum(appOut, landingFiles);
  const appFiles = allJs(appOut);
  const all = sum(appOut, appFiles);
  const template = sum(templateOut, allJs(templateOut));
  const largest = appFiles
    .map((file) => ({ file, size: gzipSize(path.join(appOut, file)) }))
    .sort((a, b) => b.size - a.size)[0]!;
  context.log(
    `client: built in ${appBuildSeconds.toFixed(1)} s; landing ${(landing / KIB).toFixed(1)} KiB gzip, all JS ${(all / KIB).toFixed(1)} KiB, template ${(template / KIB).toFixed(1)} KiB`,
  );

  const templateBaseline = { name: 'empty Vite React template, all JS', value: template / KIB, unit: 'KiB' };
  return [
    {
      section: 'Client (gzip)',
      metric: "Landing route's initial JS",
      value: landing / KIB,
      unit: 'KiB',
      detail: `${landingFiles.size} files`,
      baseline: templateBaseline,
      ratio: ratio(landing, template),
      target: { op: '<=', value: 150, on: 'value', label: '<= 150 KiB' },
    },
    {
      section: 'Client (gzip)',
      metric: 'All JS',
      value: all / KIB,
      unit: 'KiB',
      detail: `${appFiles.length} files`,
      baseline: templateBaseline,
      ratio: ratio(all, template),
    },
    {
      section: 'Client (gzip)',
      metric: `Largest chunk (${largest.file.replace(/^assets\//, '')})`,
      value: largest.size / KIB,
      unit: 'KiB',
      baseline: templateBaseline,
      ratio: ratio(largest.size, template),
    },
  ];
}
