import { DEMO_PEOPLE } from '@common/demo-people';

/**
 * The landing page's profile preview: a real person of the demo workspace (name and role as on every other page),
 * their T-shape, and the next skill with the colleague who can teach it. server/modules/demo/demo-consistency.test.ts checks
 * that the deep skill is theirs and that the teacher has the skill they teach.
 */
export const HERO_PROFILE = {
  person: DEMO_PEOPLE.daniel,
  skills: [
    { name: 'Machine Learning', value: 92, depth: 'Deep expertise' },
    { name: 'Data Visualization', value: 64, depth: 'Growing' },
    { name: 'Technical Writing', value: 48, depth: 'Growing' },
    { name: 'System Design', value: 35, depth: 'Recommended' },
  ],
  nextSkill: 'System Design',
  teacher: { person: DEMO_PEOPLE.alex, team: 'Engineering', learns: 'Machine Learning' },
} as const;
