import { z } from 'zod';

/** A colleague as matching names them. */
export const matchPersonSchema = z.object({ id: z.uuid(), fullName: z.string(), role: z.string().nullable() });

/** One suggested colleague: how well they fit (0-100) and one sentence saying why. */
export const mentorCandidateSchema = z.object({
  person: matchPersonSchema,
  score: z.number().int().min(0).max(100),
  reason: z.string(),
});

/** GET /api/companies/{companyId}/matches: mentors for each skill the current user wants, and swap partners. */
export const matchesSchema = z.object({
  mentors: z.array(
    z.object({
      skill: z.string(),
      candidates: z.array(
        /** youTeach: a skill of the caller's the mentor wants to learn (what to offer back), or null. */
        mentorCandidateSchema.extend({ youTeach: z.string().nullable() }),
      ),
    }),
  ),
  partners: z.array(
    mentorCandidateSchema.extend({
      /** The skill the current user would teach the partner, and the one they would learn. */
      youTeach: z.string(),
      youLearn: z.string(),
    }),
  ),
});
export type Matches = z.infer<typeof matchesSchema>;

/** GET/PUT /api/users/{userId}/matching: while paused, matching suggests the person to nobody. */
export const matchingSettingsSchema = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
});
export type MatchingSettings = z.infer<typeof matchingSettingsSchema>;
