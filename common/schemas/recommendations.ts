import { z } from 'zod';
import { SKILL_LEVELS } from '../constants';
import { oneLine, oneOf, withLineRule } from './fields';

/**
 * What makes a recommendation lead somewhere: the ways to learn a recommended skill inside one workspace, and what a
 * person says back about a recommendation. The recommendation list itself stays in ./users.ts.
 */

/** A colleague who marked the skill as one they can teach, at their level. */
export const teacherSchema = z.object({ userId: z.uuid(), fullName: z.string(), level: z.number().int() });

/** An upcoming learning session of the workspace on the skill. */
export const upcomingSessionSchema = z.object({ id: z.uuid(), title: z.string(), scheduledFor: z.string() });

/** A published article of the workspace about the skill. */
export const relatedArticleSchema = z.object({ id: z.uuid(), title: z.string() });

/**
 * GET /api/users/{id}/recommendations/ways-to-learn?workspaceId=: one entry per current recommendation, in the
 * list's order. `evidence` holds whole sentences from the workspace ("4 people in your role here know it", "Asked
 * for in 3 swaps"); every list may be empty.
 */
export const waysToLearnSchema = z.object({
  skillName: z.string(),
  evidence: z.array(z.string()),
  teachers: z.array(teacherSchema),
  sessions: z.array(upcomingSessionSchema),
  articles: z.array(relatedArticleSchema),
});
export type WaysToLearn = z.infer<typeof waysToLearnSchema>;

export const RECOMMENDATION_VERDICTS = ['known', 'not-interested', 'interested'] as const;
export type RecommendationVerdict = (typeof RECOMMENDATION_VERDICTS)[number];

/** The skill a piece of feedback is about, as the person's list names it. */
export const recommendedSkillName = withLineRule(
  z
    .string({ error: 'Name the skill' })
    .trim()
    .min(1, 'Name the skill')
    .max(60, 'A skill name is at most 60 characters'),
  oneLine('A skill name'),
);

/**
 * POST /api/users/{id}/recommendations/feedback. "known" adds the skill at the level the person picks (required);
 * "not-interested" means it is never recommended again; "interested" adds it to the skills they want to learn.
 */
export const recommendationFeedbackSchema = z
  .object({
    skillName: recommendedSkillName,
    verdict: oneOf(RECOMMENDATION_VERDICTS, 'Say what you think of the recommendation'),
    level: z
      .number({ error: 'level must be a whole number from 1 to 5' })
      .int('level must be a whole number from 1 to 5')
      .min(SKILL_LEVELS[0], 'level must be a whole number from 1 to 5')
      .max(SKILL_LEVELS.at(-1)!, 'level must be a whole number from 1 to 5')
      .optional(),
  })
  .refine((body) => body.verdict !== 'known' || body.level !== undefined, {
    message: 'Pick the level you know it at',
    path: ['level'],
  });
export type RecommendationFeedbackInput = z.input<typeof recommendationFeedbackSchema>;

/** DELETE /api/users/{id}/recommendations/feedback?skillName=: which "not interested" to take back. */
export const takeBackNotInterestedQuery = z.object({ skillName: recommendedSkillName });
