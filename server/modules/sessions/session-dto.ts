import type { LearningSession } from '../../../common/schemas/sessions';
import { iso } from '../../http/iso-time';
import type { LearningSessionRow } from '../../infra/db/schema';
import { sessionStatusAt } from './session-status';

/** A session's ratings as its DTO shows them; a session nobody rated has no average. */
export interface RatingSummary {
  average: number | null;
  count: number;
}
export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

export function toSessionDto(row: LearningSessionRow, ratings: RatingSummary = NO_RATINGS): LearningSession {
  return {
    id: row.id,
    companyId: row.companyId,
    mentorId: row.mentorId,
    title: row.title,
    description: row.description,
    skillTopic: row.skillTopic,
    sessionType: row.sessionType,
    scheduledFor: iso(row.scheduledFor),
    duration: row.duration,
    maxLearners: row.maxLearners,
    status: sessionStatusAt(row),
    learnerIds: row.learnerIds,
    waitlistIds: row.waitlistIds,
    cancelReason: row.cancelReason,
    attendeeIds: row.attendeeIds,
    averageRating: ratings.average,
    ratingCount: ratings.count,
    swapId: row.swapId,
    knowledgeResourceIds: row.knowledgeResourceIds,
    sessionNotes: row.sessionNotes,
    createdAt: iso(row.createdAt),
  };
}
