import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  INTERACTION_ACTIONS,
  KNOWLEDGE_CATEGORIES,
  LIMITS,
  MAIN_GOALS,
  SESSION_TYPES,
  SKILL_SWAP_STATUSES,
} from '../../../common/constants';
import { RECOMMENDATION_VERDICTS } from '../../../common/schemas/recommendations';
import { INVITABLE_ROLES, WORKSPACE_ROLES } from '../../../common/schemas/workspaces';

/**
 * The database schema: one table per entity of the product. Required fields, defaults, unique
 * emails, foreign keys, enumerations and size limits are enforced by the database itself, so no code
 * path can store a row the rules forbid.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** SQL `IN (...)` list for a CHECK constraint from one of the shared enumerations. */
function allowed(values: readonly (string | number)[]) {
  return sql.raw(values.map((value) => `'${String(value).replaceAll("'", "''")}'`).join(', '));
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    size: text('size', { enum: COMPANY_SIZES }).notNull(),
    challenge: text('challenge'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // One waitlist entry per contact; a person may run any number of workspaces under their own address.
    uniqueIndex('companies_contact_email_unique')
      .on(table.contactEmail)
      .where(sql`NOT ${table.isActive}`),
    check('companies_size_check', sql`${table.size} IN (${allowed(COMPANY_SIZES)})`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role'),
    /** The role the person is working toward, when it differs from the one they have; recommendations lean toward it. */
    targetRole: text('target_role'),
    industry: text('industry', { enum: INDUSTRIES }),
    mainGoal: text('main_goal', { enum: MAIN_GOALS }),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** True once the person proved they read this address (signed in with a code mailed to it). */
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Set by the person on their profile: while true, matching suggests them to nobody. */
    pauseMatching: boolean('pause_matching').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_created_at_idx').on(table.createdAt),
    check('users_industry_check', sql`${table.industry} IS NULL OR ${table.industry} IN (${allowed(INDUSTRIES)})`),
    check('users_main_goal_check', sql`${table.mainGoal} IS NULL OR ${table.mainGoal} IN (${allowed(MAIN_GOALS)})`),
  ],
);

// Identity (Better Auth's tables, named and shaped for this schema; server/modules/accounts/ maps its models onto them).

/** Signed-in browsers: one row per session; the cookie carries the token, signed with the auth secret. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('auth_sessions_token_unique').on(table.token),
    index('auth_sessions_user_id_idx').on(table.userId),
  ],
);

/** How a person signs in besides codes by mail (Better Auth's "accounts"; kept for its model, unused by codes). */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_accounts_user_id_idx').on(table.userId)],
);

/** One-time sign-in codes (stored hashed) and passkey challenges, each with its expiry. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/** A person's passkeys: the public key and counter WebAuthn needs to check a sign-in. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_unique').on(table.credentialID),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

/** Secrets the server generates once and keeps (the auth secret, when AUTH_SECRET is not set). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// Workspaces: an active company is a workspace; these tables say who is in it and who is invited.

/** Who belongs to which workspace, and as what. A workspace always keeps at least one owner (server/services). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('workspace_members_user_id_idx').on(table.userId),
    check('workspace_members_role_check', sql`${table.role} IN (${allowed(WORKSPACE_ROLES)})`),
  ],
);

/**
 * Invitations by mail. The link carries a random token; only its SHA-256 is stored, so the table alone opens
 * nothing. Accepted and revoked invitations keep their row (who joined how) but their link stops working.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased: the address that must sign in to accept. */
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workspace_invitations_token_hash_unique').on(table.tokenHash),
    // One open invitation per address and workspace: inviting again is a resend.
    uniqueIndex('workspace_invitations_one_open_idx')
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    check('workspace_invitations_role_check', sql`${table.role} IN (${allowed(INVITABLE_ROLES)})`),
  ],
);

/**
 * A proposed exchange between two colleagues of one workspace: the proposer (from) teaches fromSkill and wants
 * to learn toSkill from the partner (to). Its status moves pending -> accepted -> completed, or pending ->
 * declined, or pending/accepted -> cancelled; server/modules/matching/skill-swaps.ts holds who may make each move.
 */
