import type { Recommendation } from '../../../common/schemas/users';
import { iso } from '../../http/iso-time';
import type { RecommendationRow } from '../../infra/db/schema';

/** A stored recommendation as the API answers it. */
export function toRecommendationDto(row: RecommendationRow): Recommendation {
  return {
    id: row.id,
    userId: row.userId,
    skillName: row.skillName,
    matchPercentage: row.matchPercentage,
    description: row.description,
    timeToLearn: row.timeToLearn,
    reason: row.reason,
    createdAt: iso(row.createdAt),
  };
}
