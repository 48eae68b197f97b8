import type { CoverageStatus } from '@common/constants';
import type {
  ActivityFigures,
  SkillCoverage,
  SkillDemand,
  SkillMatrix,
  WorkspaceActivity,
} from '@common/schemas/analytics';
import { formatBucket } from './format';

/**
 * The analytics as plain tables (a header row, then rows of text and numbers): what each card's "View as table"
 * shows, what its CSV download holds, and what Export Report writes, so the three never disagree.
 */
export interface DataTable {
  header: string[];
  rows: (string | number)[][];
}

export type ActivitySeriesKey = keyof ActivityFigures;

/** Each activity figure's name on screen and in files. */
export const ACTIVITY_SERIES_LABELS: Record<ActivitySeriesKey, string> = {
  sessionsHeld: 'Sessions held',
  learners: 'Learners',
  hoursContributed: 'Hours contributed',
  swapsProposed: 'Swaps proposed',
  swapsAccepted: 'Swaps accepted',
  swapsCompleted: 'Swaps completed',
  articlesCreated: 'Articles created',
  articleViews: 'Article views',
};

/** The activity charts: few series each, grouped by what they count so one axis fits them all. */
export const ACTIVITY_CHARTS: readonly { id: string; title: string; series: readonly ActivitySeriesKey[] }[] = [
  { id: 'learning', title: 'Learning sessions', series: ['sessionsHeld', 'learners'] },
  { id: 'hours', title: 'Hours contributed', series: ['hoursContributed'] },
  { id: 'swaps', title: 'Skill swaps', series: ['swapsProposed', 'swapsAccepted', 'swapsCompleted'] },
  { id: 'knowledge', title: 'Knowledge base', series: ['articleViews', 'articlesCreated'] },
];

/** Rounds hours to one decimal, as the charts print them. */
const figure = (key: ActivitySeriesKey, value: number) =>
  key === 'hoursContributed' ? Math.round(value * 10) / 10 : value;

/** One row per bucket of the period: its label ("12 Mar", "Week of 3 Mar", "Mar 2026") and the series' values. */
export function activityTable(activity: WorkspaceActivity, series: readonly ActivitySeriesKey[]): DataTable {
  return {
    header: ['Period starting', ...series.map((key) => ACTIVITY_SERIES_LABELS[key])],
    rows: activity.points.map((point) => [
      formatBucket(point.start, activity.bucket),
      ...series.map((key) => figure(key, point[key])),
    ]),
  };
}

export const COVERAGE_STATUS_LABELS: Record<CoverageStatus, string> = { good: 'Good', risk: 'Risk', gap: 'Gap' };

/** The skills that need attention, Risk (one expert) first, then Gap (none), each by name. */
export function skillsAtRisk(coverage: SkillCoverage) {
  const order: Record<CoverageStatus, number> = { risk: 0, gap: 1, good: 2 };
  return coverage.skills
    .filter((skill) => skill.status !== 'good')
    .toSorted((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name));
}

/** Coverage rows; `skills` defaults to the Risk and Gap list the card shows. Names only when the answer has them. */
export function coverageTable(
  coverage: SkillCoverage,
  skills: SkillCoverage['skills'] = skillsAtRisk(coverage),
): DataTable {
  return {
    header: [
      'Skill',
      'Category',
      'Coverage',
      'People at level 4 or above',
      'People holding it',
      ...(coverage.named ? ['Only expert'] : []),
    ],
    rows: skills.map((skill) => [
      skill.name,
      skill.category,
      COVERAGE_STATUS_LABELS[skill.status],
      skill.experts,
      skill.holders,
      ...(coverage.named ? [skill.riskHolder?.fullName ?? ''] : []),
    ]),
  };
}

/** How many unmet skills the card lists: the top of the list is what a lead acts on. */
export const TOP_DEMAND_COUNT = 8;

/** Skills people want that too few can teach, most unmet first (then most wanted, then by name). */
export function topUnmetDemand(demand: SkillDemand, count = TOP_DEMAND_COUNT) {
  return demand.skills
    .filter((skill) => skill.unmet > 0)
    .toSorted((a, b) => b.unmet - a.unmet || b.demand - a.demand || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** Demand rows; `skills` defaults to the top unmet demand the card shows. */
export function demandTable(demand: SkillDemand, skills: SkillDemand['skills'] = topUnmetDemand(demand)): DataTable {
  return {
    header: [
      'Skill',
      'Category',
      'Want to learn',
      'Recommended',
      'Asked in swaps',
      'People asking',
      'Can teach',
      'Unmet',
    ],
    rows: skills.map((skill) => [
      skill.name,
      skill.category,
      skill.wanted,
      skill.recommended,
      skill.swapAsks,
      skill.demand,
      skill.teachers,
      skill.unmet,
    ]),
  };
}

/** One row per person: name, role, department, then each skill's level 1-5 as on screen (blank: not held). */
export function matrixTable(matrix: SkillMatrix): DataTable {
  return {
    header: ['Person', 'Role', 'Department', ...matrix.skills.map((skill) => skill.name)],
    rows: matrix.people.map((person) => [
      person.fullName,
      person.role ?? '',
      person.department,
      ...matrix.skills.map((skill) => person.levels[skill.key] ?? ''),
    ]),
  };
}
