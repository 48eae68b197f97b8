import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CreateSessionInput, LearningSession, SessionFormValues } from '@common/schemas/sessions';
import { refreshSessionLists } from './session-lists';

/**
 * The create form's values as the API body: the datetime-local value becomes an ISO instant in the
 * browser's time zone, an empty description becomes null, and the starting values the server accepts
 * are sent explicitly: status upcoming, no learners, no resources (docs/api.md).
 */
export function toCreateSessionBody(
  values: SessionFormValues,
  ids: { companyId: string; mentorId: string },
): CreateSessionInput {
  const description = values.description?.trim();
  return {
    title: values.title,
    description: description ? description : null,
    skillTopic: values.skillTopic,
    sessionType: values.sessionType,
    companyId: ids.companyId,
    mentorId: ids.mentorId,
    scheduledFor: new Date(values.scheduledFor).toISOString(),
    duration: values.duration,
    maxLearners: values.maxLearners,
    status: 'upcoming',
    learnerIds: [],
    knowledgeResourceIds: [],
  };
}

/** POST /api/learning-sessions: hosts a new session as the current user. */
export function createSession(body: CreateSessionInput): Promise<LearningSession> {
  return apiRequest<LearningSession>('POST', '/api/learning-sessions', body);
}

/** Creates a session, then refreshes both session lists whatever the outcome. */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    // Not awaited: the toast and the button should not wait for the lists to come back.
    onSettled: () => {
      void refreshSessionLists(queryClient);
    },
  });
}
