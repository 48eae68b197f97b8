import {
  skillCoverageSchema,
  skillDemandSchema,
  skillMatrixSchema,
  workspaceActivitySchema,
  type SkillColumn,
  type SkillCoverage,
  type SkillDemand,
  type SkillMatrix,
  type WorkspaceActivity,
} from '@common/schemas/analytics';

/**
 * Analytics answers for component tests, checked against common/schemas/analytics like the other factories, so a
 * screen is never fed something the API would not send.
 */

export const SKILLS: SkillColumn[] = [
  { key: 'kubernetes', name: 'Kubernetes', category: 'Technology' },
  { key: 'python', name: 'Python', category: 'Technology' },
  { key: 'negotiation', name: 'Negotiation', category: 'Business' },
];

/** A uuid for person `n`. */
export const personId = (n: number) => `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type MatrixPerson = SkillMatrix['people'][number];

export function buildMatrixPerson(n: number, overrides: Partial<MatrixPerson> = {}): MatrixPerson {
  return {
    userId: personId(n),
    fullName: `Person ${String(n).padStart(4, '0')}`,
    role: 'Engineer',
    department: 'Engineering',
    levels: {},
    ...overrides,
  };
}

export function buildSkillMatrix(overrides: Partial<SkillMatrix> = {}): SkillMatrix {
  const people = overrides.people ?? [
    buildMatrixPerson(1, {
      fullName: 'Priya Shah',
      role: 'Platform Engineer',
      levels: { kubernetes: 4, python: 2 },
    }),
    buildMatrixPerson(2, {
      fullName: 'Daniel Kim',
      role: 'Account Executive',
      department: 'Sales',
      levels: { negotiation: 5 },
    }),
  ];
  return skillMatrixSchema.parse({
    total: people.length,
    skills: SKILLS,
    departments: ['Engineering', 'Sales'],
    roles: ['Account Executive', 'Platform Engineer'],
    ...overrides,
    people,
  });
}

/** `count` people by `skillCount` skills in 6 categories, every cell held at a level, for the scale test. */
export function buildLargeMatrix(count: number, skillCount: number): SkillMatrix {
  const skills = Array.from({ length: skillCount }, (_, index) => ({
    key: `skill-${index}`,
    name: `Skill ${index}`,
    category: `Category ${Math.floor(index / 10)}`,
  }));
  const levels = Object.fromEntries(skills.map((skill, index) => [skill.key, (index % 5) + 1]));
  return {
    total: count,
    skills,
    people: Array.from({ length: count }, (_, index) => buildMatrixPerson(index + 1, { levels })),
    departments: ['Engineering'],
    roles: ['Engineer'],
  };
}

export function buildSkillCoverage(overrides: Partial<SkillCoverage> = {}): SkillCoverage {
  return skillCoverageSchema.parse({
    named: true,
    counts: { good: 1, risk: 1, gap: 1 },
    skills: [
      { ...SKILLS[1], status: 'good', experts: 3, holders: 5, riskHolder: null },
      {
        ...SKILLS[0],
        status: 'risk',
        experts: 1,
        holders: 2,
        riskHolder: { userId: personId(1), fullName: 'Priya Shah' },
      },
      { ...SKILLS[2], status: 'gap', experts: 0, holders: 1, riskHolder: null },
    ],
    ...overrides,
  });
}

export function buildSkillDemand(overrides: Partial<SkillDemand> = {}): SkillDemand {
  return skillDemandSchema.parse({
    skills: [
      { ...SKILLS[0], wanted: 4, recommended: 3, swapAsks: 2, demand: 6, teachers: 1, unmet: 5 },
      { ...SKILLS[1], wanted: 2, recommended: 1, swapAsks: 0, demand: 3, teachers: 3, unmet: 0 },
      { ...SKILLS[2], wanted: 1, recommended: 2, swapAsks: 1, demand: 3, teachers: 0, unmet: 3 },
    ],
    ...overrides,
  });
}

/** Activity for `days` days (daily buckets from 1 March 2026, UTC), each figure scaled by `scale`. */
export function buildWorkspaceActivity(days: number, scale = 1): WorkspaceActivity {
  const buckets = days === 7 ? 7 : days === 30 ? 30 : days === 90 ? 13 : 12;
  const bucket = days <= 30 ? 'day' : days === 90 ? 'week' : 'month';
  const points = Array.from({ length: buckets }, (_, index) => ({
    start: new Date(
      Date.UTC(
        2026,
        bucket === 'month' ? index : 2,
        bucket === 'day' ? index + 1 : bucket === 'week' ? 1 + index * 7 : 1,
      ),
    ).toISOString(),
    sessionsHeld: (index % 3) * scale,
    learners: (index % 4) * scale,
    hoursContributed: (index % 3) * 1.5 * scale,
    swapsProposed: (index % 2) * scale,
    swapsAccepted: 0,
    swapsCompleted: index === 0 ? scale : 0,
    articlesCreated: index % 5 === 0 ? scale : 0,
    articleViews: index * scale,
  }));
  const total = (key: keyof (typeof points)[number]) =>
    points.reduce((sum, point) => sum + (key === 'start' ? 0 : (point[key] as number)), 0);
  return workspaceActivitySchema.parse({
    days,
    from: points[0]!.start,
    to: '2026-12-31T00:00:00.000Z',
    bucket,
    points,
    totals: {
      sessionsHeld: total('sessionsHeld'),
      learners: total('learners'),
      hoursContributed: total('hoursContributed'),
      swapsProposed: total('swapsProposed'),
      swapsAccepted: total('swapsAccepted'),
      swapsCompleted: total('swapsCompleted'),
      articlesCreated: total('articlesCreated'),
      articleViews: total('articleViews'),
    },
  });
}
