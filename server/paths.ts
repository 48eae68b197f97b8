import path from 'node:path';

/**
 * Files the project ships, found from this file's own location rather than the working directory,
 * so `node /path/to/dist/server/index.mjs` works wherever it is started. (The server bundle rewrites
 * import.meta.dirname to this source folder, relative to the bundle: scripts/build-server.mjs.)
 * DATA_DIR is the exception: it is the user's, relative to where they start the server.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** The built React client (`npm run build`). */
export const CLIENT_BUILD_DIR = path.join(PROJECT_ROOT, 'dist/client');
