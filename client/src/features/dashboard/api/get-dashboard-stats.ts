import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DashboardPeriod } from '@common/constants';
import type { DashboardStats } from '@common/schemas/dashboard';
import { dashboardKeys } from './query-keys';

/** GET /api/dashboard/stats?days=N: the figures for the last N days (docs/roi.md). */
export function getDashboardStats(days: DashboardPeriod, signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('GET', '/api/dashboard/stats', undefined, { query: { days }, signal });
}

export const dashboardStatsQueryOptions = (days: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.stats(days),
    queryFn: ({ signal }) => getDashboardStats(days, signal),
    // While another period loads the previous figures stay on screen (dimmed) instead of flashing back to skeletons.
    placeholderData: keepPreviousData,
  });

export function useDashboardStats(days: DashboardPeriod) {
  return useQuery(dashboardStatsQueryOptions(days));
}
