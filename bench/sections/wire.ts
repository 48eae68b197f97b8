import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import { DEMO_WORKSPACE } from '../../common/constants';
import type { BenchContext } from '../lib/context';
import { appCommand, launch, ROOT } from '../lib/processes';
import type { Row } from '../lib/report';
import { ratio } from '../lib/stats';

/**
 * Bytes on the wire: what a browser downloads to show the landing page, and the knowledge list's JSON, each
 * asked once as `Accept-Encoding: identity` (before) and once as `br` (after), from the app server serving a
 * client built here with the project's vite.config.ts (which writes the .br copies). Bodies only, as received.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LANDING_SOURCE = 'src/app/routes/landing.tsx';
const KIB = 1024;

/** The assets index.html names: the entry script, its preloads, the stylesheet and the icon. */
function linkedFromHtml(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
}

/** The landing page's chunk (loaded lazily by the router, so not in index.html), its static imports and CSS. */
function landingChunkFiles(manifest: Manifest): string[] {
  const key = Object.keys(manifest).find((name) => name === LANDING_SOURCE || manifest[name]!.src === LANDING_SOURCE);
  if (!key) throw new Error(`the client build has no chunk for ${LANDING_SOURCE}`);
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}

/** Fonts an English page needs: the @font-face rules whose unicode-range covers Basic Latin (U+00-FF). */
function latinFonts(css: string): string[] {
  return [...css.matchAll(/@font-face\{[^}]*\}/g)]
    .map((match) => match[0])
    .filter((rule) => /unicode-range:\s*U\+(?:\?\?|0+-0*FF)\b/i.test(rule))
    .flatMap((rule) => [...rule.matchAll(/url\((\/[^)]+)\)/g)].map((found) => found[1]!));
}

/** The body's size as it crossed the wire (not decoded), and its Content-Encoding. */
function download(
  url: string,
  encoding: 'identity' | 'br',
): Promise<{ bytes: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, body, encoding: response.headers['content-encoding'] });
      });
    });
    request.on('error', reject);
  });
}

export async function wireSection(context: BenchContext): Promise<Row[]> {
  context.log('wire: building the client (with its compressed copies) and starting the app on it');
  const clientDir = path.join(context.tempDir('wire-client'), 'dist');
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const app = await launch('app (wire)', appCommand(), {
    env: {
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      DATA_DIR: context.tempDir('wire-data'),
      DATABASE_URL: '',
      CLIENT_DIR: clientDir,
    },
  });
  try {
    const html = (await download(`${app.baseUrl}/`, 'identity')).body.toString();
    const assets = new Set([...linkedFromHtml(html), ...landingChunkFiles(manifest)]);
    for (const file of [...assets].filter((name) => name.endsWith('.css')))
      for (const font of latinFonts(fs.readFileSync(path.join(clientDir, file), 'utf8'))) assets.add(font);
    const landing = ['/', ...assets];

    const measure = async (paths: string[], encoding: 'identity' | 'br') => {
      let bytes = 0;
      for (const name of paths) bytes += (await download(app.baseUrl + name, encoding)).bytes;
      return bytes;
    };
    const landingPlain = await measure(landing, 'identity');
    const landingBr = await measure(landing, 'br');
    const list = `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`;
    const listPlain = await measure([list], 'identity');
    const listAnswer = await download(app.baseUrl + list, 'br');
    if (listAnswer.encoding !== 'br')
      throw new Error(`${list} was not compressed (content-encoding ${listAnswer.encoding})`);
    context.log(
      `wire: landing ${landing.length} files ${(landingPlain / KIB).toFixed(1)} -> ${(landingBr / KIB).toFixed(1)} KiB; ` +
        `knowledge list ${(listPlain / KIB).toFixed(1)} -> ${(listAnswer.bytes / KIB).toFixed(1)} KiB`,
    );
    return [
      {
        section: 'Bytes on the wire',
        metric: 'Landing page: HTML, JS, CSS and fonts to show /, brotli',
        value: landingBr / KIB,
        unit: 'KiB',
        detail: `${landing.length} files`,
        baseline: { name: 'same files, Accept-Encoding: identity', value: landingPlain / KIB, unit: 'KiB' },
        ratio: ratio(landingBr, landingPlain),
      },
      {
        section: 'Bytes on the wire',
        metric: 'Knowledge list JSON (demo), brotli',
        value: listAnswer.bytes / KIB,
        unit: 'KiB',
        baseline: { name: 'Accept-Encoding: identity', value: listPlain / KIB, unit: 'KiB' },
        ratio: ratio(listAnswer.bytes, listPlain),
      },
    ];
  } finally {
    await app.stop();
  }
}
