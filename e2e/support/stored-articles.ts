import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEMO_WORKSPACE } from '../../common/constants';
import { startBundle } from './bundle-server';

/**
 * The shipped server over a database that already holds articles the API would refuse today: articles written
 * before a rule existed (or by an older server) stay in the database and reach every reader's page. The server
 * starts once to create and seed its data directory, stops, the articles are written into its database directly,
 * and it starts again on that data.
 */

export interface StoredArticlesServer {
  url: string;
  /** Each article's id, by its title. */
  ids: Record<string, string>;
  stop(): Promise<void>;
}

export async function startServerWithArticles(
  articles: readonly { title: string; content: string }[],
): Promise<StoredArticlesServer> {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-stored-articles-'));
  // No demo reset while the spec runs: it removes articles the demo user wrote once they are a period old.
  const env = { DEMO_RESET_MINUTES: '0', RATE_LIMITS: 'off' };
  await (await startBundle(cwd, env)).stop();

  const ids: Record<string, string> = {};
  const db = await PGlite.create({ dataDir: path.join(cwd, 'data') });
  try {
    for (const { title, content } of articles) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO institutional_knowledge (company_id, author_id, title, content, category, tags)
         VALUES ($1, $2, $3, $4, 'General', '{stored}') RETURNING id`,
        [DEMO_WORKSPACE.companyId, DEMO_WORKSPACE.userId, title, content],
      );
      ids[title] = rows[0]!.id;
    }
  } finally {
    await db.close();
  }

  const server = await startBundle(cwd, env);
  return {
    url: server.url,
    ids,
    async stop() {
      await server.stop();
      fs.rmSync(cwd, { recursive: true, force: true });
    },
  };
}
