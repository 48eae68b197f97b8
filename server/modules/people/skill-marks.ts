import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants';
import type { RecommendationVerdict } from '../../../common/schemas/recommendations';
import { conflict, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { personSkills, users } from '../../infra/db/schema';

/**
 * What a person's verdict on a recommended skill says about them, written to their profile in the caller's
 * transaction (the recommendations module records the verdict itself beside it):
 * - "I already know this" at a level: the skill is held at that level and joins the profile's skills;
 * - "Interested": it is marked as one they want to learn;
 * - "Not interested": a mark of wanting it goes; a held skill keeps its level.
 */
export async function markSkillVerdict(
  tx: Database,
  userId: string,
  verdict: { skill: string; catalogueId: string | null; verdict: RecommendationVerdict; level?: number | null },
): Promise<void> {
  const { skill, catalogueId } = verdict;
  // FOR UPDATE: two verdicts at once (or a skills edit) wait for each other, so the skills list stays within its
  // limit and a skill's mark and verdict are replaced, never written twice.
  const [person] = await tx.select({ skills: users.skills }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) throw notFound('user_not_found', 'User not found');
  const mark = and(eq(personSkills.userId, userId), sql`lower(${personSkills.skill}) = lower(${skill})`);

  if (verdict.verdict === 'known') {
    const level = verdict.level!;
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
      await tx.insert(personSkills).values({ userId, skill, catalogueId, level, canTeach: false, wantsToLearn: false });
    if (!listed)
      await tx
        .update(users)
        .set({ skills: [...person.skills, skill] })
        .where(eq(users.id, userId));
  } else if (verdict.verdict === 'interested') {
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
}
