import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER, TEMPLATE_ROOT, holdsDatabase, templateDir, templateKey } from './pglite-template';

/**
 * Build step (scripts/build-server.mjs, npm run build, npm start's prestart): makes the PGlite
 * template for the current migrations unless it exists, and removes templates of other keys.
 * The same PGlite and the same migrator as the server, on disk, closed cleanly.
 */
async function main(): Promise<void> {
  const key = templateKey();
  const target = templateDir(key);
  if (holdsDatabase(target)) return;
  // Loaded only when there is a template to build: prestart runs this check on every npm start.
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);

  const started = performance.now();
  const building = `${target}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  try {
    const client = await PGlite.create({ dataDir: building });
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      await client.query('CHECKPOINT');
    } finally {
      await client.close();
    }
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(building, target);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  for (const entry of fs.readdirSync(TEMPLATE_ROOT)) {
    if (entry !== key && !entry.includes('.building-'))
      fs.rmSync(path.join(TEMPLATE_ROOT, entry), { recursive: true, force: true });
  }
  console.log(
    `Built the embedded database template ${path.relative(process.cwd(), target)} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error('Could not build the embedded database template:', error);
  process.exit(1);
});
