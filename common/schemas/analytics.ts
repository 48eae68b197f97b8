import { z } from 'zod';
import { COVERAGE_STATUSES } from '../constants';
import { dashboardQuerySchema } from './dashboard';
import { pageLimit, pageOffset } from './fields';

/**
 * Workforce analytics of one workspace: who holds which skill at which level (the matrix), where a skill rests
 * on one person (coverage), what people want to learn against who can teach it (demand), and what happened in
 * the period (activity). Skills are keyed by their catalogue id, or by the lower-cased name for a skill the
 * catalogue lacks, so the same skill typed twice is one column.
 */

export const MATRIX_PAGE_MAX = 500;

const skillColumnSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The catalogue category ("Technology", "Data & AI" ...); "Other" for a skill the catalogue lacks. */
  category: z.string(),
});
export type SkillColumn = z.infer<typeof skillColumnSchema>;

const personRefSchema = z.object({ userId: z.uuid(), fullName: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

// GET /api/companies/{companyId}/analytics/matrix
export const matrixQuerySchema = z.object({
  department: z.string().trim().max(100).optional(),
  role: z.string().trim().max(200).optional(),
  /** "name" (default), or a skill key: people by their level in it. */
  sort: z.string().trim().max(200).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  offset: pageOffset(),
  limit: pageLimit(MATRIX_PAGE_MAX, 200),
});

export const skillMatrixSchema = z.object({
  /** People matching the filters, over all pages. */
  total: z.number().int(),
  /** Every skill held at a level by someone matching the filters, by category then name. */
  skills: z.array(skillColumnSchema),
  /** This page of people; `levels` maps a skill key to the level 1-5 (absent: not held). */
  people: z.array(
    personRefSchema.extend({
      role: z.string().nullable(),
      department: z.string(),
      levels: z.record(z.string(), z.number().int().min(1).max(5)),
    }),
  ),
  /** The filters' choices over the whole workspace. */
  departments: z.array(z.string()),
  roles: z.array(z.string()),
});
export type SkillMatrix = z.infer<typeof skillMatrixSchema>;

// GET /api/companies/{companyId}/analytics/coverage
export const skillCoverageSchema = z.object({
  skills: z.array(
    skillColumnSchema.extend({
      status: z.enum(COVERAGE_STATUSES),
      /** People at level 4 or above. */
      experts: z.number().int(),
      /** People holding it at any level. */
      holders: z.number().int(),
      /** The one expert of a Risk skill: admins only (and everyone in the demo workspace); otherwise null. */
      riskHolder: personRefSchema.nullable(),
    }),
  ),
  counts: z.object({ good: z.number().int(), risk: z.number().int(), gap: z.number().int() }),
  /** Whether names are included (admins, and the demo workspace). */
  named: z.boolean(),
});
export type SkillCoverage = z.infer<typeof skillCoverageSchema>;

// GET /api/companies/{companyId}/analytics/demand
export const skillDemandSchema = z.object({
  skills: z.array(
    skillColumnSchema.extend({
      /** People who marked it "wants to learn". */
      wanted: z.number().int(),
      /** People it is currently recommended to. */
      recommended: z.number().int(),
      /** Swaps in the workspace asking for it (pending, accepted or completed). */
      swapAsks: z.number().int(),
      /** Distinct people behind any of the three. */
      demand: z.number().int(),
      /** People who marked it "can teach". */
      teachers: z.number().int(),
      /** demand - teachers, never below 0. */
      unmet: z.number().int(),
    }),
  ),
});
export type SkillDemand = z.infer<typeof skillDemandSchema>;

// GET /api/companies/{companyId}/analytics/activity?days=7|30|90|365
export const activityQuerySchema = dashboardQuerySchema.pick({ days: true });

const activityFiguresSchema = z.object({
  sessionsHeld: z.number().int(),
  learners: z.number().int(),
  hoursContributed: z.number(),
  swapsProposed: z.number().int(),
  swapsAccepted: z.number().int(),
  swapsCompleted: z.number().int(),
  articlesCreated: z.number().int(),
  articleViews: z.number().int(),
});
export type ActivityFigures = z.infer<typeof activityFiguresSchema>;

export const ACTIVITY_BUCKETS = ['day', 'week', 'month'] as const;

export const workspaceActivitySchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** 7 and 30 days: by day; 90: by week; 365: by month. */
  bucket: z.enum(ACTIVITY_BUCKETS),
  /** Every bucket of the period in order, empty ones included; `start` is the bucket's first instant (ISO). */
  points: z.array(activityFiguresSchema.extend({ start: z.string() })),
  totals: activityFiguresSchema,
});
export type WorkspaceActivity = z.infer<typeof workspaceActivitySchema>;
