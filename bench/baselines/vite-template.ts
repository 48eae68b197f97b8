import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from '../lib/processes';

/**
 * Baseline for the client sizes: the empty Vite + React template (index.html, a main.tsx rendering
 * <h1>Hello</h1>), generated into a scratch directory and built with the project's own Vite and
 * React plugin, in the same run. node_modules is linked, so nothing is fetched.
 */
export async function buildViteTemplate(dir: string): Promise<string> {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Hello</title>\n  </head>\n' +
      '  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  );
  fs.writeFileSync(
    path.join(dir, 'src/main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\n" +
      "createRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <h1>Hello</h1>\n  </StrictMode>,\n);\n",
  );
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
  const outDir = path.join(dir, 'dist');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}
