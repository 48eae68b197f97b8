import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { DashboardPeriod } from '@common/constants';
import type { WorkspaceActivity } from '@common/schemas/analytics';
import { dashboardKeys } from './query-keys';

/** GET /api/companies/{id}/analytics/activity?days=N: the period's activity, bucket by bucket, and its totals. */
export function getWorkspaceActivity(
  companyId: string,
  days: DashboardPeriod,
  signal?: AbortSignal,
): Promise<WorkspaceActivity> {
  return apiRequest<WorkspaceActivity>('GET', apiPath`/api/companies/${companyId}/analytics/activity`, undefined, {
    query: { days },
    signal,
  });
}

export const workspaceActivityQueryOptions = (companyId: string, days: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.activity(companyId, days),
    queryFn: ({ signal }) => getWorkspaceActivity(companyId, days, signal),
    // Another period's series stay on screen (dimmed) while this one loads; never another workspace's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === companyId ? keepPreviousData(previous) : undefined,
  });

export function useWorkspaceActivity(companyId: string, days: DashboardPeriod) {
  return useQuery(workspaceActivityQueryOptions(companyId, days));
}
