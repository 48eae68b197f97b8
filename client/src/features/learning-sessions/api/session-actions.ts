import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { JoinResult, LearningSession, RateSessionInput, RescheduleSessionInput } from '@common/schemas/sessions';
import { refreshSessionDetails, refreshSessionLists, replaceSessionInLists } from './session-lists';

/**
 * The calls of a session's life after it is created: wait in line, leave, cancel, reschedule, mark attendance,
 * rate. Each answer replaces the session in the cached lists at once; both lists and the open detail are then
 * refetched (after a refusal too: the screen was probably stale).
 */

const sessionUrl = (sessionId: string, action: string) => `${apiPath`/api/learning-sessions/${sessionId}`}/${action}`;

/** Where the browser downloads a session's calendar invitation (host and learners). */
export const invitationUrl = (sessionId: string) => sessionUrl(sessionId, 'invitation.ics');

/**
 * A mutation whose answer holds the changed session (`sessionOf` picks it out when the answer wraps it): the session
 * replaces its old self in the cached lists, then lists and details refetch.
 */
function useSessionMutation<Variables, Answer = LearningSession>(
  call: (variables: Variables) => Promise<Answer>,
  sessionOf: (answer: Answer) => LearningSession = (answer) => answer as LearningSession,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => replaceSessionInLists(queryClient, sessionOf(answer)),
    onSettled: () => {
      void refreshSessionLists(queryClient);
      void refreshSessionDetails(queryClient);
    },
  });
}

/** POST …/join: a seat if one is free, else the end of the waitlist (the screen uses it for full sessions). */
export const useJoinOrWait = () =>
  useSessionMutation(
    (sessionId: string) => apiRequest<JoinResult>('POST', sessionUrl(sessionId, 'join')),
    (result) => result.session,
  );

export const useLeaveSession = () =>
  useSessionMutation((sessionId: string) => apiRequest<LearningSession>('POST', sessionUrl(sessionId, 'leave')));

export const useCancelSession = () =>
  useSessionMutation(({ sessionId, reason }: { sessionId: string; reason: string }) =>
    apiRequest<LearningSession>('POST', sessionUrl(sessionId, 'cancel'), { reason }),
  );

export const useRescheduleSession = () =>
  useSessionMutation(({ sessionId, changes }: { sessionId: string; changes: RescheduleSessionInput }) =>
    apiRequest<LearningSession>('PATCH', sessionUrl(sessionId, 'schedule'), changes),
  );

export const useMarkAttendance = () =>
  useSessionMutation(({ sessionId, attendeeIds }: { sessionId: string; attendeeIds: string[] }) =>
    apiRequest<LearningSession>('PUT', sessionUrl(sessionId, 'attendance'), { attendeeIds }),
  );

export const useRateSession = () =>
  useSessionMutation(({ sessionId, rating }: { sessionId: string; rating: RateSessionInput }) =>
    apiRequest<LearningSession>('POST', sessionUrl(sessionId, 'ratings'), rating),
  );
