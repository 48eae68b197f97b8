import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../../paths';

/**
 * A migrated, empty embedded database made once at build time (dist/pglite-template/<key>/), which
 * a fresh data directory starts as a copy of: a file copy instead of PGlite's initdb and the
 * migrations (about 3 s on a 2-core machine). The key covers the PGlite version and every migration,
 * so a template from other code is never used; without a template the server creates the database
 * as before. The server still runs the migrations after copying (a no-op on a current template).
 * See docs/decisions/004-pglite-template-for-fresh-starts.md.
 */

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');
export const TEMPLATE_ROOT = path.join(PROJECT_ROOT, 'dist/pglite-template');

/** The file PostgreSQL writes first into a data directory and we copy last: its presence means "a database is here". */
const MARKER = 'PG_VERSION';

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Identifies the database a template holds: the PGlite version and the migrations applied to it. */
export function templateKey(): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (fs.statSync(full).isFile()) hash.update(`${file}\n`).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export function templateDir(key = templateKey()): string {
  return path.join(TEMPLATE_ROOT, key);
}

export function holdsDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, MARKER));
}

/**
 * Fills a data directory that holds no database yet from the current template, if there is one.
 * PG_VERSION is copied last, so a start interrupted mid-copy is seen as empty and copies again.
 * Returns whether it copied.
 */
export function copyTemplateInto(dataDir: string): boolean {
  if (holdsDatabase(dataDir)) return false;
  const template = templateDir();
  if (!holdsDatabase(template)) return false;
  const entries = fs.readdirSync(template).filter((name) => name !== MARKER);
  for (const name of entries)
    fs.cpSync(path.join(template, name), path.join(dataDir, name), { recursive: true, force: true });
  fs.copyFileSync(path.join(template, MARKER), path.join(dataDir, MARKER));
  return true;
}
