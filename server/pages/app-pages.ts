import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_ROUTE_PAGES, NOT_FOUND_PAGE, pageModuleOf } from '../../common/app-routes';

/**
 * The HTML of the app's pages, one per page module, each naming the page's own code.
 *
 * The built index.html loads the entry script, which imports the page's chunk only once it runs: on a phone
 * that is one slow round trip after another (HTML, entry, page chunk, then its data) before anything is drawn.
 * Here each page's HTML also carries `<link rel="modulepreload">` for the page's chunk and the chunks it
 * imports (read from Vite's build manifest), so the browser fetches them alongside the entry, except where the
 * page's text is already in the HTML and paints first (PAINTED_BEFORE_PAGE_CODE). The link tags are markup, not
 * inline script, so the content security policy stays as strict.
 *
 * The pages are made once, when the server starts, and each is compressed (brotli and gzip, as the build does
 * for files) the first time a browser asks for it in that encoding, then kept: never per request, and not at
 * start, where brotli's top level for every page would slow the start by a noticeable fraction of a second.
 * Without a manifest (a client built without one, or a test's stand-in) every page is index.html as it is.
 */

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface AppPage {
  /** The page's bytes in an encoding (compressed on first use, then kept). */
  body(encoding: PageEncoding): Buffer;
  /** A strong validator of the uncompressed page; the encoding is added to it per answer. */
  etag: string;
}

/** The parts of an entry of Vite's build manifest (.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where `build.manifest: true` writes it, under the client's directory. */
export const MANIFEST_PATH = path.join('.vite', 'manifest.json');

/**
 * The pages rendered to HTML at build time (scripts/prerender.ts), by address: `{ "/": "<html>" }`. Their HTML
 * goes inside `<div id="root">`, so a phone paints the page before its JavaScript runs; the client hydrates it.
 */
export const PRERENDERED_PATH = path.join('.vite', 'prerendered.json');

/**
 * The client's server-side renderer (client/src/prerender.tsx, built for Node by scripts/prerender.ts), under
 * the client's directory and not served: the build draws its pages with it, and the server a profile's first
 * screen per request (./profile-page.ts).
 */
export const RENDERER_ENTRY = path.join('.vite', 'renderer', 'renderer.mjs');

/**
 * Pages drawn at build time whose HTML names only the entry's code, not the page's own chunks. Their first
 * screen is text the HTML already holds, and the controls on it are drawn disabled until React takes the page
 * over; two dozen preloaded modules would compete with the stylesheet on a slow connection and hold back the
 * first paint (the dashboard on a phone: LCP 1.9-2.0 s without them, 2.7 s with them). The landing page keeps
 * its preloads: its buttons are what it is for, and they work the moment they are seen.
 */
export const PAINTED_BEFORE_PAGE_CODE: ReadonlySet<string> = new Set(['/knowledge', '/dashboard']);

/** The manifest key of a page module: its source path from the client's root. */
const manifestKey = (page: string) => `src/app/routes/${page}.tsx`;

function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, MANIFEST_PATH);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk files a manifest entry loads, itself first, then its static imports (depth first, once each). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * The modulepreload links for a page: its chunk and every chunk it imports, except the entry's own, which
 * index.html loads already.
 */
export function pagePreloads(manifest: Manifest, page: string): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set(entryKey ? chunkFiles(manifest, entryKey) : []);
  return chunkFiles(manifest, manifestKey(page))
    .filter((file) => !loaded.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

function compressed(html: string): AppPage {
  const identity = Buffer.from(html);
  const compress: Record<PageEncoding, () => Buffer> = {
    identity: () => identity,
    br: () =>
      zlib.brotliCompressSync(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    gzip: () => zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  const made: Partial<Record<PageEncoding, Buffer>> = {};
  return {
    body: (encoding) => (made[encoding] ??= compress[encoding]()),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

function readPrerendered(clientDir: string): Record<string, string> {
  const file = path.join(clientDir, PRERENDERED_PATH);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** index.html with the page's build-time HTML inside its root element. */
export function withPrerendered(index: string, html: string): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error('index.html must contain an empty <div id="root"></div>');
  return index.replace(root, () => `<div id="root">${html}</div>`);
}

/** The app's pages by path. */
export interface AppPages {
  /**
   * The page for a path. `drawnFromQuery`: the address carries a query (a filter, a period, an open article),
   * which the page's first screen may draw from, so the build-time HTML, drawn without one, is not used.
   */
  pageFor(pathname: string, options?: { drawnFromQuery?: boolean }): AppPage;
  /**
   * index.html as built: the entry's script and its own preloads, no page's code named. A page drawn on the
   * server per request starts from it (./profile-page.ts).
   */
  indexHtml: string;
}

/** Every page's HTML, made once; `pageFor(pathname)` picks the one the router will draw for a path. */
export function loadAppPages(clientDir: string): AppPages | undefined {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const index = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(clientDir);
  const pages = new Map<string, AppPage>();
  const plain = compressed(index);
  const withLinks = (page: string) => {
    const links = manifest ? pagePreloads(manifest, page) : [];
    // The links go last in <head>: after the entry's own script and preloads, which matter more.
    return links.length ? index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : index;
  };
  for (const page of new Set([...Object.values(APP_ROUTE_PAGES), NOT_FOUND_PAGE])) {
    const html = withLinks(page);
    pages.set(page, html === index ? plain : compressed(html));
  }
  // Rendered for one exact address (the tree depends on it), so `/home`, which draws the same page, stays as it is.
  const prerendered = new Map<string, AppPage>();
  for (const [pathname, html] of Object.entries(readPrerendered(clientDir))) {
    const head = PAINTED_BEFORE_PAGE_CODE.has(pathname) ? index : withLinks(pageModuleOf(pathname));
    prerendered.set(pathname, compressed(withPrerendered(head, html)));
  }
  return {
    pageFor: (pathname, { drawnFromQuery = false } = {}) =>
      (drawnFromQuery ? undefined : prerendered.get(pathname)) ?? pages.get(pageModuleOf(pathname)) ?? plain,
    indexHtml: index,
  };
}

/** The encoding to answer with: brotli, else gzip, else none, as the request's Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
