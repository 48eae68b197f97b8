import { markdownExcerpt } from '../../common/markdown-text';
import type { Company } from '../../common/schemas/companies';
import type {
  Interaction,
  Knowledge,
  KnowledgeSummary,
  KnowledgeVersion,
  KnowledgeVersionSummary,
} from '../../common/schemas/knowledge';
import type { LearningSession } from '../../common/schemas/sessions';
import type { Recommendation, User } from '../../common/schemas/users';
import type {
  CompanyRow,
  InteractionRow,
  KnowledgeRow,
  KnowledgeVersionRow,
  LearningSessionRow,
  RecommendationRow,
  UserRow,
} from '../db/schema';
import { sessionStatusAt } from './session-status';

/**
 * Rows as the API answers them: camelCase fields, ISO timestamps, no internal columns
 * (the search vector, session tokens). One mapper per entity so every route answers the same shape.
 */

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    targetRole: row.targetRole,
    industry: row.industry,
    mainGoal: row.mainGoal,
    skills: row.skills,
    companyId: row.companyId,
    createdAt: iso(row.createdAt),
  };
}

export function toCompanyDto(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    size: row.size,
    challenge: row.challenge,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
  };
}

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

/** A session's ratings as its DTO shows them; a session nobody rated has no average. */
export interface RatingSummary {
  average: number | null;
  count: number;
}
export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

export function toSessionDto(row: LearningSessionRow, ratings: RatingSummary = NO_RATINGS): LearningSession {
  return {
    id: row.id,
    companyId: row.companyId,
    mentorId: row.mentorId,
    title: row.title,
    description: row.description,
    skillTopic: row.skillTopic,
    sessionType: row.sessionType,
    scheduledFor: iso(row.scheduledFor),
    duration: row.duration,
    maxLearners: row.maxLearners,
    status: sessionStatusAt(row),
    learnerIds: row.learnerIds,
    waitlistIds: row.waitlistIds,
    cancelReason: row.cancelReason,
    attendeeIds: row.attendeeIds,
    averageRating: ratings.average,
    ratingCount: ratings.count,
    swapId: row.swapId,
    knowledgeResourceIds: row.knowledgeResourceIds,
    sessionNotes: row.sessionNotes,
    createdAt: iso(row.createdAt),
  };
}

export function toRecommendationDto(row: RecommendationRow): Recommendation {
  return {
    id: row.id,
    userId: row.userId,
    skillName: row.skillName,
    matchPercentage: row.matchPercentage,
    description: row.description,
    timeToLearn: row.timeToLearn,
    reason: row.reason,
    createdAt: iso(row.createdAt),
  };
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
