/**
 * One source for the enumerations, limits and fixed ids that both the client and the server use.
 * What each value means on the screens is in docs/product.md (Constants).
 */

export const PRODUCT_NAME = 'Skillweave';

/** The demo workspace every visitor who is not signed in acts in (docs/product.md, Demo workspace). */
export const DEMO_WORKSPACE = {
  companyId: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  companyName: 'Northwind Labs',
  userName: 'Alex Morgan',
} as const;

export const INDUSTRIES = ['technology', 'healthcare', 'finance', 'education', 'marketing', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  finance: 'Finance',
  education: 'Education',
  marketing: 'Marketing',
  other: 'Other',
};

export const MAIN_GOALS = [
  'expand-technical',
  'develop-leadership',
  'learn-business',
  'improve-communication',
  'career-transition',
] as const;
export type MainGoal = (typeof MAIN_GOALS)[number];
export const MAIN_GOAL_LABELS: Record<MainGoal, string> = {
  'expand-technical': 'Expand technical skills',
  'develop-leadership': 'Develop leadership abilities',
  'learn-business': 'Learn business skills',
  'improve-communication': 'Improve communication',
  'career-transition': 'Career transition',
};

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const KNOWLEDGE_CATEGORIES = [
  'Best Practices',
  'Processes',
  'Guidelines',
  'Training',
  'Tools',
  'General',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

export const SESSION_TYPES = ['workshop', 'mentoring', 'presentation', 'discussion', 'hands-on'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  workshop: 'Workshop',
  mentoring: '1-on-1 Mentoring',
  presentation: 'Presentation',
  discussion: 'Group Discussion',
  'hands-on': 'Hands-on Practice',
};

export const SESSION_STATUSES = ['upcoming', 'in-progress', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SKILL_SWAP_STATUSES = ['pending', 'accepted', 'completed', 'declined', 'cancelled'] as const;
export type SkillSwapStatus = (typeof SKILL_SWAP_STATUSES)[number];

export const INTERACTION_ACTIONS = ['view', 'like'] as const;
export type InteractionAction = (typeof INTERACTION_ACTIONS)[number];

export const DASHBOARD_PERIODS = [7, 30, 90, 365] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
};

export const AI_PROMPT_MIN_LENGTH = 10;
export const PROFILE_SCORE_PERCENT = 85;
export const FREE_TRIAL_DAYS = 14;

/** Input limits the server enforces; the forms show the same limits. */
export const LIMITS = {
  nameMax: 120,
  emailMax: 254,
  roleMax: 120,
  targetRoleMax: 100,
  challengeMax: 2000,
  skillMax: 60,
  skillsMax: 50,
  titleMax: 200,
  contentMax: 50_000,
  tagMax: 40,
  tagsMax: 20,
  promptMax: 500,
  descriptionMax: 2000,
  sessionDurationMin: 5,
  sessionDurationMax: 1440,
  maxLearnersMax: 1000,
  ratingCommentMax: 2000,
  sessionYearsAhead: 5,
  searchQueryMax: 200,
  metadataMaxKeys: 20,
  metadataMaxDepth: 5,
  metadataMaxLength: 2000,
  /** Knowledge list pages: each item is a card (an excerpt, never the article), so 100 stay small. */
  listDefaultLimit: 50,
  listMaxLimit: 100,
  searchDefaultLimit: 20,
  searchMaxLimit: 50,
} as const;

/** The create-session form's starting values (filled in, not placeholders): 60 minutes, 10 learners. */
export const SESSION_FORM_DEFAULTS = { duration: 60, maxLearners: 10 } as const;

/** How well a person knows a skill, 1 to 5. */
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  1: 'Aware',
  2: 'Beginner',
  3: 'Practitioner',
  4: 'Advanced',
  5: 'Expert',
};

/**
 * How a skill's knowledge is spread in a workspace. Good: at least 2 people at level 4 or above; Risk: exactly 1
 * (the bus factor); Gap: none.
 */
export const COVERAGE_STATUSES = ['good', 'risk', 'gap'] as const;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];
/** The level from which a person counts toward a skill's coverage (4 Advanced, 5 Expert). */
export const COVERAGE_MIN_LEVEL = 4;
/** People it takes at COVERAGE_MIN_LEVEL or above for a skill to be Good. */
export const COVERAGE_GOOD_HOLDERS = 2;
