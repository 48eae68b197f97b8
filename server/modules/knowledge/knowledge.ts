import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { LIMITS, type KnowledgeCategory } from '../../../common/constants';
import { EXCERPT_SOURCE_CHARS } from '../../../common/markdown-text';
import type {
  CreateInteractionInput,
  CreateKnowledgeData,
  Interaction,
  Knowledge,
  KnowledgeSummary,
} from '../../../common/schemas/knowledge';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { institutionalKnowledge, knowledgeCounts, knowledgeInteractions } from '../../infra/db/schema';
import { inVisibleWorkspace, requireWorkspace } from '../workspaces';
import { mayChangeArticle } from './article-permissions';
import { toInteractionDto, toKnowledgeDto, toKnowledgeSummaryDto } from './knowledge-dto';

const { searchVector: _searchVector, titleVector: _titleVector, ...columns } = getTableColumns(institutionalKnowledge);
/** Every stored column of an article except its search documents. */
export const knowledgeColumns = columns;
const { content: _content, aiPrompt: _aiPrompt, ...summaryColumns } = knowledgeColumns;

/**
 * An article's stored view and "Helpful" counts (knowledge_counts, kept by a trigger in each interaction's own
 * transaction). Every query that selects these joins them with `countsOfArticle`; an article nobody has
 * interacted with has no counts row yet, hence the zeros.
 */
export const countsOfArticle = eq(knowledgeCounts.knowledgeId, institutionalKnowledge.id);
const storedCounts = {
  viewCount: sql<number>`coalesce(${knowledgeCounts.viewCount}, 0)`.mapWith(Number),
  helpfulCount: sql<number>`coalesce(${knowledgeCounts.helpfulCount}, 0)`.mapWith(Number),
};

