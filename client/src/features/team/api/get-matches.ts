import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Matches } from '@common/schemas/matching';
import { teamKeys } from './query-keys';

/** GET /api/companies/{companyId}/matches: mentors per wanted skill and swap partners for the current user. */
export function getMatches(companyId: string, signal?: AbortSignal) {
  return apiRequest<Matches>('GET', apiPath`/api/companies/${companyId}/matches`, undefined, { signal });
}

export const matchesQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: teamKeys.matches(companyId), queryFn: ({ signal }) => getMatches(companyId, signal) });

// Asked again on every visit: skills and pauses change on other pages (profiles), which do not know this page.
export const useMatches = (companyId: string) =>
  useQuery({ ...matchesQueryOptions(companyId), refetchOnMount: 'always' });
