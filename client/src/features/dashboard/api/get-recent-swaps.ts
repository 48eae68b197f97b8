import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { RecentSwap } from '@common/schemas/swaps';
import { dashboardKeys } from './query-keys';

/** GET /api/companies/{id}/skill-swaps/recent: the workspace's latest swaps, newest first. */
export function useRecentSwaps(companyId: string) {
  return useQuery({
    queryKey: dashboardKeys.recentSwaps(companyId),
    queryFn: ({ signal }) =>
      apiRequest<RecentSwap[]>('GET', apiPath`/api/companies/${companyId}/skill-swaps/recent`, undefined, { signal }),
  });
}