// Written out in SQL because Drizzle leaves a lone table's columns unqualified, which inside this
// subquery would silently refer to knowledge_interactions.id instead of the article's id.
/** Whether this person marked the article "Helpful" (one like per person, so at most one row). */
const likedBy = (actorId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM knowledge_interactions AS mine WHERE mine.knowledge_id = "institutional_knowledge"."id" AND mine.user_id = ${actorId} AND mine.interaction_type = 'like')`.mapWith(
    Boolean,
  );

/**
 * Article columns plus view and "Helpful" counts and the reader's own like: the shape every article answer uses.
 * The query must `.leftJoin(knowledgeCounts, countsOfArticle)`.
 */
export const knowledgeWithCounts = (actorId: string) => ({
  ...knowledgeColumns,
  ...storedCounts,
  likedByMe: likedBy(actorId),
});

/**
 * What a card needs: the columns without the article's text, and only the opening of that text for
 * the excerpt. A list of 100 articles of 50,000 characters then answers kilobytes, not megabytes.
 * The query must `.leftJoin(knowledgeCounts, countsOfArticle)`.
 */
export const knowledgeSummaryWithCounts = (actorId: string) => ({
  ...summaryColumns,
  contentStart: sql<string>`left(${institutionalKnowledge.content}, ${sql.raw(String(EXCERPT_SOURCE_CHARS))})`,
  ...storedCounts,
  likedByMe: likedBy(actorId),
});

/**
 * What the actor may read: the published articles of the workspaces they see, and their own drafts there.
 * Deleted articles match nothing.
 */
export function readableArticle(db: Database, actorId: string) {
  return and(
    inVisibleWorkspace(db, institutionalKnowledge.companyId, actorId),
    or(
      eq(institutionalKnowledge.isActive, true),
      and(eq(institutionalKnowledge.draft, true), eq(institutionalKnowledge.authorId, actorId)),
    ),
  );
}

export interface ListKnowledgeOptions {
  category?: KnowledgeCategory;
  limit: number;
  offset: number;
}

export interface KnowledgePage {
  cards: KnowledgeSummary[];
  /** Whether articles follow this page (read as one row more than the page holds). */
  hasNext: boolean;
}

/**
 * A page of a company's active articles, newest first, as cards (the full text is GET /api/knowledge/{id}).
 * Checks nothing: the caller has checked that the actor may see the workspace (requireWorkspace).
 */
export async function readKnowledgePage(
  db: Database,
  actorId: string,
  companyId: string,
  options: ListKnowledgeOptions,
): Promise<KnowledgePage> {
  const rows = await db
    .select(knowledgeSummaryWithCounts(actorId))
    .from(institutionalKnowledge)
    .leftJoin(knowledgeCounts, countsOfArticle)
    .where(
      and(
        eq(institutionalKnowledge.companyId, companyId),
        eq(institutionalKnowledge.isActive, true),
        options.category ? eq(institutionalKnowledge.category, options.category) : undefined,
      ),
    )
    .orderBy(desc(institutionalKnowledge.createdAt), desc(institutionalKnowledge.id))
    .limit(options.limit + 1)
    .offset(options.offset);
  return { cards: rows.slice(0, options.limit).map(toKnowledgeSummaryDto), hasNext: rows.length > options.limit };
}

/**
 * The workspace of the active article with this id, when it is in a workspace the actor sees; 404 otherwise.
 * Reads no other columns or counts.
 */
async function workspaceOfArticle(db: Database, actorId: string, id: string): Promise<string> {
  const [row] = await db
    .select({ companyId: institutionalKnowledge.companyId })
    .from(institutionalKnowledge)
    .where(
      and(
        eq(institutionalKnowledge.id, id),
        eq(institutionalKnowledge.isActive, true),
        inVisibleWorkspace(db, institutionalKnowledge.companyId, actorId),
      ),
    );
  if (!row) throw notFound('knowledge_article_not_found', 'Knowledge article not found');
  return row.companyId;
}

/** The actor's drafts in a workspace (generated articles not yet published), last changed first. */
export async function listDrafts(db: Database, actorId: string, companyId: string): Promise<KnowledgeSummary[]> {
  await requireWorkspace(db, companyId, actorId);
  const rows = await db
    .select(knowledgeSummaryWithCounts(actorId))
    .from(institutionalKnowledge)
    .leftJoin(knowledgeCounts, countsOfArticle)
    .where(
      and(
        eq(institutionalKnowledge.companyId, companyId),
        eq(institutionalKnowledge.draft, true),
        eq(institutionalKnowledge.authorId, actorId),
      ),
    )
    .orderBy(desc(institutionalKnowledge.updatedAt), desc(institutionalKnowledge.id))
    .limit(LIMITS.listMaxLimit);
  return rows.map(toKnowledgeSummaryDto);
}

/**
 * A published article of a visible workspace, or the actor's own draft; any other id answers the same 404,
 * so ids reveal nothing.
 */
export async function getKnowledge(db: Database, actorId: string, id: string): Promise<Knowledge> {
  const [row] = await db
    .select(knowledgeWithCounts(actorId))
    .from(institutionalKnowledge)
    .leftJoin(knowledgeCounts, countsOfArticle)
    .where(and(eq(institutionalKnowledge.id, id), readableArticle(db, actorId)));
  if (!row) throw notFound('knowledge_article_not_found', 'Knowledge article not found');
  return toKnowledgeDto(row, await mayChangeArticle(db, actorId, row));
}

export interface NewArticle {
  title: string;
  content: string;
  category: KnowledgeCategory;
  tags: string[];
  aiGenerated: boolean;
  aiPrompt: string | null;
  /** A draft waits for its author's review; anything else is published at once. */
  draft: boolean;
}

/** Stores an article for the company, authored by the current user: published, or as a draft for review. */
export async function insertArticle(
  db: Database,
  companyId: string,
  authorId: string,
  article: NewArticle,
): Promise<Knowledge> {
  const [row] = await db
    .insert(institutionalKnowledge)
    .values({ companyId, authorId, isActive: !article.draft, ...article })
    .returning(knowledgeColumns);
  const stored = { ...row!, viewCount: 0, helpfulCount: 0, likedByMe: false };
  return toKnowledgeDto(stored, await mayChangeArticle(db, authorId, stored));
}

/** Knowledge written by hand: never AI generated, always active, authored by the current user. */
export async function createKnowledge(
  db: Database,
  actorId: string,
  companyId: string,
  data: CreateKnowledgeData,
): Promise<Knowledge> {
  if (data.authorId !== undefined && data.authorId !== actorId)
    throw forbidden('acting_as_another_user', 'You can only create knowledge as yourself');
  await requireWorkspace(db, companyId, actorId);
  return insertArticle(db, companyId, actorId, {
    title: data.title,
    content: data.content,
    category: data.category,
    tags: data.tags,
    aiGenerated: false,
    aiPrompt: null,
    draft: false,
  });
}

/**
 * Records a view or a "Helpful" like by the current user. A like counts once per person and
 * article: a repeated like answers the first one (created false) instead of adding another.
 */
export async function recordInteraction(
  db: Database,
  actorId: string,
  knowledgeId: string,
  input: Required<Pick<CreateInteractionInput, 'action'>> & Omit<CreateInteractionInput, 'action'>,
): Promise<{ interaction: Interaction; created: boolean; companyId: string }> {
  if (input.userId !== undefined && input.userId !== actorId)
    throw forbidden('acting_as_another_user', 'You can only record your own interactions');
  const companyId = await workspaceOfArticle(db, actorId, knowledgeId);
  const values = {
    userId: actorId,
    knowledgeId,
    interactionType: input.action,
    metadata: input.metadata ?? {},
    feedback: input.feedback ?? null,
    rating: input.rating ?? null,
  };
  // A like already given answers the first one. The like found by the conflict can be taken back (from another
  // tab) before it is read, so the insert is tried again rather than answering nothing; twice is plenty, since
  // each retry needs another removal to land in between.
  for (let attempt = 0; ; attempt += 1) {
    const [row] = await db.insert(knowledgeInteractions).values(values).onConflictDoNothing().returning();
    if (row) return { interaction: toInteractionDto(row), created: true, companyId };
    const [existing] = await db
      .select()
      .from(knowledgeInteractions)
      .where(
        and(
          eq(knowledgeInteractions.userId, actorId),
          eq(knowledgeInteractions.knowledgeId, knowledgeId),
          eq(knowledgeInteractions.interactionType, 'like'),
        ),
      );
    if (existing) return { interaction: toInteractionDto(existing), created: false, companyId };
    if (attempt >= 2) throw conflict('like_changed', 'The like changed while it was being recorded. Try again.');
  }
}

/**
 * Takes back the current user's "Helpful" on an article; taking back one that was never given changes nothing.
 * Answers the article's workspace.
 */
export async function removeLike(db: Database, actorId: string, knowledgeId: string): Promise<string> {
  const companyId = await workspaceOfArticle(db, actorId, knowledgeId);
  await db
    .delete(knowledgeInteractions)
    .where(
      and(
        eq(knowledgeInteractions.userId, actorId),
        eq(knowledgeInteractions.knowledgeId, knowledgeId),
        eq(knowledgeInteractions.interactionType, 'like'),
      ),
    );
  return companyId;
}
