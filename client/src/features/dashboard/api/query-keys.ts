import type { DashboardPeriod } from '@common/constants';

/** The skill matrix's filters and order: one cached list of pages per combination. */
export interface MatrixFilters {
  department?: string;
  role?: string;
  /** "name", or a skill key: people by their level in that skill. */
  sort: string;
  direction: 'asc' | 'desc';
}

/** Query keys of the dashboard: one entry per period asked for; `analytics` groups one workspace's analytics. */
export const dashboardKeys = {
  stats: (days: DashboardPeriod, companyId?: string) => ['dashboard', 'stats', { days, companyId }] as const,
  recentSwaps: (companyId: string) => ['dashboard', 'recent-swaps', companyId] as const,
  analytics: (companyId: string) => ['dashboard', 'analytics', companyId] as const,
  matrix: (companyId: string, filters: MatrixFilters) =>
    [...dashboardKeys.analytics(companyId), 'matrix', filters] as const,
  coverage: (companyId: string) => [...dashboardKeys.analytics(companyId), 'coverage'] as const,
  demand: (companyId: string) => [...dashboardKeys.analytics(companyId), 'demand'] as const,
  activity: (companyId: string, days: DashboardPeriod) =>
    [...dashboardKeys.analytics(companyId), 'activity', { days }] as const,
};
