import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HighlightSegment, KnowledgeSearchResult } from '../../common/schemas/knowledge';
import type { Database } from '../db/client';
import { institutionalKnowledge } from '../db/schema';
import { toKnowledgeDto } from './dto';
import { knowledgeWithCounts } from './knowledge';
import { requireWorkspace } from './workspaces';

/**
 * Ranked full-text search over a company's articles: the database's weighted search vector
 * (title A, tags B, content C) matched with websearch_to_tsquery, which understands "quoted
 * phrases", OR and -exclusion and never fails on odd input. Highlights come back as segments,
 * so the page renders them as text and never as HTML.
 */

// Private-use characters mark matches inside ts_headline output; they do not occur in real text.
const MATCH_START = '\uE000';
const MATCH_END = '\uE001';
const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

const tsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/** Splits ts_headline output into plain and matched segments. */
export function toSegments(marked: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let match = false;
  for (const part of marked.split(new RegExp(`([${MATCH_START}${MATCH_END}])`))) {
    if (part === MATCH_START) match = true;
    else if (part === MATCH_END) match = false;
    else if (part) segments.push({ text: part, match });
  }
  return segments;
}

/** Strips characters PostgreSQL text cannot hold and our own highlight markers. */
function cleanQuery(text: string): string {
  return text.replace(/[\u0000\uE000\uE001]/g, ' ').trim();
}

/** The ranking step alone: ids and ranks of the best matches. Exported so a test can EXPLAIN it. */
export function rankedSearchQuery(db: Database, companyId: string, query: string, limit: number) {
  const rank = sql<number>`ts_rank(${institutionalKnowledge.searchVector}, ${tsQuery(query)})`.mapWith(Number);
  // Rank first and headline only the page of hits: ts_headline re-parses whole documents.
  return db
    .select({ id: institutionalKnowledge.id, rank })
    .from(institutionalKnowledge)
    .where(
      and(
        eq(institutionalKnowledge.companyId, companyId),
        eq(institutionalKnowledge.isActive, true),
        sql`${institutionalKnowledge.searchVector} @@ ${tsQuery(query)}`,
      ),
    )
    .orderBy(desc(rank), desc(institutionalKnowledge.createdAt))
    .limit(limit);
}

/** Searches a workspace's articles; 404 for an unknown or waitlisted company. */
export async function searchKnowledge(db: Database, companyId: string, text: string, limit: number): Promise<KnowledgeSearchResult[]> {
  await requireWorkspace(db, companyId);
  return findArticles(db, companyId, text, limit);
}

/** The search itself, for callers that have already checked the company (generation). */
export async function findArticles(db: Database, companyId: string, text: string, limit: number): Promise<KnowledgeSearchResult[]> {
  const query = cleanQuery(text);
  if (!query) return [];

  const ranked = await rankedSearchQuery(db, companyId, query, limit);
  if (ranked.length === 0) return [];

  const rows = await db
    .select({
      ...knowledgeWithCounts,
      titleMarked: sql<string>`ts_headline('english', ${institutionalKnowledge.title}, ${tsQuery(query)}, ${TITLE_OPTIONS})`,
      snippetMarked: sql<string>`ts_headline('english', ${institutionalKnowledge.content}, ${tsQuery(query)}, ${SNIPPET_OPTIONS})`,
    })
    .from(institutionalKnowledge)
    .where(inArray(institutionalKnowledge.id, ranked.map((hit) => hit.id)));

  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ id, rank: score }) => {
    const row = byId.get(id);
    if (!row) return [];
    const { titleMarked, snippetMarked, ...article } = row;
    return [{ ...toKnowledgeDto(article), rank: score, titleHighlight: toSegments(titleMarked), snippet: toSegments(snippetMarked) }];
  });
}
