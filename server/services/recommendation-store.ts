import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { skillRecommendations, type users } from '../db/schema';
import { recommendSkills, type RecommendationDraft, type SkillProfile } from '../skills/engine';
import { loadCatalogue } from '../skills/skill-catalogue';

/**
 * Storing a person's recommendations, shared by signup, profile edits and Refresh. Kept apart from the users and
 * recommendations services so both can call it without importing each other.
 */

export type StoredDraft = Omit<RecommendationDraft, 'skillId' | 'kind'>;

type ProfileFields = Pick<typeof users.$inferSelect, 'role' | 'industry' | 'mainGoal' | 'skills'>;

/** The part of a stored person the engine scores. */
export function skillProfileOf(user: ProfileFields): SkillProfile {
  return { role: user.role, industry: user.industry, mainGoal: user.mainGoal, skills: user.skills };
}

/**
 * True when a profile edit changes what recommendations are computed from (role, industry, goal, skills). Skills
 * compare as a set: reordering them changes nothing.
 */
export function recommendationInputsChanged(before: ProfileFields, after: ProfileFields): boolean {
  const skillSet = (skills: string[]) => [...new Set(skills.map((skill) => skill.toLowerCase()))].sort().join('\n');
  return (
    (before.role ?? '') !== (after.role ?? '') ||
    before.industry !== after.industry ||
    before.mainGoal !== after.mainGoal ||
    skillSet(before.skills) !== skillSet(after.skills)
  );
}

/** The built-in engine's list for a profile: fast, offline and deterministic. */
export function engineRecommendations(profile: SkillProfile): StoredDraft[] {
  return recommendSkills(loadCatalogue(), profile);
}

/** Replaces a person's recommendations with drafts; pass a transaction so the swap is never seen half done. */
export async function replaceRecommendations(tx: Database, userId: string, drafts: StoredDraft[]): Promise<void> {
  await tx.delete(skillRecommendations).where(eq(skillRecommendations.userId, userId));
  if (drafts.length === 0) return;
  await tx.insert(skillRecommendations).values(
    drafts.map((draft) => ({
      userId,
      skillName: draft.skillName,
      matchPercentage: draft.matchPercentage,
      description: draft.description,
      timeToLearn: draft.timeToLearn,
      reason: draft.reason,
    })),
  );
}
