import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DashboardPeriod } from '@common/constants';
import type { DashboardStats } from '@common/schemas/dashboard';
import { dashboardKeys } from './query-keys';

/**
 * GET /api/dashboard/stats?days=N: the figures for the last N days (docs/roi.md), of the platform or, given a
 * companyId, of that workspace.
 */
export function getDashboardStats(
  days: DashboardPeriod,
  companyId: string | undefined,
  signal?: AbortSignal,
): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('GET', '/api/dashboard/stats', undefined, { query: { days, companyId }, signal });
}

export const dashboardStatsQueryOptions = (days: DashboardPeriod, companyId?: string) =>
  queryOptions({
    queryKey: dashboardKeys.stats(days, companyId),
    queryFn: ({ signal }) => getDashboardStats(days, companyId, signal),
    // While another period loads the previous figures stay on screen (dimmed) instead of flashing back to
    // skeletons; never another workspace's figures under this one's name.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].companyId === companyId ? keepPreviousData(previous) : undefined,
  });

export function useDashboardStats(days: DashboardPeriod, companyId?: string) {
  return useQuery(dashboardStatsQueryOptions(days, companyId));
}
