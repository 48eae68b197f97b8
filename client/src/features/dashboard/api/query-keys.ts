import type { DashboardPeriod } from '@common/constants';

/** Query keys of the dashboard: one entry per period asked for. */
export const dashboardKeys = {
  stats: (days: DashboardPeriod, companyId?: string) => ['dashboard', 'stats', { days, companyId }] as const,
  recentSwaps: (companyId: string) => ['dashboard', 'recent-swaps', companyId] as const,
};
