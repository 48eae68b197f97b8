import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { KnowledgeCategory } from '../../../common/constants';
import { isWhitespace } from '../../../common/markdown-text';
import type { HighlightSegment, KnowledgeSearchResult } from '../../../common/schemas/knowledge';
import type { Database } from '../../infra/db/client';
import { institutionalKnowledge, knowledgeCounts } from '../../infra/db/schema';
import type { SourceArticle } from '../../skills/article-writer';
import { requireReadableWorkspace } from '../workspaces';
import { countsOfArticle, knowledgeSummaryWithCounts } from './knowledge';
import { toKnowledgeSummaryDto } from './knowledge-dto';

/**
 * Ranked full-text search over a company's articles: the database's weighted search vector
 * (title A, tags B, content C) matched with websearch_to_tsquery, which understands "quoted
 * phrases", OR and -exclusion and never fails on odd input. Highlights come back as segments,
 * so the page renders them as text and never as HTML.
 *
 * Every step is bounded whatever the articles hold: answers carry cards (an excerpt, not the text),
 * and highlights are computed on the opening of each article only. ts_headline re-parses the text it
 * is given for every query term, so over whole articles of 50,000 characters one search of many
 * terms kept the embedded database (which runs in the server's process) busy for seconds.
 */

/** How much of an article the snippet is taken from. A match further in still ranks the article. */
export const HEADLINE_SOURCE_CHARS = 2_000;
/** The longest snippet text sent, whatever ts_headline counted as words. */
const SNIPPET_MAX_CHARS = 400;

// Private-use characters mark matches inside ts_headline output; they do not occur in real text.
const MATCH_START = '\uE000';
const MATCH_END = '\uE001';
const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

const tsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/**
 * Splits ts_headline output into plain and matched segments. Runs of whitespace become one space and
 * the text stops after `maxChars`: a "word" of ts_headline can be a line of 50,000 spaces.
 */
export function toSegments(marked: string, maxChars = Number.POSITIVE_INFINITY): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let match = false;
  let text = '';
  let length = 0;
  const flush = () => {
    if (text) segments.push({ text, match });
    text = '';
  };
  for (const char of marked) {
    if (char === MATCH_START || char === MATCH_END) {
      flush();
      match = char === MATCH_START;
      continue;
    }
    if (length >= maxChars) break;
    const space = isWhitespace(char);
    if (space && (text.endsWith(' ') || (text === '' && segments.at(-1)?.text.endsWith(' ')))) continue;
    text += space ? ' ' : char;
    length += 1;
  }
  flush();
  return segments;
}

/** Strips characters PostgreSQL text cannot hold and our own highlight markers. */
function cleanQuery(text: string): string {
  // eslint-disable-next-line no-control-regex -- NUL is one of the characters to strip.
  return text.replace(/[\u0000\uE000\uE001]/g, ' ').trim();
}

/**
 * At most this many articles holding the terms in their title or tags are ranked; the first the title index
 * finds. Bounded so that a word held by thousands of articles costs what a rare one does
 * (docs/decisions/011-bounded-search-ranking.md).
 */
export const TITLE_CANDIDATES = 50;
/** At most this many articles holding the terms anywhere are ranked besides them, the first the index finds. */
export const TEXT_CANDIDATES = 50;

/**
 * The ranking step alone: ids and ranks of the best matches among a bounded set of candidates. Articles with
 * the terms in their title or tags come first, then by ts_rank over the whole document (title A, tags B, text C),
 * then newest first. Exported so a test can EXPLAIN it.
 */
