import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { RecommendationVerdict } from '../../../common/schemas/recommendations';
import type { Recommendation } from '../../../common/schemas/users';
import { forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { recommendationFeedback, skillRecommendations } from '../../infra/db/schema';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { markSkillVerdict } from '../people';
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
    await markSkillVerdict(tx, userId, { skill, catalogueId, verdict: input.verdict, level: input.level });

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
