import { z } from 'zod';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '../constants';
import { uuidField } from './fields';

export const dashboardQuerySchema = z.object({
  days: z
    .enum(DASHBOARD_PERIODS.map(String) as [string, ...string[]], {
      error: `Choose one of: ${DASHBOARD_PERIODS.join(', ')}`,
    })
    .default(String(DEFAULT_DASHBOARD_PERIOD))
    .transform(Number),
  /** A workspace's own figures (its members only); without it, the platform's. */
  companyId: uuidField().optional(),
});

export const dashboardStatsSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  totalUsers: z.number().int(),
  totalCompanies: z.number().int(),
  activeSkillSwaps: z.number().int(),
  roi: z.number(),
  learningHours: z.number(),
  knowledgeViews: z.number().int(),
  sessionsHeld: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
