import { DEMO_WORKSPACE, PROFILE_SCORE_PERCENT } from './constants';

/**
 * The profile score: how complete a profile is, out of 100. The public demo's people show the product's fixed
 * 85%; everyone else's score is counted from what their profile holds, so they can see how to raise it:
 *   current role 20, industry 15, main goal 15, and 10 for each skill up to 5 skills (50).
 */

export const SCORE_POINTS = { role: 20, industry: 15, mainGoal: 15, perSkill: 10 } as const;
/** Skills beyond this many add nothing to the score. */
export const SCORED_SKILLS = 5;

export interface ScoredProfile {
  id: string;
  companyId: string | null;
  role: string | null;
  industry: string | null;
  mainGoal: string | null;
  skills: readonly string[];
}

/** One thing the score counts, what it is worth and what this profile earns from it. */
export interface ScorePart {
  key: 'role' | 'industry' | 'mainGoal' | 'skills';
  label: string;
  earned: number;
  possible: number;
}

export type ProfileScore = { kind: 'demo'; percent: number } | { kind: 'counted'; percent: number; parts: ScorePart[] };

/** The seeded people of the public demo (its workspace, and its current user). */
export function isDemoPerson(profile: Pick<ScoredProfile, 'id' | 'companyId'>): boolean {
  return profile.companyId === DEMO_WORKSPACE.companyId || profile.id === DEMO_WORKSPACE.userId;
}

export function profileScore(profile: ScoredProfile): ProfileScore {
  if (isDemoPerson(profile)) return { kind: 'demo', percent: PROFILE_SCORE_PERCENT };
  const skillCount = Math.min(profile.skills.length, SCORED_SKILLS);
  const parts: ScorePart[] = [
    {
      key: 'role',
      label: 'Current role',
      earned: profile.role?.trim() ? SCORE_POINTS.role : 0,
      possible: SCORE_POINTS.role,
    },
    {
      key: 'industry',
      label: 'Industry',
      earned: profile.industry ? SCORE_POINTS.industry : 0,
      possible: SCORE_POINTS.industry,
    },
    {
      key: 'mainGoal',
      label: 'Main goal',
      earned: profile.mainGoal ? SCORE_POINTS.mainGoal : 0,
      possible: SCORE_POINTS.mainGoal,
    },
    {
      key: 'skills',
      label: `Skills (${skillCount} of ${SCORED_SKILLS})`,
      earned: skillCount * SCORE_POINTS.perSkill,
      possible: SCORED_SKILLS * SCORE_POINTS.perSkill,
    },
  ];
  return { kind: 'counted', percent: parts.reduce((sum, part) => sum + part.earned, 0), parts };
}
