import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Recommendation } from '../../../common/schemas/users';
import type { ChatModelConfig } from '../../ai/chat-client';
import { recommendWithModel } from '../../ai/model-features';
import { forbidden } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { skillRecommendations } from '../../infra/db/schema';
import { recommendSkills } from '../../skills/engine';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { requireVisibleUser } from '../workspaces';
import { toRecommendationDto } from './recommendation-dto';
import {
  engineRecommendations,
  loadSkillProfile,
  replaceRecommendations,
  withoutExcluded,
  type StoredDraft,
} from './recommendation-store';

/** A user's current recommendations, best match first; 404 for a person the actor may not see. */
export async function listRecommendations(db: Database, actorId: string, userId: string): Promise<Recommendation[]> {
  await requireVisibleUser(db, actorId, userId);
  return readRecommendations(db, userId);
}

/** The stored list, best match first: the order every answer and the ways to learn follow. */
export async function readRecommendations(db: Database, userId: string): Promise<Recommendation[]> {
  const rows = await db
    .select()
    .from(skillRecommendations)
    .where(eq(skillRecommendations.userId, userId))
    .orderBy(desc(skillRecommendations.matchPercentage), asc(skillRecommendations.skillName));
  return rows.map(toRecommendationDto);
}

/** How many engine candidates a language model chooses from. */
const MODEL_CANDIDATES = 20;

export const NOT_YOUR_RECOMMENDATIONS_MESSAGE = 'You can only refresh your own recommendations';

/**
 * Recomputes a person's recommendations from their profile and replaces the previous set in one transaction;
 * only the person themself may (403 for anyone else, like a profile edit). With a language model configured it
 * chooses among the engine's best candidates; on any model failure the engine's own list is stored, and the
 * reason logged.
 */
export async function refreshRecommendations(
  db: Database,
  actorId: string,
  userId: string,
  options: { model?: ChatModelConfig; log?: FastifyBaseLogger } = {},
): Promise<Recommendation[]> {
  await requireVisibleUser(db, actorId, userId);
  if (actorId !== userId) throw forbidden('not_your_profile', NOT_YOUR_RECOMMENDATIONS_MESSAGE);
  const profile = await loadSkillProfile(db, userId);
  let drafts: StoredDraft[] = engineRecommendations(profile);
  if (options.model) {
    try {
      const catalogue = loadCatalogue();
      // The engine's candidates leave out held and dismissed skills; the model's answer is filtered again, since it
      // may name a skill of its own or spell one differently.
      const candidates = recommendSkills(catalogue, profile, MODEL_CANDIDATES);
      const picked = withoutExcluded(await recommendWithModel(options.model, catalogue, profile, candidates), profile);
      if (picked.length === 0) throw new Error('recommended only skills the person holds or dismissed');
      drafts = picked;
    } catch (error) {
      options.log?.warn(
        { reason: (error as Error).message },
        'language model recommendations failed; the built-in engine answered',
      );
    }
  }
  await db.transaction((tx) => replaceRecommendations(tx, userId, drafts));
  return readRecommendations(db, userId);
}