export const skillSwaps = pgTable(
  'skill_swaps',
  {
    id: id(),
    /** Null only for rows written before swaps belonged to a workspace and whose people had none. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromSkill: text('from_skill').notNull(),
    toSkill: text('to_skill').notNull(),
    message: text('message'),
    status: text('status', { enum: SKILL_SWAP_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the partner accepted it (the analytics' "swaps accepted"); kept once set, whatever happens next. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When it was marked completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('skill_swaps_status_check', sql`${table.status} IN (${allowed(SKILL_SWAP_STATUSES)})`),
    check('skill_swaps_two_people_check', sql`${table.fromUserId} <> ${table.toUserId}`),
    check('skill_swaps_message_length_check', sql`${table.message} IS NULL OR char_length(${table.message}) <= 2000`),
    index('skill_swaps_created_at_idx').on(table.createdAt),
    index('skill_swaps_company_created_idx').on(table.companyId, table.createdAt),
    index('skill_swaps_from_user_idx').on(table.fromUserId),
    index('skill_swaps_to_user_idx').on(table.toUserId),
    // The activity series count acceptances and completions by date, per workspace.
    index('skill_swaps_company_accepted_idx')
      .on(table.companyId, table.acceptedAt)
      .where(sql`${table.acceptedAt} IS NOT NULL`),
    index('skill_swaps_company_completed_idx')
      .on(table.companyId, table.completedAt)
      .where(sql`${table.completedAt} IS NOT NULL`),
  ],
);

/**
 * A person's skills with a level and two marks (can teach, wants to learn). Separate from users.skills, the
 * names the product's calls use: a wanted skill here need not be held, and a held one carries a level.
 */
export const personSkills = pgTable(
  'person_skills',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the catalogue spells it, or as typed for a skill the catalogue lacks. */
    skill: text('skill').notNull(),
    catalogueId: text('catalogue_id'),
    /** 1 Aware to 5 Expert; null for a skill only wanted. */
    level: integer('level'),
    canTeach: boolean('can_teach').notNull().default(false),
    wantsToLearn: boolean('wants_to_learn').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('person_skills_user_skill_idx').on(table.userId, sql`lower(${table.skill})`),
    index('person_skills_catalogue_idx').on(table.catalogueId),
    // The analytics read every held skill of a workspace's people: user, key and level straight from the index.
    index('person_skills_user_level_idx')
      .on(table.userId, table.catalogueId, table.level)
      .where(sql`${table.level} IS NOT NULL`),
    check('person_skills_level_check', sql`${table.level} IS NULL OR ${table.level} BETWEEN 1 AND 5`),
    check('person_skills_held_or_wanted_check', sql`${table.level} IS NOT NULL OR ${table.wantsToLearn}`),
    check('person_skills_teach_needs_level_check', sql`NOT ${table.canTeach} OR ${table.level} IS NOT NULL`),
  ],
);

export const skillRecommendations = pgTable(
  'skill_recommendations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillName: text('skill_name').notNull(),
    matchPercentage: integer('match_percentage').notNull(),
    description: text('description').notNull(),
    timeToLearn: text('time_to_learn').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('skill_recommendations_user_id_idx').on(table.userId),
    check('skill_recommendations_match_check', sql`${table.matchPercentage} BETWEEN 0 AND 100`),
  ],
);

/**
 * What a person said back about a recommended skill: "known" (they hold it; its level went to person_skills),
 * "not-interested" (never recommended to them again, until taken back) or "interested" (marked as wanted). One
 * verdict per person and skill, the latest one; the skill is spelt as the catalogue spells it, or as typed.
 */
export const recommendationFeedback = pgTable(
  'recommendation_feedback',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    verdict: text('verdict', { enum: RECOMMENDATION_VERDICTS }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('recommendation_feedback_user_skill_idx').on(table.userId, sql`lower(${table.skill})`),
    check('recommendation_feedback_verdict_check', sql`${table.verdict} IN (${allowed(RECOMMENDATION_VERDICTS)})`),
  ],
);

