import { markdownExcerpt } from '../../../common/markdown-text';
import type {
  Interaction,
  Knowledge,
  KnowledgeSummary,
  KnowledgeVersion,
  KnowledgeVersionSummary,
} from '../../../common/schemas/knowledge';
import { iso } from '../../http/iso-time';
import type { InteractionRow, KnowledgeRow, KnowledgeVersionRow } from '../../infra/db/schema';

/** Articles, their versions and interactions as the API answers them. */

export type KnowledgeWithCounts = Omit<KnowledgeRow, 'searchVector' | 'titleVector'> & {
  viewCount: number;
  helpfulCount: number;
  likedByMe: boolean;
};

/** Published or draft, from the stored flag (a deleted article is answered by no call). */
const articleStatus = (row: { draft: boolean }) => (row.draft ? 'draft' : 'published');

export function toKnowledgeDto(row: KnowledgeWithCounts, canEdit: boolean): Knowledge {
  return {
    id: row.id,
    companyId: row.companyId,
    title: row.title,
    content: row.content,
    category: row.category,
    tags: row.tags,
    aiGenerated: row.aiGenerated,
    aiPrompt: row.aiPrompt,
    authorId: row.authorId,
    isActive: row.isActive,
    status: articleStatus(row),
    version: row.version,
    editedBy: row.editedBy,
    viewCount: Number(row.viewCount),
    helpfulCount: Number(row.helpfulCount),
    likedByMe: Boolean(row.likedByMe),
    canEdit,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A list or search row: the article's columns without its text, plus the opening of that text. */
export type KnowledgeSummaryRow = Omit<KnowledgeWithCounts, 'content' | 'aiPrompt'> & { contentStart: string };

export function toKnowledgeSummaryDto(row: KnowledgeSummaryRow): KnowledgeSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    title: row.title,
    excerpt: markdownExcerpt(row.contentStart),
    category: row.category,
    tags: row.tags,
    aiGenerated: row.aiGenerated,
    authorId: row.authorId,
    isActive: row.isActive,
    status: articleStatus(row),
    viewCount: Number(row.viewCount),
    helpfulCount: Number(row.helpfulCount),
    likedByMe: Boolean(row.likedByMe),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toKnowledgeVersionSummaryDto(row: Omit<KnowledgeVersionRow, 'content'>): KnowledgeVersionSummary {
  return {
    version: row.version,
    title: row.title,
    category: row.category,
    tags: row.tags,
    editedBy: row.editedBy,
    writtenAt: iso(row.writtenAt),
  };
}

export function toKnowledgeVersionDto(row: KnowledgeVersionRow): KnowledgeVersion {
  return { ...toKnowledgeVersionSummaryDto(row), content: row.content };
}

export function toInteractionDto(row: InteractionRow): Interaction {
  return {
    id: row.id,
    userId: row.userId,
    knowledgeId: row.knowledgeId,
    interactionType: row.interactionType,
    metadata: row.metadata,
    feedback: row.feedback,
    rating: row.rating,
    createdAt: iso(row.createdAt),
  };
}
