import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { personSkills, recommendationFeedback, skillRecommendations, users } from '../../infra/db/schema';
import { recommendSkills, type RecommendationDraft, type SkillProfile } from '../../skills/engine';
import { loadCatalogue } from '../../skills/skill-catalogue';

/**
 * Storing a person's recommendations, shared by signup, profile edits, Refresh and feedback. Kept apart from the
 * users and recommendations services so both can call it without importing each other.
 */

export type StoredDraft = Omit<RecommendationDraft, 'skillId' | 'kind'>;

/** The users columns recommendations are computed from: one list, so a new input is read wherever the profile is. */
const PROFILE_COLUMNS = {
  role: users.role,
  targetRole: users.targetRole,
  industry: users.industry,
  mainGoal: users.mainGoal,
  skills: users.skills,
};
type ProfileFields = Pick<typeof users.$inferSelect, keyof typeof PROFILE_COLUMNS>;

/** The part of a stored person the engine scores, from the users row alone (no levels, marks or feedback). */
export function skillProfileOf(user: ProfileFields): SkillProfile {
  return {
    role: user.role,
    targetRole: user.targetRole,
    industry: user.industry,
    mainGoal: user.mainGoal,
    skills: user.skills,
  };
}

/**
 * The profile the engine scores, read from the database: the users row, plus the skills held at a level in
 * person_skills (known), the ones marked "wants to learn" (wanted), and the ones the person said they are not
 * interested in (dismissed). Every path that computes recommendations starts here, so feedback always counts.
 */
export async function loadSkillProfile(db: Database, userId: string): Promise<SkillProfile> {
  const [user] = await db.select(PROFILE_COLUMNS).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('user_not_found', 'User not found');
  const marks = await db
    .select({ skill: personSkills.skill, level: personSkills.level, wantsToLearn: personSkills.wantsToLearn })
    .from(personSkills)
    .where(eq(personSkills.userId, userId));
  const dismissed = await db
    .select({ skill: recommendationFeedback.skill })
    .from(recommendationFeedback)
    .where(and(eq(recommendationFeedback.userId, userId), eq(recommendationFeedback.verdict, 'not-interested')));
  const listed = new Set(user.skills.map((name) => name.toLowerCase()));
  const heldElsewhere = marks
    .filter((mark) => mark.level !== null && !listed.has(mark.skill.toLowerCase()))
    .map((mark) => mark.skill);
  return {
    ...skillProfileOf(user),
    skills: [...user.skills, ...heldElsewhere],
    wanted: marks.filter((mark) => mark.wantsToLearn).map((mark) => mark.skill),
    dismissed: dismissed.map((row) => row.skill),
  };
}

/** One key per skill however it is spelt: the catalogue id ("k8s" and "Kubernetes" meet), else the name in lower case. */
export function skillIdentity(name: string): string {
  return loadCatalogue().match(name)?.id ?? name.trim().toLowerCase();
}

/**
 * Drops every draft the person must not be offered: a skill they hold or one they said they are not interested
 * in. The engine never offers them; this guards what a language model answers, whose spelling may differ.
 */
export function withoutExcluded<T extends { skillName: string }>(drafts: T[], profile: SkillProfile): T[] {
  const excluded = new Set([...profile.skills, ...(profile.dismissed ?? [])].map(skillIdentity));
  return drafts.filter((draft) => !excluded.has(skillIdentity(draft.skillName)));
}

/** The built-in engine's list for a profile: fast, offline and deterministic, never a held or dismissed skill. */
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

/**
 * Recomputes a person's recommendations with the built-in engine from what the database holds about them (signup
 * and profile edits); pass the transaction that changed the profile, so the list follows it atomically.
 */
export async function storeEngineRecommendations(tx: Database, userId: string): Promise<void> {
  await replaceRecommendations(tx, userId, engineRecommendations(await loadSkillProfile(tx, userId)));
}

/**
 * True when a profile edit changes what recommendations are computed from (role, the role worked toward, industry,
 * goal, skills). Skills compare as a set: reordering them changes nothing.
 */
export function recommendationInputsChanged(before: ProfileFields, after: ProfileFields): boolean {
  const skillSet = (skills: string[]) => [...new Set(skills.map((skill) => skill.toLowerCase()))].sort().join('\n');
  return (
    (before.role ?? '') !== (after.role ?? '') ||
    (before.targetRole ?? '') !== (after.targetRole ?? '') ||
    before.industry !== after.industry ||
    before.mainGoal !== after.mainGoal ||
    skillSet(before.skills) !== skillSet(after.skills)
  );
}
