import { queryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Member } from '@common/schemas/workspaces';

/**
 * A workspace's members: the settings page lists them and a swap proposal picks from them, so both share one call
 * and one cache entry.
 */
export const membersKey = (companyId: string) => ['workspaces', companyId, 'members'] as const;

export const membersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: membersKey(companyId),
    queryFn: ({ signal }) =>
      apiRequest<Member[]>('GET', apiPath`/api/workspaces/${companyId}/members`, undefined, { signal }),
  });
