import { z } from 'zod';
import { INDUSTRIES, LIMITS, MAIN_GOALS } from '../constants';
import { clearableText, emailField, labelList, nameText, oneLine, oneOf, optionalText } from './fields';

const skills = labelList(LIMITS.skillMax, LIMITS.skillsMax, 'skill');

/** Signup (POST /api/users): what a new user may send. id and createdAt are the server's. */
export const createUserSchema = z.object({
  email: emailField(),
  fullName: nameText(LIMITS.nameMax),
  role: optionalText(LIMITS.roleMax, undefined, oneLine('Role')),
  industry: oneOf(INDUSTRIES)
    .nullish()
    .transform((v) => v ?? null),
  mainGoal: oneOf(MAIN_GOALS)
    .nullish()
    .transform((v) => v ?? null),
  skills: skills.default([]),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserData = z.output<typeof createUserSchema>;

/**
 * Profile edit (PATCH /api/users/{id}): any subset of the signup fields, and the role the person is working
 * toward. A field left out keeps its stored value (it stays undefined here); only an explicit null or "" clears an
 * optional field, and skills are cleared with []. Email and full name cannot be cleared.
 */
export const updateUserSchema = z.object({
  email: emailField().optional(),
  fullName: nameText(LIMITS.nameMax).optional(),
  role: clearableText(LIMITS.roleMax, undefined, oneLine('Role')),
  targetRole: clearableText(
    LIMITS.targetRoleMax,
    `The role you are working toward must be at most ${LIMITS.targetRoleMax} characters.`,
    oneLine('The role you are working toward'),
  ),
  industry: oneOf(INDUSTRIES).nullish(),
  mainGoal: oneOf(MAIN_GOALS).nullish(),
  skills: skills.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  /** Shown to the person themself and to the owners and admins of a workspace they share; null to anyone else. */
  email: z.string().nullable(),
  fullName: z.string(),
  role: z.string().nullable(),
  /** The role the person is working toward, when they named one. */
  targetRole: z.string().nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  mainGoal: z.enum(MAIN_GOALS).nullable(),
  skills: z.array(z.string()),
  companyId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const recommendationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  skillName: z.string(),
  matchPercentage: z.number().int(),
  description: z.string(),
  timeToLearn: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
