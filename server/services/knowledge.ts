import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { KnowledgeCategory } from '../../common/constants';
import { EXCERPT_SOURCE_CHARS } from '../../common/markdown-text';
import type {
  CreateInteractionInput,
  CreateKnowledgeData,
  Interaction,
  Knowledge,
  KnowledgeSummary,
} from '../../common/schemas/knowledge';
import type { Database } from '../db/client';
import { institutionalKnowledge, knowledgeInteractions } from '../db/schema';
import { forbidden, notFound, postgresError } from '../errors';
import { toInteractionDto, toKnowledgeDto, toKnowledgeSummaryDto } from './dto';
import { inVisibleWorkspace, requireWorkspace } from './workspace-access';

const { searchVector: _searchVector, ...knowledgeColumns } = getTableColumns(institutionalKnowledge);
const { content: _content, aiPrompt: _aiPrompt, ...summaryColumns } = knowledgeColumns;

// Written out in SQL because Drizzle leaves a lone table's columns unqualified, which inside this
// subquery would silently refer to knowledge_interactions.id instead of the article's id.
const countOf = (type: 'view' | 'like') =>
  sql<number>`(SELECT count(*) FROM knowledge_interactions AS counted WHERE counted.knowledge_id = "institutional_knowledge"."id" AND counted.interaction_type = ${type})`.mapWith(
    Number,
  );

/** Article columns plus view and "Helpful" counts, the shape every knowledge answer uses. */
export const knowledgeWithCounts = {
  ...knowledgeColumns,
  viewCount: countOf('view'),
  helpfulCount: countOf('like'),
};

/**
 * What a card needs: the columns without the article's text, and only the opening of that text for
 * the excerpt. A list of 100 articles of 50,000 characters then answers kilobytes, not megabytes.
 */
export const knowledgeSummaryWithCounts = {
  ...summaryColumns,
  contentStart: sql<string>`left(${institutionalKnowledge.content}, ${sql.raw(String(EXCERPT_SOURCE_CHARS))})`,
  viewCount: countOf('view'),
  helpfulCount: countOf('like'),
};

export interface ListKnowledgeOptions {
  category?: KnowledgeCategory;
  limit: number;
  offset: number;
}

/** A company's active articles, newest first, as cards (the full text is GET /api/knowledge/{id}). */
export async function listKnowledge(
  db: Database,
  actorId: string,
  companyId: string,
  options: ListKnowledgeOptions,
): Promise<KnowledgeSummary[]> {
  await requireWorkspace(db, companyId, actorId);
  const rows = await db
    .select(knowledgeSummaryWithCounts)
    .from(institutionalKnowledge)
    .where(
      and(
        eq(institutionalKnowledge.companyId, companyId),
        eq(institutionalKnowledge.isActive, true),
        options.category ? eq(institutionalKnowledge.category, options.category) : undefined,
      ),
    )
    .orderBy(desc(institutionalKnowledge.createdAt), desc(institutionalKnowledge.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(toKnowledgeSummaryDto);
}

/** Throws 404 unless an active article with this id exists in a visible workspace; reads no columns or counts. */
async function assertArticleExists(db: Database, actorId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: institutionalKnowledge.id })
    .from(institutionalKnowledge)
    .where(
      and(
        eq(institutionalKnowledge.id, id),
        eq(institutionalKnowledge.isActive, true),
        inVisibleWorkspace(db, institutionalKnowledge.companyId, actorId),
      ),
    );
  if (!row) throw notFound('knowledge_article_not_found', 'Knowledge article not found');
}

/** An active article of a visible workspace; any other id answers the same 404, so ids reveal nothing. */
export async function getKnowledge(db: Database, actorId: string, id: string): Promise<Knowledge> {
  const [row] = await db
    .select(knowledgeWithCounts)
    .from(institutionalKnowledge)
    .where(
      and(
        eq(institutionalKnowledge.id, id),
        eq(institutionalKnowledge.isActive, true),
        inVisibleWorkspace(db, institutionalKnowledge.companyId, actorId),
      ),
    );
  if (!row) throw notFound('knowledge_article_not_found', 'Knowledge article not found');
  return toKnowledgeDto(row);
}

export interface NewArticle {
  title: string;
  content: string;
  category: KnowledgeCategory;
  tags: string[];
  aiGenerated: boolean;
  aiPrompt: string | null;
}

/** Stores an article for the company, authored by the current user. */
export async function insertArticle(
  db: Database,
  companyId: string,
  authorId: string,
  article: NewArticle,
): Promise<Knowledge> {
  const [row] = await db
    .insert(institutionalKnowledge)
    .values({ companyId, authorId, isActive: true, ...article })
    .returning(knowledgeColumns);
  return toKnowledgeDto({ ...row!, viewCount: 0, helpfulCount: 0 });
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
): Promise<{ interaction: Interaction; created: boolean }> {
  if (input.userId !== undefined && input.userId !== actorId)
    throw forbidden('acting_as_another_user', 'You can only record your own interactions');
  await assertArticleExists(db, actorId, knowledgeId);
  try {
    const [row] = await db
      .insert(knowledgeInteractions)
      .values({
        userId: actorId,
        knowledgeId,
        interactionType: input.action,
        metadata: input.metadata ?? {},
        feedback: input.feedback ?? null,
        rating: input.rating ?? null,
      })
      .returning();
    return { interaction: toInteractionDto(row!), created: true };
  } catch (error) {
    if (postgresError(error)?.constraint !== 'knowledge_interactions_one_like_idx') throw error;
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
    return { interaction: toInteractionDto(existing!), created: false };
  }
}
