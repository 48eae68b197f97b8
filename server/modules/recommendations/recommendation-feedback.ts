import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants';
import type { RecommendationVerdict } from '../../../common/schemas/recommendations';
import type { Recommendation } from '../../../common/schemas/users';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { personSkills, recommendationFeedback, skillRecommendations, users } from '../../infra/db/schema';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { requireVisibleUser } from '../workspaces';
import { skillIdentity } from './recommendation-store';
import { readRecommendations } from './recommendations';

/**
 * What a person says back about a recommendation, and what it changes, all in one transaction:
 * - known: the skill is held at the level they picked (person_skills; can-teach kept, no longer wanted) and joins
 *   their skills list; the recommendation leaves the list at once.
 * - not-interested: kept, so the skill is never recommended again; it leaves the list at once and stops being
 *   wanted.
 * - interested: the skill is marked as wanted (its level, if any, kept); the recommendation stays.
 * One verdict per person and skill: a new one replaces the previous. Only the person may give it.
 */

export const NOT_YOUR_FEEDBACK_MESSAGE = 'You can only give feedback on your own recommendations';
export const SIGN_IN_FOR_FEEDBACK_MESSAGE = 'Sign in to tell us what you think of a recommendation';
export const NO_DISMISSAL_MESSAGE = 'You have not said you are not interested in this skill';

export interface FeedbackInput {
  skillName: string;
  verdict: RecommendationVerdict;
  level?: number;
}

/** The skill as the catalogue spells it (with its id), or as typed for one the catalogue lacks. */
function resolveSkill(typed: string): { skill: string; catalogueId: string | null } {
  const match = loadCatalogue().match(typed);
  return { skill: match?.name ?? typed.trim(), catalogueId: match?.id ?? null };
}

async function requireOwnProfile(db: Database, actorId: string, userId: string): Promise<void> {
  await requireVisibleUser(db, actorId, userId);
  if (actorId !== userId) throw forbidden('not_your_profile', NOT_YOUR_FEEDBACK_MESSAGE);
}

/**
 * Removes the person's stored recommendations of this skill, however they were spelt when stored (a model may
 * have written an alias, "K8s" for Kubernetes): names meet through the catalogue, else ignoring case.
 */
async function dropRecommendationsOf(tx: Database, userId: string, skill: string): Promise<void> {
  const stored = await tx
    .select({ id: skillRecommendations.id, skillName: skillRecommendations.skillName })
    .from(skillRecommendations)
    .where(eq(skillRecommendations.userId, userId));
  const ids = stored.filter((row) => skillIdentity(row.skillName) === skillIdentity(skill)).map((row) => row.id);
  if (ids.length > 0) await tx.delete(skillRecommendations).where(inArray(skillRecommendations.id, ids));
}

/** Records a verdict and applies it; answers the person's recommendation list afterwards. */
export async function giveRecommendationFeedback(
  db: Database,
  actorId: string,
  userId: string,
  input: FeedbackInput,
): Promise<Recommendation[]> {
  await requireOwnProfile(db, actorId, userId);
  const { skill, catalogueId } = resolveSkill(input.skillName);
  await db.transaction(async (tx) => {
    // FOR UPDATE: two verdicts at once (or a skills edit) wait for each other, so the skills list stays within its
    // limit and a skill's mark and verdict are replaced, never written twice.
    const [person] = await tx.select({ skills: users.skills }).from(users).where(eq(users.id, userId)).for('update');
    if (!person) throw notFound('user_not_found', 'User not found');
    const mark = and(eq(personSkills.userId, userId), sql`lower(${personSkills.skill}) = lower(${skill})`);

    if (input.verdict === 'known') {
      const level = input.level!;
      const listed = person.skills.some((name) => name.toLowerCase() === skill.toLowerCase());
      if (!listed && person.skills.length >= LIMITS.skillsMax)
        throw conflict(
          'skills_list_full',
          `Your profile already lists ${LIMITS.skillsMax} skills, the most it can: remove one before adding ${skill}`,
        );
      const updated = await tx
        .update(personSkills)
        .set({ level, wantsToLearn: false, updatedAt: sql`now()` })
        .where(mark)
        .returning({ skill: personSkills.skill });
      if (updated.length === 0)
        await tx
          .insert(personSkills)
          .values({ userId, skill, catalogueId, level, canTeach: false, wantsToLearn: false });
      if (!listed)
        await tx
          .update(users)
          .set({ skills: [...person.skills, skill] })
          .where(eq(users.id, userId));
    } else if (input.verdict === 'interested') {
      const updated = await tx
        .update(personSkills)
        .set({ wantsToLearn: true, updatedAt: sql`now()` })
        .where(mark)
        .returning({ skill: personSkills.skill });
      if (updated.length === 0)
        await tx
          .insert(personSkills)
          .values({ userId, skill, catalogueId, level: null, canTeach: false, wantsToLearn: true });
    } else {
      // Not wanted any more: a held skill keeps its level, a skill that was only wanted loses its mark.
      await tx.delete(personSkills).where(and(mark, sql`${personSkills.level} IS NULL`));
      await tx
        .update(personSkills)
        .set({ wantsToLearn: false, updatedAt: sql`now()` })
        .where(and(mark, eq(personSkills.wantsToLearn, true)));
    }

    // One verdict per skill: the new one replaces any earlier (the users row lock above serialises the two steps).
    await tx
      .delete(recommendationFeedback)
      .where(
        and(eq(recommendationFeedback.userId, userId), sql`lower(${recommendationFeedback.skill}) = lower(${skill})`),
      );
    await tx.insert(recommendationFeedback).values({ userId, skill, verdict: input.verdict });
    if (input.verdict !== 'interested') await dropRecommendationsOf(tx, userId, skill);
  });
  return readRecommendations(db, userId);
}

/**
 * Takes back a "not interested" (undo): the skill may be recommended again from the next refresh on. 404 when the
 * person never dismissed it. Answers the recommendation list.
 */
export async function takeBackNotInterested(
  db: Database,
  actorId: string,
  userId: string,
  skillName: string,
): Promise<Recommendation[]> {
  await requireOwnProfile(db, actorId, userId);
  const { skill } = resolveSkill(skillName);
  const removed = await db
    .delete(recommendationFeedback)
    .where(
      and(
        eq(recommendationFeedback.userId, userId),
        eq(recommendationFeedback.verdict, 'not-interested'),
        or(
          sql`lower(${recommendationFeedback.skill}) = lower(${skill})`,
          sql`lower(${recommendationFeedback.skill}) = lower(${skillName.trim()})`,
        ),
      ),
    )
    .returning({ skill: recommendationFeedback.skill });
  if (removed.length === 0) throw notFound('recommendation_feedback_not_found', NO_DISMISSAL_MESSAGE);
  return readRecommendations(db, userId);
}