export const institutionalKnowledge = pgTable(
  'institutional_knowledge',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: KNOWLEDGE_CATEGORIES }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    aiPrompt: text('ai_prompt'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Live in the hub: published and not deleted. Drafts and deleted articles are not active. */
    isActive: boolean('is_active').notNull().default(true),
    /** A generated article waiting for its author's review: seen by the author only, until published. */
    draft: boolean('draft').notNull().default(false),
    /** Counts edits: 1 when written, one more each time it is changed (earlier ones are in knowledge_versions). */
    version: integer('version').notNull().default(1),
    /** Who made the last edit; null while the text is the author's own first version. */
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted search document: title (A) over tags (B) over content (C), kept by the database. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', skillweave_tags_text(tags)), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')`,
    ),
    /**
     * The title (A) and tags (B) part of the search document alone, with an index of its own: search takes its
     * best candidates from here first (docs/decisions/011-bounded-search-ranking.md).
     */
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', skillweave_tags_text(tags)), 'B')`,
    ),
  },
  (table) => [
    index('institutional_knowledge_company_created_idx').on(table.companyId, table.createdAt),
    // fastupdate off: articles are read far more than written, and a pending list (which PGlite,
    // having no autovacuum, never merges) makes the planner cost the index above a full scan.
    index('institutional_knowledge_drafts_idx')
      .on(table.authorId, table.companyId)
      .where(sql`${table.draft}`),
    index('institutional_knowledge_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('institutional_knowledge_title_search_idx').using('gin', table.titleVector).with({ fastupdate: false }),
    check('institutional_knowledge_category_check', sql`${table.category} IN (${allowed(KNOWLEDGE_CATEGORIES)})`),
    // What one article may hold, enforced here as well as by the API, so no code path (a language
    // model's draft included) can store more. char_length counts characters, as the API's limits do.
    check(
      'institutional_knowledge_content_length_check',
      sql`char_length(${table.content}) <= ${sql.raw(String(LIMITS.contentMax))}`,
    ),
    check(
      'institutional_knowledge_title_length_check',
      sql`char_length(${table.title}) <= ${sql.raw(String(LIMITS.titleMax))}`,
    ),
    check(
      'institutional_knowledge_prompt_length_check',
      sql`${table.aiPrompt} IS NULL OR char_length(${table.aiPrompt}) <= ${sql.raw(String(LIMITS.promptMax))}`,
    ),
    check(
      'institutional_knowledge_tags_count_check',
      sql`cardinality(${table.tags}) <= ${sql.raw(String(LIMITS.tagsMax))}`,
    ),
    check('institutional_knowledge_draft_not_active_check', sql`NOT (${table.draft} AND ${table.isActive})`),
  ],
);

/**
 * An article as it was before an edit: every change keeps the text it replaced, so an edit can be read back
 * and nothing written is lost. `version` is the article's version number while it read like this.
 */
export const knowledgeVersions = pgTable(
  'knowledge_versions',
  {
    id: id(),
    knowledgeId: uuid('knowledge_id')
      .notNull()
      .references(() => institutionalKnowledge.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: KNOWLEDGE_CATEGORIES }).notNull(),
    tags: text('tags').array().notNull(),
    /** Who wrote this version (the article's author for version 1, else whoever made that edit). */
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    /** When this version was written. */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('knowledge_versions_article_version_idx').on(table.knowledgeId, table.version)],
);

