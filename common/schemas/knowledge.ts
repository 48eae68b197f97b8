import { z } from 'zod';
import { AI_PROMPT_MIN_LENGTH, INTERACTION_ACTIONS, KNOWLEDGE_CATEGORIES, LIMITS } from '../constants';
import { markdownStructureProblem } from '../markdown-structure';
import {
  labelList,
  multiLine,
  oneLine,
  oneOf,
  pageLimit,
  pageOffset,
  requiredText,
  shownAsWritten,
  titleText,
  uuidField,
  withLineRule,
} from './fields';
import { exceededJsonLimit } from './json-limits';

/**
 * An article's text: Markdown the page can render as written. Nesting deeper than the page renders, or more parts
 * than it draws for one article, is refused with a sentence naming what to change (common/markdown-structure.ts).
 */
function articleContent() {
  return requiredText(LIMITS.contentMax, 'Content is required', multiLine('Content')).superRefine((value, context) => {
    if (value.length > LIMITS.contentMax) return; // already refused; not worth measuring
    const problem = markdownStructureProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * Manual knowledge (POST /api/companies/{companyId}/knowledge). The screens also send
 * isActive: true, aiGenerated: false and authorId; those are accepted only with those values
 * (authorId must be the current user), and the server sets them itself.
 */
export const createKnowledgeSchema = z.object({
  title: titleText(LIMITS.titleMax, 'Title'),
  content: articleContent(),
  category: oneOf(KNOWLEDGE_CATEGORIES, 'Category is required'),
  tags: labelList(LIMITS.tagMax, LIMITS.tagsMax, 'tag').default([]),
  isActive: z.literal(true, { error: 'New knowledge is always active' }).optional(),
  aiGenerated: z.literal(false, { error: 'Knowledge written by hand cannot be marked AI generated' }).optional(),
  authorId: uuidField().optional(),
});
export type CreateKnowledgeInput = z.input<typeof createKnowledgeSchema>;
export type CreateKnowledgeData = z.output<typeof createKnowledgeSchema>;

/** The create form: the insert rules without companyId, with tags typed as comma-separated text. */
export const knowledgeFormSchema = createKnowledgeSchema.pick({ title: true, content: true, category: true }).extend({
  tags: withLineRule(z.string().max(LIMITS.tagsMax * (LIMITS.tagMax + 2), 'Too many tags'), oneLine('Tags')).optional(),
});
export type KnowledgeFormValues = z.input<typeof knowledgeFormSchema>;

/** Splits the form's tags text on commas, trims, drops empties and duplicates. */
export function splitTags(text: string | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** AI generation (POST /api/companies/{companyId}/knowledge/generate). */
export const generateKnowledgeSchema = z.object({
  // The prompt becomes the generated article's title, so it follows the title's display rules.
  prompt: shownAsWritten(
    z
      .string({ error: `Prompt must be at least ${AI_PROMPT_MIN_LENGTH} characters` })
      .trim()
      .min(AI_PROMPT_MIN_LENGTH, { error: `Prompt must be at least ${AI_PROMPT_MIN_LENGTH} characters`, abort: true })
      .max(LIMITS.promptMax, `Prompt must be at most ${LIMITS.promptMax} characters`),
    'Prompt',
  ),
  category: oneOf(KNOWLEDGE_CATEGORIES, 'Category is required'),
});
export type GenerateKnowledgeInput = z.input<typeof generateKnowledgeSchema>;

/** A generated article waits as a draft, seen by its author only, until they publish it. */
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const knowledgeSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  tags: z.array(z.string()),
  aiGenerated: z.boolean(),
  aiPrompt: z.string().nullable(),
  authorId: z.uuid().nullable(),
  isActive: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  /** 1 when written, one more for each edit; an edit names the version it started from. */
  version: z.number().int(),
  /** Who made the last edit; null while the text is the author's first version. */
  editedBy: z.uuid().nullable(),
  viewCount: z.number().int(),
  helpfulCount: z.number().int(),
  /** Whether the current user marked it "Helpful". */
  likedByMe: z.boolean(),
  /** Whether the current user may edit and delete it (its author, or an owner or admin of its workspace). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Knowledge = z.infer<typeof knowledgeSchema>;

/**
 * An edit (PATCH /api/knowledge/{id}): any of the article's fields, and the version the editor started from.
 * When someone else saved in between, the edit is refused (409) rather than silently undoing their change.
 */
export const updateKnowledgeSchema = z.object({
  title: titleText(LIMITS.titleMax, 'Title').optional(),
  content: articleContent().optional(),
  category: oneOf(KNOWLEDGE_CATEGORIES, 'Category is required').optional(),
  tags: labelList(LIMITS.tagMax, LIMITS.tagsMax, 'tag').optional(),
  expectedVersion: z
    .number({ error: 'expectedVersion must be the version you started editing' })
    .int('expectedVersion must be a whole number')
    .min(1, 'expectedVersion must be at least 1'),
});
export type UpdateKnowledgeInput = z.input<typeof updateKnowledgeSchema>;
export type UpdateKnowledgeData = z.output<typeof updateKnowledgeSchema>;

/** An earlier version of an article, as its history lists it (without the text). */
export const knowledgeVersionSummarySchema = z.object({
  version: z.number().int(),
  title: z.string(),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  tags: z.array(z.string()),
  editedBy: z.uuid().nullable(),
  writtenAt: z.string(),
});
export type KnowledgeVersionSummary = z.infer<typeof knowledgeVersionSummarySchema>;

/** One earlier version with its text (GET /api/knowledge/{id}/versions/{version}). */
export const knowledgeVersionSchema = knowledgeVersionSummarySchema.extend({ content: z.string() });
export type KnowledgeVersion = z.infer<typeof knowledgeVersionSchema>;

/**
 * An article as lists and search answer it: what a card shows. The full text comes from
 * GET /api/knowledge/{id}; `excerpt` is plain text made by the server from the article's opening.
 */
export const knowledgeSummarySchema = knowledgeSchema
  .omit({ content: true, aiPrompt: true, canEdit: true, version: true, editedBy: true })
  .extend({
    excerpt: z.string(),
  });
export type KnowledgeSummary = z.infer<typeof knowledgeSummarySchema>;

/** A piece of highlighted text: matched words have match true. Rendered as text, never as HTML. */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

export const knowledgeSearchResultSchema = knowledgeSummarySchema.extend({
  rank: z.number(),
  titleHighlight: z.array(highlightSegmentSchema),
  snippet: z.array(highlightSegmentSchema),
});
export type KnowledgeSearchResult = z.infer<typeof knowledgeSearchResultSchema>;

export const knowledgeListQuerySchema = z.object({
  category: oneOf(KNOWLEDGE_CATEGORIES).optional(),
  limit: pageLimit(LIMITS.listMaxLimit, LIMITS.listDefaultLimit),
  offset: pageOffset(),
});

export const knowledgeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a search term' })
    .trim()
    .min(1, 'Enter a search term')
    .max(LIMITS.searchQueryMax, `Search terms must be at most ${LIMITS.searchQueryMax} characters`),
  /** Only results in this category (the list's values); left out, every category. */
  category: oneOf(KNOWLEDGE_CATEGORIES).optional(),
  limit: pageLimit(LIMITS.searchMaxLimit, LIMITS.searchDefaultLimit),
});

const METADATA_LIMIT_MESSAGES = {
  depth: `Must nest objects and lists at most ${LIMITS.metadataMaxDepth} levels deep`,
  length: `Must be at most ${LIMITS.metadataMaxLength} characters as JSON`,
  text: 'Text must not contain NUL characters or invalid Unicode',
} as const;
const ratingMessage = 'Must be a whole number from 1 to 5';

/** Interactions (POST /api/knowledge/{id}/interactions). */
export const createInteractionSchema = z.object({
  userId: uuidField().optional(),
  action: oneOf(INTERACTION_ACTIONS),
  metadata: z
    .record(z.string(), z.unknown(), { error: 'Must be an object' })
    .refine(
      (value) => Object.keys(value).length <= LIMITS.metadataMaxKeys,
      `May hold at most ${LIMITS.metadataMaxKeys} keys`,
    )
    // Measured without recursion: a value nested thousands deep would overflow JSON.stringify.
    .superRefine((value, context) => {
      const exceeded = exceededJsonLimit(value, {
        maxDepth: LIMITS.metadataMaxDepth,
        maxLength: LIMITS.metadataMaxLength,
      });
      if (exceeded) context.addIssue({ code: 'custom', message: METADATA_LIMIT_MESSAGES[exceeded] });
    })
    .default({}),
  feedback: withLineRule(z.string().trim().max(LIMITS.descriptionMax), multiLine('Feedback')).nullish(),
  rating: z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage).nullish(),
});
export type CreateInteractionInput = z.input<typeof createInteractionSchema>;

export const interactionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  knowledgeId: z.uuid(),
  interactionType: z.enum(INTERACTION_ACTIONS),
  metadata: z.record(z.string(), z.unknown()),
  feedback: z.string().nullable(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Interaction = z.infer<typeof interactionSchema>;

/**
 * The knowledge hub's four stat cards (GET /api/companies/{companyId}/knowledge/stats). The demo workspace
 * answers the fixed demo figures; every other workspace its own, computed when asked (docs/product.md).
 */
export const knowledgeStatsSchema = z.object({
  /** Active articles. */
  articles: z.number().int().min(0),
  /** Learning sessions still upcoming or in progress. */
  activeSessions: z.number().int().min(0),
  /** Active articles drafted by AI. */
  aiGenerated: z.number().int().min(0),
  /** Percent (0-100) of active articles someone viewed in the last 30 days. */
  engagement: z.number().int().min(0).max(100),
});
export type KnowledgeStats = z.infer<typeof knowledgeStatsSchema>;
