import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../infra/db/schema';

/**
 * Each table belongs to one module, and only that module writes it: another module asks it, through its index.ts,
 * to make the change (the swap module asks the sessions module to create a swap's sessions). That keeps every rule
 * about a table's rows in one folder. Reading another module's tables is allowed (a join is often the fastest way
 * to answer). The demo module alone writes every domain's tables: seeding the demo and putting it back each hour
 * are its whole job, and they write only the demo's rows.
 *
 * The check reads each module's sources for Drizzle writes (`.insert(table)`, `.update(table)`, `.delete(table)`)
 * and raw SQL (`INSERT INTO`, `UPDATE`, `DELETE FROM`), and fails for a table another module owns.
 */

const OWNERS: Record<string, string[]> = {
  accounts: ['authSessions', 'authAccounts', 'authVerifications', 'passkeys', 'serverSecrets'],
  people: ['users', 'personSkills'],
  workspaces: ['companies', 'workspaceMembers', 'workspaceInvitations'],
  matching: ['skillSwaps'],
  recommendations: ['skillRecommendations', 'recommendationFeedback'],
  knowledge: ['institutionalKnowledge', 'knowledgeVersions', 'knowledgeInteractions', 'knowledgeCounts'],
  sessions: ['learningSessions', 'sessionRatings'],
  notifications: ['notifications'],
  demo: ['demoResets'],
  // Infrastructure's own: request budgets.
  infra: ['rateLimitHits'],
};

/** Writes every domain's demo rows by design (see above). */
const WRITES_EVERYWHERE = new Set(['demo']);

const modulesDir = import.meta.dirname;
const tableNames = Object.entries(schema).flatMap(([name, value]) =>
  is(value, Table) ? [{ name, sqlName: getTableName(value) }] : [],
);

function ownerOf(table: string): string | undefined {
  return Object.entries(OWNERS).find(([, tables]) => tables.includes(table))?.[0];
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The tables a source writes: Drizzle calls on a table (or an alias of one) and raw SQL statements. */
function writtenTables(text: string): Set<string> {
  const written = new Set<string>();
  const aliases = new Map<string, string>();
  for (const match of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*(\w+);/g)) aliases.set(match[1]!, match[2]!);
  for (const match of text.matchAll(/\{[^}]*?\b(\w+)\s+as\s+(\w+)[^}]*\}\s+from\s+'[^']*db\/schema'/g))
    aliases.set(match[2]!, match[1]!);
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const name = aliases.get(match[1]!) ?? match[1]!;
    if (tableNames.some((table) => table.name === name)) written.add(name);
  }
  for (const match of text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/gi)) {
    const table = tableNames.find((each) => each.sqlName === match[1]);
    if (table) written.add(table.name);
  }
  return written;
}

describe('table ownership', () => {
  it('gives every table of the schema an owner', () => {
    expect(tableNames.length).toBeGreaterThan(10);
    expect(tableNames.filter((table) => !ownerOf(table.name)).map((table) => table.name)).toEqual([]);
  });

  it('lets only its owner write a table', () => {
    const trespasses: string[] = [];
    for (const module of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      if (WRITES_EVERYWHERE.has(module.name)) continue;
      for (const file of sources(path.join(modulesDir, module.name))) {
        for (const table of writtenTables(fs.readFileSync(file, 'utf8'))) {
          const owner = ownerOf(table);
          if (owner !== module.name)
            trespasses.push(`${path.relative(modulesDir, file)} writes ${table}, which ${owner} owns`);
        }
      }
    }
    expect(trespasses).toEqual([]);
  });

  it('sees a write in each form it checks', () => {
    expect(writtenTables('await tx.insert(learningSessions).values(rows)')).toEqual(new Set(['learningSessions']));
    expect(writtenTables('const ls = learningSessions;\nawait db.update(ls).set({})')).toEqual(
      new Set(['learningSessions']),
    );
    expect(writtenTables("import { learningSessions as ls } from '../../infra/db/schema';\ndb.delete(ls)")).toEqual(
      new Set(['learningSessions']),
    );
    expect(writtenTables('sql`UPDATE workspace_invitations SET revoked_at = now()`')).toEqual(
      new Set(['workspaceInvitations']),
    );
    expect(writtenTables('db.select().from(learningSessions)')).toEqual(new Set());
  });
});