export const learningSessions = pgTable(
  'learning_sessions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    skillTopic: text('skill_topic').notNull(),
    sessionType: text('session_type', { enum: SESSION_TYPES }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    maxLearners: integer('max_learners'),
    // No stored status: it follows the clock (server/modules/sessions/session-status.ts), and only a cancellation is kept.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** RFC 5545 SEQUENCE of the calendar invitation: raised on every reschedule and on cancellation. */
    sequence: integer('sequence').notNull().default(0),
    learnerIds: uuid('learner_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** People waiting for a seat, first in line first; promoted into learnerIds as seats free. */
    waitlistIds: uuid('waitlist_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Learners the host marked as present; null until attendance is taken. */
    attendeeIds: uuid('attendee_ids').array(),
    /** The swap this session was scheduled for, if any. */
    swapId: uuid('swap_id').references(() => skillSwaps.id, { onDelete: 'set null' }),
    knowledgeResourceIds: uuid('knowledge_resource_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    sessionNotes: text('session_notes'),
    createdAt: createdAt(),
  },
  (table) => [
    index('learning_sessions_company_scheduled_idx').on(table.companyId, table.scheduledFor),
    index('learning_sessions_mentor_idx').on(table.mentorId),
    index('learning_sessions_learners_idx').using('gin', table.learnerIds),
    check('learning_sessions_type_check', sql`${table.sessionType} IN (${allowed(SESSION_TYPES)})`),
    check(
      'learning_sessions_cancel_reason_check',
      sql`${table.cancelReason} IS NULL OR char_length(${table.cancelReason}) <= 500`,
    ),
    check('learning_sessions_duration_check', sql`${table.duration} > 0`),
    // The seat limit holds in the database too: no code path can overfill a session.
    check(
      'learning_sessions_seats_check',
      sql`${table.maxLearners} IS NULL OR (${table.maxLearners} > 0 AND cardinality(${table.learnerIds}) <= ${table.maxLearners})`,
    ),
  ],
);

/** A learner's rating of a session they attended: one per person and session, 1 to 5, with an optional comment. */
export const sessionRatings = pgTable(
  'session_ratings',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => learningSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    check('session_ratings_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
    check(
      'session_ratings_comment_length_check',
      sql`${table.comment} IS NULL OR char_length(${table.comment}) <= 2000`,
    ),
  ],
);

/**
 * The in-app inbox: one row per thing that happened to a person (a swap proposed to them, accepted, declined;
 * a session they joined rescheduled or cancelled; a seat freed for them). The text is written when it happens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** What happened, e.g. swap_proposed or session_cancelled (common/schemas/notifications.ts lists them). */
    kind: text('kind').notNull(),
    /** Who did it, when a person did. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    swapId: uuid('swap_id').references(() => skillSwaps.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => learningSessions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The order entries were written in. Two written in one transaction share their `createdAt` (and the
     * embedded database's clock counts whole milliseconds), so the inbox breaks ties by this, not by the
     * random id.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);

export const knowledgeInteractions = pgTable(
  'knowledge_interactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    knowledgeId: uuid('knowledge_id')
      .notNull()
      .references(() => institutionalKnowledge.id, { onDelete: 'cascade' }),
    interactionType: text('interaction_type', { enum: INTERACTION_ACTIONS }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    feedback: text('feedback'),
    rating: integer('rating'),
    createdAt: createdAt(),
  },
  (table) => [
    index('knowledge_interactions_knowledge_type_idx').on(table.knowledgeId, table.interactionType),
    // Views of an article by date, for the activity series.
    index('knowledge_interactions_views_idx')
      .on(table.knowledgeId, table.createdAt)
      .where(sql`interaction_type = 'view'`),
    // One "Helpful" per person and article; views may repeat.
    uniqueIndex('knowledge_interactions_one_like_idx')
      .on(table.userId, table.knowledgeId)
      .where(sql`interaction_type = 'like'`),
    check('knowledge_interactions_type_check', sql`${table.interactionType} IN (${allowed(INTERACTION_ACTIONS)})`),
    check('knowledge_interactions_rating_check', sql`${table.rating} IS NULL OR ${table.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Each article's views and "Helpful" likes, kept by a trigger on knowledge_interactions in the same transaction as
 * the interaction (migration 0009), so a list of cards joins one row per article instead of counting interactions.
 * A table of its own, not columns of the article: updating the article row would recompute its search document.
 */
export const knowledgeCounts = pgTable('knowledge_counts', {
  knowledgeId: uuid('knowledge_id')
    .primaryKey()
    .references(() => institutionalKnowledge.id, { onDelete: 'cascade' }),
  viewCount: integer('view_count').notNull().default(0),
  helpfulCount: integer('helpful_count').notNull().default(0),
});

/**
 * Request budgets shared by every app server on one database: one row per bucket and client key, counting the
 * requests of the current window.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_at_idx').on(table.resetAt)],
);

/**
 * When the public demo was last put back to its seeded state (server/modules/demo/demo-reset.ts): one row, named 'demo'.
 * Several app servers share it, so each period only the first of them to claim the row resets the demo.
 */
export const demoResets = pgTable('demo_resets', {
  name: text('name').primaryKey(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type KnowledgeRow = typeof institutionalKnowledge.$inferSelect;
export type LearningSessionRow = typeof learningSessions.$inferSelect;
export type RecommendationRow = typeof skillRecommendations.$inferSelect;
export type InteractionRow = typeof knowledgeInteractions.$inferSelect;
export type KnowledgeVersionRow = typeof knowledgeVersions.$inferSelect;
export type PersonSkillRow = typeof personSkills.$inferSelect;
export type SkillSwapRow = typeof skillSwaps.$inferSelect;
export type SessionRatingRow = typeof sessionRatings.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type RecommendationFeedbackRow = typeof recommendationFeedback.$inferSelect;
