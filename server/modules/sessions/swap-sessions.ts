import { eq } from 'drizzle-orm';
import type { SessionType } from '../../../common/constants';
import type { Database } from '../../infra/db/client';
import { learningSessions } from '../../infra/db/schema';

/**
 * The sessions a skill swap schedules: one per direction, the teacher hosting and the other person its one learner.
 * The swap module decides when a swap may be scheduled; the sessions are written here, by the module that owns
 * them, so a session is made one way whoever asks for it.
 */

export interface SwapSessionDraft {
  host: { id: string; fullName: string };
  learner: { id: string; fullName: string };
  skill: string;
  at: Date;
}

/** True when sessions were already scheduled for this swap (call it inside the swap's locked transaction). */
export async function swapHasSessions(tx: Database, swapId: string): Promise<boolean> {
  const [existing] = await tx
    .select({ id: learningSessions.id })
    .from(learningSessions)
    .where(eq(learningSessions.swapId, swapId))
    .limit(1);
  return existing !== undefined;
}

/** Writes a swap's sessions, in the caller's transaction: both or neither. */
export async function createSwapSessions(
  tx: Database,
  swap: { id: string; companyId: string; sessionType: SessionType; duration: number },
  drafts: readonly SwapSessionDraft[],
): Promise<void> {
  await tx.insert(learningSessions).values(
    drafts.map((draft) => ({
      companyId: swap.companyId,
      mentorId: draft.host.id,
      title: `${draft.skill} with ${draft.host.fullName}`,
      description: `Skill swap: ${draft.host.fullName} teaches ${draft.learner.fullName} ${draft.skill}.`,
      skillTopic: draft.skill,
      sessionType: swap.sessionType,
      scheduledFor: draft.at,
      duration: swap.duration,
      maxLearners: 1,
      learnerIds: [draft.learner.id],
      swapId: swap.id,
    })),
  );
}