export function rankedSearchQuery(db: Database, companyId: string, query: string, limit: number, filter?: SQL) {
  const matches = sql`${institutionalKnowledge.searchVector} @@ ${tsQuery(query)}`;
  const inTitle = sql`${institutionalKnowledge.titleVector} @@ ${tsQuery(query)}`;
  // "IS TRUE" keeps the planner off the company index: ANDed with the search index it reads an entry for every
  // article of the workspace on each search (50,000 at 50,000 articles), the growth this bounded ranking removes.
  // The workspace is checked on the rows the search index finds instead.
  const inWorkspace = and(
    sql`(${institutionalKnowledge.companyId} = ${companyId}) IS TRUE`,
    eq(institutionalKnowledge.isActive, true),
    filter,
  );
  // A title match must match the whole document too, or a -excluded word in the text would be ignored; that is
  // checked on the rows found ("IS TRUE" again), so only the title index is read.
  const titleHits = db.$with('title_hits').as(
    db
      .select({ id: institutionalKnowledge.id })
      .from(institutionalKnowledge)
      .where(and(inWorkspace, inTitle, sql`(${matches}) IS TRUE`))
      .limit(TITLE_CANDIDATES),
  );
  // Title matches rank above every other match, so the text is only searched when they do not fill the page.
  const candidates = sql`(
    SELECT id FROM ${titleHits}
    UNION
    (SELECT ${institutionalKnowledge.id} FROM ${institutionalKnowledge}
      WHERE (SELECT count(*) FROM ${titleHits}) < ${limit} AND ${and(inWorkspace, matches)}
      LIMIT ${sql.raw(String(TEXT_CANDIDATES))})
  )`;
  const rank = sql<number>`ts_rank(${institutionalKnowledge.searchVector}, ${tsQuery(query)})`.mapWith(Number);
  // Rank first and headline only the page of hits: ts_headline re-parses whole documents.
  return db
    .with(titleHits)
    .select({ id: institutionalKnowledge.id, rank })
    .from(institutionalKnowledge)
    .where(sql`${institutionalKnowledge.id} IN ${candidates}`)
    .orderBy(desc(inTitle), desc(rank), desc(institutionalKnowledge.createdAt))
    .limit(limit);
}

export interface SearchKnowledgeOptions {
  limit: number;
  /** Only articles of this category; ranking and limit apply within it. */
  category?: KnowledgeCategory;
}

/**
 * Searches a company's articles, optionally in one category; 404 for an unknown or waitlisted company.
 * Answers cards with highlights.
 */
export async function searchKnowledge(
  db: Database,
  actorId: string,
  companyId: string,
  text: string,
  options: SearchKnowledgeOptions,
): Promise<KnowledgeSearchResult[]> {
  await requireReadableWorkspace(db, companyId, actorId);
  const query = cleanQuery(text);
  if (!query) return [];

  const inCategory = options.category ? eq(institutionalKnowledge.category, options.category) : undefined;
  const ranked = await rankedSearchQuery(db, companyId, query, options.limit, inCategory);
  if (ranked.length === 0) return [];

  const opening = sql`left(${institutionalKnowledge.content}, ${sql.raw(String(HEADLINE_SOURCE_CHARS))})`;
  const rows = await db
    .select({
      ...knowledgeSummaryWithCounts(actorId),
      titleMarked: sql<string>`ts_headline('english', ${institutionalKnowledge.title}, ${tsQuery(query)}, ${TITLE_OPTIONS})`,
      snippetMarked: sql<string>`ts_headline('english', ${opening}, ${tsQuery(query)}, ${SNIPPET_OPTIONS})`,
    })
    .from(institutionalKnowledge)
    .leftJoin(knowledgeCounts, countsOfArticle)
    .where(
      inArray(
        institutionalKnowledge.id,
        ranked.map((hit) => hit.id),
      ),
    );

  return inRankOrder(ranked, rows).map(({ rank: score, row: { titleMarked, snippetMarked, ...article } }) => ({
    ...toKnowledgeSummaryDto(article),
    rank: score,
    titleHighlight: toSegments(titleMarked),
    snippet: toSegments(snippetMarked, SNIPPET_MAX_CHARS),
  }));
}

/** Rows fetched by id, put back in the order the ranking gave. */
function inRankOrder<Row extends { id: string }>(
  ranked: { id: string; rank: number }[],
  rows: Row[],
): { rank: number; row: Row }[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ id, rank }) => {
    const row = byId.get(id);
    return row ? [{ rank, row }] : [];
  });
}

/**
 * The company's own articles (never earlier AI drafts) that best match a query, for the generator to
 * draw on and cite. It reads up to `maxChars` of each, which is all the generator looks at.
 */
export async function findSourceArticles(
  db: Database,
  companyId: string,
  text: string,
  limit: number,
  maxChars: number,
): Promise<SourceArticle[]> {
  const query = cleanQuery(text);
  if (!query) return [];
  const ranked = await rankedSearchQuery(db, companyId, query, limit, eq(institutionalKnowledge.aiGenerated, false));
  if (ranked.length === 0) return [];
  const rows = await db
    .select({
      id: institutionalKnowledge.id,
      title: institutionalKnowledge.title,
      tags: institutionalKnowledge.tags,
      content: sql<string>`left(${institutionalKnowledge.content}, ${sql.raw(String(maxChars))})`,
    })
    .from(institutionalKnowledge)
    .where(
      inArray(
        institutionalKnowledge.id,
        ranked.map((hit) => hit.id),
      ),
    );
  return inRankOrder(ranked, rows).map(({ row }) => row);
}
