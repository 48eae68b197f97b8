import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin } from 'vite';
import { PRERENDERED_PATH, RENDERER_ENTRY } from '../server/pages/app-pages';

/**
 * Renders the pages whose first screen does not depend on the visitor to HTML at build time, and writes it
 * where the server reads it (PRERENDERED_PATH under the client's directory, not served): the server puts a
 * page's HTML inside its `<div id="root">`, so a phone paints the text at once instead of after running
 * React and the page's code, and main.tsx hydrates it. Why, and the limits:
 * docs/decisions/014-landing-page-rendered-at-build-time.md.
 *
 * The renderer itself is kept (RENDERER_ENTRY, not served either): the server draws a profile's first screen
 * with it per request, from the person's data (server/pages/profile-page.ts).
 */

/** The addresses rendered (the router picks each one's page, common/app-routes.ts). */
export const PRERENDERED_PATHS = ['/', '/knowledge', '/dashboard'] as const;

/** The client's server-side entry, built for Node with every dependency bundled in, at RENDERER_ENTRY. */
async function buildRenderer(root: string, alias: Alias[], outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    // Everything bundled: the renderer runs from the built client, with no node_modules beside it.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: path.join(outDir, path.dirname(RENDERER_ENTRY)),
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      // .mjs throughout: ES modules wherever the built client is copied, with or without a package.json.
      rolldownOptions: {
        output: { entryFileNames: path.basename(RENDERER_ENTRY), chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
  return path.join(outDir, RENDERER_ENTRY);
}

export function prerender(): Plugin {
  let outDir = '';
  let root = '';
  let alias: Alias[] = [];
  let isSsrBuild = false;
  return {
    name: 'skillweave-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
      alias = config.resolve.alias;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const started = performance.now();
      const entry = await buildRenderer(root, alias, outDir);
      const { renderPage } = (await import(pathToFileURL(entry).href)) as {
        renderPage: (path: string) => Promise<string>;
      };
      const pages: Record<string, string> = {};
      for (const pagePath of PRERENDERED_PATHS) pages[pagePath] = await renderPage(pagePath);
      await fs.mkdir(path.dirname(path.join(outDir, PRERENDERED_PATH)), { recursive: true });
      await fs.writeFile(path.join(outDir, PRERENDERED_PATH), JSON.stringify(pages));
      this.info?.(`prerendered ${Object.keys(pages).join(', ')} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
