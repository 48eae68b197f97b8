/**
 * The dashboard's critical skill gaps are static demo content; the metric cards and the recent skill swaps come
 * from the API.
 */

export interface SkillGap {
  skill: string;
  /** Share of requests for this skill that no one in the workforce can yet cover, 0-100. */
  gapPercent: number;
  /** People who asked to learn it. */
  requests: number;
}

export const CRITICAL_SKILL_GAPS: readonly SkillGap[] = [
  { skill: 'Machine Learning', gapPercent: 68, requests: 42 },
  { skill: 'Cloud Architecture', gapPercent: 54, requests: 31 },
  { skill: 'Data Visualization', gapPercent: 47, requests: 27 },
  { skill: 'Cybersecurity', gapPercent: 39, requests: 19 },
  { skill: 'Product Strategy', gapPercent: 32, requests: 16 },
];
