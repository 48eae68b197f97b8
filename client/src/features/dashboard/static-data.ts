import { DEMO_PEOPLE, type DemoPersonKey } from '@common/demo-people';

/**
 * The dashboard's two lists (critical skill gaps, recent skill swaps) are static demo content; only the
 * four metric cards come from the API.
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

export interface RecentSwap {
  /** The seeded skill swap's id (server/db/demo-data.ts), which this row shows. */
  id: string;
  fromName: string;
  toName: string;
  /** What fromName teaches. */
  fromSkill: string;
  /** What fromName learns in return. */
  toSkill: string;
  when: string;
}

function swap(
  id: string,
  from: DemoPersonKey,
  to: DemoPersonKey,
  skills: { fromSkill: string; toSkill: string },
  when: string,
): RecentSwap {
  return { id, fromName: DEMO_PEOPLE[from].fullName, toName: DEMO_PEOPLE[to].fullName, ...skills, when };
}

/**
 * The demo workspace's four most recent skill swaps, as seeded: the same people and skills the database holds
 * (server/db/demo-consistency.test.ts checks it), so the list never names someone who is not in the workspace.
 */
export const RECENT_SKILL_SWAPS: readonly RecentSwap[] = [
  swap('00000000-0000-4000-8000-000000000404', 'aisha', 'alex', { fromSkill: 'CSS', toSkill: 'Node.js' }, 'Yesterday'),
  swap(
    '00000000-0000-4000-8000-000000000403',
    'sofia',
    'alex',
    { fromSkill: 'Accessibility', toSkill: 'React' },
    '4 days ago',
  ),
  swap(
    '00000000-0000-4000-8000-000000000402',
    'ravi',
    'daniel',
    { fromSkill: 'Financial Modeling', toSkill: 'Python' },
    '10 days ago',
  ),
  swap(
    '00000000-0000-4000-8000-000000000406',
    'mei',
    'hannah',
    { fromSkill: 'User Research', toSkill: 'SEO' },
    '2 weeks ago',
  ),
];
