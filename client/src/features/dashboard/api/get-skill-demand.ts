import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { SkillDemand } from '@common/schemas/analytics';
import { dashboardKeys } from './query-keys';

/** GET /api/companies/{id}/analytics/demand: per skill, who wants it (wanted, recommended, swap asks) against who teaches it. */
export function getSkillDemand(companyId: string, signal?: AbortSignal): Promise<SkillDemand> {
  return apiRequest<SkillDemand>('GET', apiPath`/api/companies/${companyId}/analytics/demand`, undefined, { signal });
}

export const skillDemandQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: dashboardKeys.demand(companyId),
    queryFn: ({ signal }) => getSkillDemand(companyId, signal),
  });

export function useSkillDemand(companyId: string) {
  return useQuery(skillDemandQueryOptions(companyId));
}
