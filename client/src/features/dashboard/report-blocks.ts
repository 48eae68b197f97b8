import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { DashboardPeriod } from '@common/constants';
import type { SkillMatrix } from '@common/schemas/analytics';
import {
  ACTIVITY_SERIES_LABELS,
  activityTable,
  coverageTable,
  demandTable,
  matrixTable,
  type ActivitySeriesKey,
} from './analytics-tables';
import { skillCoverageQueryOptions } from './api/get-skill-coverage';
import { skillDemandQueryOptions } from './api/get-skill-demand';
import { getWholeSkillMatrix } from './api/get-skill-matrix';
import { workspaceActivityQueryOptions } from './api/get-workspace-activity';
import type { ReportBlock } from './report-csv';

const EVERY_SERIES = Object.keys(ACTIVITY_SERIES_LABELS) as ActivitySeriesKey[];

/**
 * The whole matrix as the card first shows it (everyone, by name), or null when the viewer may not see names: not
 * asked for when their role says so, and a 403 (a role changed since the page learnt it) means the same.
 */
async function wholeMatrixIfAllowed(companyId: string, namesVisible: boolean): Promise<SkillMatrix | null> {
  if (!namesVisible) return null;
  try {
    return await getWholeSkillMatrix(companyId, { sort: 'name', direction: 'asc' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/**
 * Everything Export Report adds after the figures, for the period on screen: the activity bucket by bucket, the
 * matrix (left out for a viewer who may not see names), every skill's coverage and every skill's demand, most
 * unmet first. Answers already on screen come from the cache; the rest are asked for now.
 */
export async function loadReportBlocks(
  queryClient: QueryClient,
  companyId: string,
  days: DashboardPeriod,
  namesVisible = true,
): Promise<ReportBlock[]> {
  const [activity, coverage, demand, matrix] = await Promise.all([
    queryClient.fetchQuery(workspaceActivityQueryOptions(companyId, days)),
    queryClient.fetchQuery(skillCoverageQueryOptions(companyId)),
    queryClient.fetchQuery(skillDemandQueryOptions(companyId)),
    wholeMatrixIfAllowed(companyId, namesVisible),
  ]);
  const demandByNeed = demand.skills.toSorted(
    (a, b) => b.unmet - a.unmet || b.demand - a.demand || a.name.localeCompare(b.name),
  );
  return [
    { title: 'Activity', table: activityTable(activity, EVERY_SERIES) },
    ...(matrix ? [{ title: 'Skill matrix', table: matrixTable(matrix) }] : []),
    { title: 'Skill coverage', table: coverageTable(coverage, coverage.skills) },
    { title: 'Skill demand', table: demandTable(demand, demandByNeed) },
  ];
}
