import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { SkillCoverage } from '@common/schemas/analytics';
import { dashboardKeys } from './query-keys';

/** GET /api/companies/{id}/analytics/coverage: each skill as Good, Risk or Gap, and the three counts. */
export function getSkillCoverage(companyId: string, signal?: AbortSignal): Promise<SkillCoverage> {
  return apiRequest<SkillCoverage>('GET', apiPath`/api/companies/${companyId}/analytics/coverage`, undefined, {
    signal,
  });
}

export const skillCoverageQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: dashboardKeys.coverage(companyId),
    queryFn: ({ signal }) => getSkillCoverage(companyId, signal),
  });

export function useSkillCoverage(companyId: string) {
  return useQuery(skillCoverageQueryOptions(companyId));
}
