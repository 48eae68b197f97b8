import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Recommendation } from '../../common/schemas/users';
import type { ChatModelConfig } from '../ai/chat-client';
import { recommendWithModel } from '../ai/model-features';
import type { Database } from '../db/client';
import { skillRecommendations, users } from '../db/schema';
import { notFound } from '../errors';
import { recommendSkills, type RecommendationDraft, type SkillProfile } from '../skills/engine';
import { loadCatalogue } from '../skills/skill-catalogue';
import { toRecommendationDto } from './dto';
import { requireVisibleUser } from './users';

/** A user's current recommendations, best match first; 404 for a person the actor may not see. */
export async function listRecommendations(db: Database, actorId: string, userId: string): Promise<Recommendation[]> {
  await requireVisibleUser(db, actorId, userId);
  return readRecommendations(db, userId);
}

async function readRecommendations(db: Database, userId: string): Promise<Recommendation[]> {
  const rows = await db
    .select()
    .from(skillRecommendations)
    .where(eq(skillRecommendations.userId, userId))
    .orderBy(desc(skillRecommendations.matchPercentage), asc(skillRecommendations.skillName));
  return rows.map(toRecommendationDto);
}

/** How many engine candidates a language model chooses from. */
const MODEL_CANDIDATES = 20;

/**
 * Recomputes a user's recommendations from their profile and replaces the previous set in one
 * transaction. With a language model configured it chooses among the engine's best candidates;
 * on any model failure the engine's own list is stored, and the reason logged.
 */
export async function refreshRecommendations(
  db: Database,
  actorId: string,
  userId: string,
  options: { model?: ChatModelConfig; log?: FastifyBaseLogger } = {},
): Promise<Recommendation[]> {
  await requireVisibleUser(db, actorId, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('user_not_found', 'User not found');
  const profile: SkillProfile = {
    role: user.role,
    industry: user.industry as SkillProfile['industry'],
    mainGoal: user.mainGoal as SkillProfile['mainGoal'],
    skills: user.skills,
  };
  const catalogue = loadCatalogue();
  let drafts: Omit<RecommendationDraft, 'skillId' | 'kind'>[] = recommendSkills(catalogue, profile);
  if (options.model) {
    try {
      drafts = await recommendWithModel(
        options.model,
        catalogue,
        profile,
        recommendSkills(catalogue, profile, MODEL_CANDIDATES),
      );
    } catch (error) {
      options.log?.warn(
        { reason: (error as Error).message },
        'language model recommendations failed; the built-in engine answered',
      );
    }
  }
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
  return readRecommendations(db, userId);
}
