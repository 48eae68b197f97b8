import { z } from 'zod';
import { oneLine, withLineRule } from './fields';

/** How many skills one person may list with levels and marks. */
export const PERSON_SKILLS_MAX = 50;
const SKILL_NAME_MAX = 60;

/**
 * One skill of a person: the level they hold it at (null for a skill they only want to learn), whether they can
 * teach it, and whether they want to learn it. A wanted skill need not be held; teaching needs a level.
 */
export const personSkillSchema = z
  .object({
    skill: withLineRule(
      z
        .string({ error: 'Name the skill' })
        .trim()
        .min(1, 'Name the skill')
        .max(SKILL_NAME_MAX, `A skill name is at most ${SKILL_NAME_MAX} characters`),
      oneLine('A skill name'),
    ),
    level: z
      .number({ error: 'level must be a whole number from 1 to 5, or null' })
      .int('level must be a whole number from 1 to 5, or null')
      .min(1, 'level must be a whole number from 1 to 5, or null')
      .max(5, 'level must be a whole number from 1 to 5, or null')
      .nullable(),
    canTeach: z.boolean().default(false),
    wantsToLearn: z.boolean().default(false),
  })
  .refine((entry) => entry.level !== null || entry.wantsToLearn, {
    message: 'A skill without a level must be one you want to learn',
    path: ['level'],
  })
  .refine((entry) => !entry.canTeach || entry.level !== null, {
    message: 'Give a level to a skill you can teach',
    path: ['canTeach'],
  });
export type PersonSkillInput = z.input<typeof personSkillSchema>;

/** PUT /api/users/{id}/skill-levels: the whole set, replacing the one stored. */
export const replacePersonSkillsSchema = z.object({
  skills: z
    .array(personSkillSchema)
    .max(PERSON_SKILLS_MAX, `At most ${PERSON_SKILLS_MAX} skills`)
    .refine(
      (skills) => new Set(skills.map((entry) => entry.skill.toLowerCase())).size === skills.length,
      'Each skill appears once',
    ),
});

/** A stored skill of a person, with its name as the catalogue spells it (or as typed, for one it lacks). */
export const personSkillAnswerSchema = z.object({
  skill: z.string(),
  /** The catalogue's id for it, or null for a skill the catalogue does not know (kept as typed). */
  catalogueId: z.string().nullable(),
  level: z.number().int().nullable(),
  canTeach: z.boolean(),
  wantsToLearn: z.boolean(),
});
export type PersonSkill = z.infer<typeof personSkillAnswerSchema>;
