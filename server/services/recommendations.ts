import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Recommendation } from '../../common/schemas/users';
import type { Database } from '../db/client';
import { skillRecommendations, users } from '../db/schema';
import { notFound } from '../errors';
import { loadCatalogue } from '../skills/skill-catalogue';
import { recommendSkills, type SkillProfile } from '../skills/engine';
import { toRecommendationDto } from './dto';

/** A user's current recommendations, best match first. */
export async function listRecommendations(db: Database, userId: string): Promise<Recommendation[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const rows = await db
    .select()
    .from(skillRecommendations)
    .where(eq(skillRecommendations.userId, userId))
    .orderBy(desc(skillRecommendations.matchPercentage), asc(skillRecommendations.skillName));
  return rows.map(toRecommendationDto);
}

/** Recomputes a user's recommendations from their profile and replaces the previous set in one transaction. */
export async function refreshRecommendations(db: Database, userId: string, _log?: FastifyBaseLogger): Promise<Recommendation[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const profile: SkillProfile = {
    role: user.role,
    industry: user.industry as SkillProfile['industry'],
    mainGoal: user.mainGoal as SkillProfile['mainGoal'],
    skills: user.skills,
  };
  const drafts = recommendSkills(loadCatalogue(), profile);
  await db.transaction(async (tx) => {
    await tx.delete(skillRecommendations).where(eq(skillRecommendations.userId, userId));
    if (drafts.length > 0) {
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
  });
  return listRecommendations(db, userId);
}
