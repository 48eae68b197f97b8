import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where PostgreSQL's programs are on this machine: PG_BIN_DIR when set, the PATH, Debian's
 * /usr/lib/postgresql/<version>/bin (newest first: pg_dump must be at least the server's version), Homebrew's
 * folders, and pg_config's answer. Used by `npm run backup` / `npm run restore` (pg_dump, pg_restore) and by the
 * fault tests' throwaway server (initdb, pg_ctl).
 */
export function postgresBinDirs(): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  for (const root of ['/usr/lib/postgresql', '/opt/homebrew/opt', '/usr/local/opt']) {
    if (!fs.existsSync(root)) continue;
    const versions = fs
      .readdirSync(root)
      .filter((name) => /^(postgresql@)?\d+$/.test(name))
      .sort((a, b) => Number(b.replace(/\D/g, '')) - Number(a.replace(/\D/g, '')));
    for (const version of versions) dirs.push(path.join(root, version, 'bin'));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) dirs.push(pgConfig.stdout.trim());
  dirs.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return dirs;
}

/** The full path of one of PostgreSQL's programs, or undefined when none is found. */
export function postgresProgram(name: string): string | undefined {
  for (const dir of postgresBinDirs()) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}
