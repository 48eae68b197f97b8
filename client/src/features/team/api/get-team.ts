import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Team } from '@common/schemas/team';
import { teamKeys } from './query-keys';

/** GET /api/companies/{companyId}/team: the workspace's people as team cards. */
export function getTeam(companyId: string, signal?: AbortSignal) {
  return apiRequest<Team>('GET', apiPath`/api/companies/${companyId}/team`, undefined, { signal });
}

export const teamQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: teamKeys.people(companyId), queryFn: ({ signal }) => getTeam(companyId, signal) });

// Asked again on every visit: skills and pauses change on other pages (profiles), which do not know this page.
export const useTeam = (companyId: string) => useQuery({ ...teamQueryOptions(companyId), refetchOnMount: 'always' });
