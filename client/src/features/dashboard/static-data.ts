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
  id: string;
  fromName: string;
  toName: string;
  /** What fromName teaches. */
  fromSkill: string;
  /** What fromName learns in return. */
  toSkill: string;
  when: string;
}

export const RECENT_SKILL_SWAPS: readonly RecentSwap[] = [
  {
    id: 'swap-1',
    fromName: 'Sarah Chen',
    toName: 'Marcus Johnson',
    fromSkill: 'Python',
    toSkill: 'Product Strategy',
    when: '2 hours ago',
  },
  {
    id: 'swap-2',
    fromName: 'Priya Shah',
    toName: 'David Kim',
    fromSkill: 'System Design',
    toSkill: 'UX Research',
    when: '5 hours ago',
  },
  {
    id: 'swap-3',
    fromName: 'Elena Rodriguez',
    toName: 'Aisha Okafor',
    fromSkill: 'SQL',
    toSkill: 'Public Speaking',
    when: 'Yesterday',
  },
  {
    id: 'swap-4',
    fromName: 'Tom Becker',
    toName: 'Lina Park',
    fromSkill: 'Kubernetes',
    toSkill: 'Data Storytelling',
    when: '2 days ago',
  },
];
