import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The optional PostgreSQL side: skipped, with a note, when no server answers. */

export function postgresAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export async function reachable(url: string): Promise<string | undefined> {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname))
    return `${hostname} is not loopback; the benchmark only targets this machine`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new, empty database on the server (skillweave_bench_*), and how to drop it. */
export async function createDatabase(adminUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `skillweave_bench_${label}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
