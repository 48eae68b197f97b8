/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { prerender } from './scripts/prerender';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API server listens on 5000 by default; API_PORT lets a second checkout or an e2e run use another port.
const apiPort = process.env.API_PORT ?? '5000';

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  // prerender before precompress: both run when the bundle is written, in this order.
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@': fromRoot('./client/src'),
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // No source maps in what is shipped: they would serve the full client sources to anyone.
    sourcemap: false,
    // .vite/manifest.json: which chunks each page needs, so the server can name them in the page's HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, every icon is a chunk of its own, a few hundred bytes each: a page such as the knowledge
          // hub then needed 50 files, and a phone on HTTP/1.1 fetches six at a time, one round trip per batch.
          // All the icons the app draws are one chunk (about 11 kB compressed) that every page shares.
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  test: {
    // Vite's root is client/, but test globs are written from the repository root.
    root: fromRoot('.'),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          root: fromRoot('.'),
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: [fromRoot('./client/src/test/setup.ts')],
          css: false,
          // A loaded machine (another test run, a CPU hog) must not fail a test that would pass given time.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: fromRoot('.'),
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are heavy (~1 GB each); one file at a time keeps a 2-core machine usable.
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
