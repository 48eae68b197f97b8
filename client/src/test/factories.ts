import { DEMO_WORKSPACE } from '@common/constants';
import { markdownExcerpt } from '@common/markdown-text';
import { dashboardStatsSchema, type DashboardStats } from '@common/schemas/dashboard';
import {
  knowledgeSchema,
  knowledgeSearchResultSchema,
  knowledgeSummarySchema,
  type Knowledge,
  type KnowledgeSearchResult,
  type KnowledgeSummary,
} from '@common/schemas/knowledge';
import { learningSessionSchema, type LearningSession } from '@common/schemas/sessions';
import { recommendationSchema, userSchema, type Recommendation, type User } from '@common/schemas/users';

/**
 * Test data shaped like the server's answers. Each builder fills every field with a plausible value,
 * applies the overrides, and checks the result against the response schema in common/schemas, so a
 * test can never feed a screen something the API would not send.
 */

export const DEMO_COMPANY_ID = DEMO_WORKSPACE.companyId;
export const DEMO_USER_ID = DEMO_WORKSPACE.userId;

let sequence = 0;

/** A fresh, valid uuid; `kind` keeps ids of different entities apart when a test prints them. */
function nextId(kind: 'user' | 'knowledge' | 'session' | 'recommendation'): string {
  sequence += 1;
  const prefix = { user: '2', knowledge: '3', session: '4', recommendation: '5' }[kind];
  return `${prefix}0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId('user');
  const fullName = overrides.fullName ?? `User ${id.slice(-4)}`;
  return userSchema.parse({
    id,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
    fullName,
    role: null,
    targetRole: null,
    industry: null,
    mainGoal: null,
    skills: [],
    companyId: DEMO_COMPANY_ID,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** The demo workspace's current user, as /api/me answers while no one is signed in. */
export function buildDemoUser(overrides: Partial<User> = {}): User {
  return buildUser({
    id: DEMO_USER_ID,
    fullName: DEMO_WORKSPACE.userName,
    email: 'alex@northwind.example',
    ...overrides,
  });
}

export function buildKnowledge(overrides: Partial<Knowledge> = {}): Knowledge {
  const id = overrides.id ?? nextId('knowledge');
  return knowledgeSchema.parse({
    id,
    companyId: DEMO_COMPANY_ID,
    title: `Article ${id.slice(-4)}`,
    content: `Body of article ${id.slice(-4)}.`,
    category: 'General',
    tags: [],
    aiGenerated: false,
    aiPrompt: null,
    authorId: DEMO_USER_ID,
    isActive: true,
    status: 'published',
    version: 1,
    editedBy: null,
    viewCount: 0,
    helpfulCount: 0,
    likedByMe: false,
    canEdit: false,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  });
}

/** An article as lists answer it: no text or prompt, the server's plain-text excerpt instead. */
export function buildKnowledgeSummary(article: Knowledge): KnowledgeSummary {
  const { content, aiPrompt: _aiPrompt, ...card } = article;
  return knowledgeSummarySchema.parse({ ...card, excerpt: markdownExcerpt(content) });
}

/** An article as search answers it: its card with a rank and highlighted title and snippet. */
export function buildSearchResult(
  article: Knowledge,
  highlight: Pick<KnowledgeSearchResult, 'titleHighlight' | 'snippet'> & Partial<Pick<KnowledgeSearchResult, 'rank'>>,
): KnowledgeSearchResult {
  return knowledgeSearchResultSchema.parse({ ...buildKnowledgeSummary(article), rank: 1, ...highlight });
}

export function buildSession(overrides: Partial<LearningSession> = {}): LearningSession {
  const id = overrides.id ?? nextId('session');
  return learningSessionSchema.parse({
    id,
    companyId: DEMO_COMPANY_ID,
    mentorId: nextId('user'),
    title: `Session ${id.slice(-4)}`,
    description: 'A description',
    skillTopic: 'System Design',
    sessionType: 'workshop',
    scheduledFor: '2031-03-04T10:00:00.000Z',
    duration: 60,
    maxLearners: 5,
    status: 'upcoming',
    learnerIds: [],
    waitlistIds: [],
    cancelReason: null,
    attendeeIds: null,
    averageRating: null,
    ratingCount: 0,
    swapId: null,
    knowledgeResourceIds: [],
    sessionNotes: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function buildRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return recommendationSchema.parse({
    id: nextId('recommendation'),
    userId: DEMO_USER_ID,
    skillName: 'Technical Leadership',
    matchPercentage: 90,
    description: 'Guiding a team through technical decisions.',
    timeToLearn: '3-6 months',
    reason: null,
    createdAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  });
}

/** Figures for the last `days` days. */
export function buildDashboardStats(days: number, overrides: Partial<DashboardStats> = {}): DashboardStats {
  return dashboardStatsSchema.parse({
    days,
    from: '2025-02-12T09:30:00.000Z',
    to: '2025-03-14T09:30:00.000Z',
    totalUsers: 100,
    totalCompanies: 3,
    activeSkillSwaps: 12,
    roi: 3.4,
    learningHours: 120.5,
    knowledgeViews: 480,
    sessionsHeld: 9,
    ...overrides,
  });
}
