import { describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from './constants';
import { profileScore, type ScoredProfile } from './profile-score';

const someone = (overrides: Partial<ScoredProfile> = {}): ScoredProfile => ({
  id: '00000000-0000-4000-8000-00000000a001',
  companyId: null,
  role: null,
  industry: null,
  mainGoal: null,
  skills: [],
  ...overrides,
});

describe('profileScore', () => {
  it("keeps the public demo's fixed 85% for the demo workspace's people and its current user", () => {
    expect(profileScore(someone({ companyId: DEMO_WORKSPACE.companyId }))).toEqual({ kind: 'demo', percent: 85 });
    expect(profileScore(someone({ id: DEMO_WORKSPACE.userId, skills: ['SQL'] }))).toEqual({
      kind: 'demo',
      percent: 85,
    });
  });

  it('counts everyone else: role 20, industry 15, goal 15, 10 a skill up to 5', () => {
    expect(profileScore(someone()).percent).toBe(0);
    expect(profileScore(someone({ role: 'Engineer', skills: ['SQL', 'Go'] })).percent).toBe(40);
    const full = profileScore(
      someone({
        role: 'Engineer',
        industry: 'technology',
        mainGoal: 'expand-technical',
        skills: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      }),
    );
    expect(full.percent).toBe(100);
  });

  it('names what each part earns, so the screen can say how to raise the score', () => {
    const score = profileScore(someone({ role: '   ', industry: 'finance', skills: ['SQL'] }));
    expect(score).toEqual({
      kind: 'counted',
      percent: 25,
      parts: [
        { key: 'role', label: 'Current role', earned: 0, possible: 20 },
        { key: 'industry', label: 'Industry', earned: 15, possible: 15 },
        { key: 'mainGoal', label: 'Main goal', earned: 0, possible: 15 },
        { key: 'skills', label: 'Skills (1 of 5)', earned: 10, possible: 50 },
      ],
    });
  });
});
