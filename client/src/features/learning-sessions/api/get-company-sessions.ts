import { useQuery } from '@tanstack/react-query';
import type { LearningSession } from '@common/schemas/sessions';
import { SESSION_LIST_KEY_END } from './session-lists';

/** The default queryFn GETs /api/companies/{companyId}/learning-sessions from this key. */
export const companySessionsQueryKey = (companyId: string) => ['/api/companies', companyId, SESSION_LIST_KEY_END] as const;

/** GET /api/companies/{companyId}/learning-sessions: every session of the company, soonest first. */
export function useCompanySessions(companyId: string) {
  return useQuery<LearningSession[]>({ queryKey: companySessionsQueryKey(companyId) });
}
