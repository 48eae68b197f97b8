import { sql } from 'drizzle-orm';
import { DEMO_WORKSPACE, KNOWLEDGE_CATEGORIES } from '../../common/constants';
import type { Database } from '../../server/infra/db/client';
import { institutionalKnowledge } from '../../server/infra/db/schema';

/**
 * Synthetic knowledge articles for the search benchmark, deterministic so every run searches the
 * same corpus. Search terms come in three tiers by how many articles hold them: rare (~0.1%),
 * medium (~3%) and common (~30%). Everything else is filler vocabulary no term matches.
 */

export const RARE_TERMS = [
  'zanzibar',
  'quokka',
  'obsidian',
  'tamarind',
  'fjord',
  'gondola',
  'marzipan',
  'kestrel',
  'lagoon',
  'porcupine',
  'saffron',
  'tundra',
  'walrus',
  'yodel',
];
export const MEDIUM_TERMS = [
  'kubernetes',
  'onboarding',
  'retrospective',
  'accessibility',
  'latency',
  'migration',
  'budget',
  'interview',
  'roadmap',
  'incident',
  'mentoring',
  'compliance',
  'telemetry',
];
export const COMMON_TERMS = [
  'team',
  'project',
  'review',
  'customer',
  'process',
  'design',
  'quality',
  'release',
  'feedback',
  'meeting',
  'document',
  'support',
  'hiring',
];

/** The 40 rotated search terms, interleaved so any window of the rotation mixes the tiers. */
export const SEARCH_TERMS: string[] = Array.from({ length: 14 }, (_, index) => [
  RARE_TERMS[index],
  MEDIUM_TERMS[index],
  COMMON_TERMS[index],
])
  .flat()
  .filter((term): term is string => term !== undefined);

const TIERS: [string[], number][] = [
  [RARE_TERMS, 0.001],
  [MEDIUM_TERMS, 0.03],
  [COMMON_TERMS, 0.3],
];

const FILLER = (
  'we the a of to and in for with on that this is are was it as be by our from at how when what why which can will should ' +
  'notes guide steps checklist approach practice lesson example summary context owner goal result change update plan ' +
  'engineering product sales finance people operations data platform service system code test deploy build ship measure ' +
  'learn share write read explain decide agree improve simplify automate track report schedule prepare follow check'
).split(' ');

/** A small deterministic generator (LCG), so every run seeds the same articles. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Article number `index` (0-based): the same text for the same index in every run. */
export function syntheticArticle(index: number, now: number) {
  const random = generator(index * 7919 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = (count: number) => Array.from({ length: count }, () => pick(FILLER));

  const terms: string[] = [];
  for (const [list, share] of TIERS) for (const term of list) if (random() < share) terms.push(term);

  const title = [...words(3), ...terms.filter(() => random() < 0.3), ...words(2)].join(' ');
  const body = words(140 + Math.floor(random() * 80));
  // Each chosen term appears once or twice somewhere in the content.
  for (const term of terms) {
    const times = 1 + Math.floor(random() * 2);
    for (let time = 0; time < times; time += 1) body.splice(Math.floor(random() * body.length), 0, term);
  }
  const content = body.join(' ').replace(/(\S+ \S+ \S+ \S+ \S+ \S+ \S+ \S+ \S+ \S+ \S+ \S+) /g, '$1. ');
  return {
    companyId: DEMO_WORKSPACE.companyId,
    title: `${title.charAt(0).toUpperCase()}${title.slice(1)} ${index}`,
    content,
    category: KNOWLEDGE_CATEGORIES[index % KNOWLEDGE_CATEGORIES.length]!,
    tags: [pick(FILLER), ...terms.filter(() => random() < 0.2)].slice(0, 4),
    createdAt: new Date(now - (index % 730) * DAY_MS - index * 1000),
  };
}

/**
 * Inserts articles [from, to) into the demo company with batched multi-row inserts through the
 * app's own schema, then refreshes planner statistics the way a maintained database has them.
 */
export async function seedArticles(db: Database, from: number, to: number, batch = 500): Promise<void> {
  const now = Date.UTC(2026, 0, 1);
  for (let start = from; start < to; start += batch) {
    const rows = [];
    for (let index = start; index < Math.min(to, start + batch); index += 1) rows.push(syntheticArticle(index, now));
    await db.insert(institutionalKnowledge).values(rows);
  }
}

export async function analyze(db: Database): Promise<void> {
  await db.execute(sql`ANALYZE`);
}
