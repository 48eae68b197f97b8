import type { LearningSession } from '@common/schemas/sessions';

/** Why the current user cannot join a session; the order is the order the rules are checked in. */
export type JoinBlockReason = 'hosting' | 'joined' | 'waitlisted' | 'in-progress' | 'completed' | 'cancelled' | 'full';

export type JoinState = { canJoin: true; reason: null } | { canJoin: false; reason: JoinBlockReason };

/**
 * The join rule, for the screen: not the mentor, not already a learner, status upcoming,
 * and a free seat when maxLearners is set (null means unlimited); a full session offers its waitlist instead. The server applies the same rule and
 * is the guard; this only decides what the button shows. Hosting and joined come first because they
 * describe the user's relation to the session, which matters more to them than its state.
 */
export function joinState(
  session: Pick<LearningSession, 'mentorId' | 'learnerIds' | 'status' | 'maxLearners'> &
    Partial<Pick<LearningSession, 'waitlistIds'>>,
  currentUserId: string,
): JoinState {
  if (session.mentorId === currentUserId) return { canJoin: false, reason: 'hosting' };
  if (session.learnerIds.includes(currentUserId)) return { canJoin: false, reason: 'joined' };
  if (session.waitlistIds?.includes(currentUserId)) return { canJoin: false, reason: 'waitlisted' };
  if (session.status === 'in-progress') return { canJoin: false, reason: 'in-progress' };
  if (session.status === 'completed') return { canJoin: false, reason: 'completed' };
  if (session.status === 'cancelled') return { canJoin: false, reason: 'cancelled' };
  if (session.maxLearners !== null && session.learnerIds.length >= session.maxLearners)
    return { canJoin: false, reason: 'full' };
  return { canJoin: true, reason: null };
}
