import { INDUSTRY_LABELS, type Industry, type MainGoal } from '../../common/constants';
import type { Catalogue, CatalogueSkill, SkillCategory } from '../skills/skill-catalogue';

/**
 * FROZEN: the recommendation engine as it stood before issue 15's "better picks", kept only as the
 * offline evaluation's comparison (server/evaluation/evaluation.test.ts). Never tuned, never used to
 * answer people; change server/skills/engine.ts instead.
 *
 * The built-in recommendation engine: scores every catalogue skill for one person and builds a
 * T-shaped list, some skills that deepen their core and some that broaden it toward their goal.
 * Pure and deterministic: the same profile and catalogue always give the same list.
 */

export interface SkillProfile {
  role: string | null;
  industry: Industry | null;
  mainGoal: MainGoal | null;
  skills: string[];
}

export type RecommendationKind = 'deepen' | 'broaden';

export interface RecommendationDraft {
  skillId: string;
  skillName: string;
  matchPercentage: number;
  description: string;
  timeToLearn: string;
  reason: string;
  kind: RecommendationKind;
}

export interface ScoredSkill {
  skill: CatalogueSkill;
  /** Closeness to what the person knows, 0-1, through direct and two-step links. */
  adjacency: number;
  role: number;
  industry: number;
  goal: number;
  /** The known skills that lead to this one, strongest first. */
  via: CatalogueSkill[];
}

export const DEFAULT_RECOMMENDATION_COUNT = 6;

/** Weights of each signal for the two kinds of recommendation; each row sums to 1. */
const WEIGHTS = {
  deepen: { adjacency: 0.45, role: 0.2, industry: 0.1, goal: 0.15, popularity: 0.1 },
  broaden: { adjacency: 0.2, role: 0.2, industry: 0.1, goal: 0.4, popularity: 0.1 },
} as const;

/**
 * Share of the list that deepens the core. Someone who wants to expand technically gets half;
 * someone whose goal lies outside their core (leading, business, communication, a new career)
 * gets a third, and the rest broadens toward the goal.
 */
function deepenShare(goal: MainGoal | null): number {
  return goal === null || goal === 'expand-technical' ? 1 / 2 : 1 / 3;
}

const GOAL_PHRASES: Record<MainGoal, string> = {
  'expand-technical': 'expand your technical skills',
  'develop-leadership': 'develop leadership abilities',
  'learn-business': 'learn business skills',
  'improve-communication': 'improve your communication',
  'career-transition': 'make a career transition',
};

/** Words of a job title that say nothing about the field. */
const ROLE_STOP_WORDS = new Set([
  'senior',
  'junior',
  'sr',
  'jr',
  'principal',
  'staff',
  'associate',
  'assistant',
  'of',
  'the',
  'and',
  'i',
  'ii',
  'iii',
  '&',
]);

function roleTokens(role: string | null): Set<string> {
  if (!role) return new Set();
  return new Set(
    role
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((token) => token && !ROLE_STOP_WORDS.has(token)),
  );
}

/** 1 when a role keyword of the skill appears whole in the title, partial credit for some words. */
function roleMatch(skill: CatalogueSkill, tokens: Set<string>): number {
  if (tokens.size === 0) return 0;
  let best = 0;
  for (const keyword of skill.roles) {
    const words = keyword
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word && !ROLE_STOP_WORDS.has(word));
    const hits = words.filter((word) => tokens.has(word)).length;
    if (hits === 0) continue;
    best = Math.max(best, hits === words.length ? 1 : 0.6 * (hits / words.length));
  }
  return best;
}

/** Scores every catalogue skill the person does not have yet. */
export function scoreSkills(catalogue: Catalogue, profile: SkillProfile): ScoredSkill[] {
  const known = new Map<string, CatalogueSkill>();
  for (const name of profile.skills) {
    const skill = catalogue.match(name);
    if (skill) known.set(skill.id, skill);
  }

  // Direct links count fully; a two-step link (known -> bridge -> candidate) at half its product.
  const closeness = new Map<string, number>();
  const leadsFrom = new Map<string, Map<string, number>>();
  const credit = (candidate: string, from: string, amount: number) => {
    closeness.set(candidate, (closeness.get(candidate) ?? 0) + amount);
    const sources = leadsFrom.get(candidate) ?? new Map<string, number>();
    sources.set(from, Math.max(sources.get(from) ?? 0, amount));
    leadsFrom.set(candidate, sources);
  };
  for (const knownId of known.keys()) {
    const direct = catalogue.neighbours.get(knownId)!;
    const twoStep = new Map<string, number>();
    for (const [bridge, first] of direct) {
      credit(bridge, knownId, first);
      for (const [candidate, second] of catalogue.neighbours.get(bridge)!) {
        if (candidate === knownId || direct.has(candidate)) continue;
        twoStep.set(candidate, Math.max(twoStep.get(candidate) ?? 0, 0.5 * first * second));
      }
    }
    for (const [candidate, amount] of twoStep) credit(candidate, knownId, amount);
  }

  const tokens = roleTokens(profile.role);
  return catalogue.skills
    .filter((skill) => !known.has(skill.id))
    .map((skill) => ({
      skill,
      adjacency: 1 - Math.exp(-(closeness.get(skill.id) ?? 0)),
      role: roleMatch(skill, tokens),
      industry: profile.industry ? skill.industries[profile.industry] : 0.5,
      goal: profile.mainGoal ? skill.goals[profile.mainGoal] : 0.5,
      via: [...(leadsFrom.get(skill.id) ?? new Map<string, number>())]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([id]) => known.get(id)!),
    }));
}

function scoreFor(kind: RecommendationKind, scored: ScoredSkill): number {
  const w = WEIGHTS[kind];
  return (
    w.adjacency * scored.adjacency +
    w.role * scored.role +
    w.industry * scored.industry +
    w.goal * scored.goal +
    w.popularity * scored.skill.popularity
  );
}

/** The category most of the person's known skills fall in: their "deep" bar of the T. */
function coreCategory(catalogue: Catalogue, profile: SkillProfile, scored: ScoredSkill[]): SkillCategory | undefined {
  const counts = new Map<SkillCategory, number>();
  for (const name of profile.skills) {
    const skill = catalogue.match(name);
    if (skill) counts.set(skill.category, (counts.get(skill.category) ?? 0) + 1);
  }
  // With no known skills, the role says where the person's depth lies.
  if (counts.size === 0)
    for (const item of scored)
      if (item.role >= 1) counts.set(item.skill.category, (counts.get(item.skill.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Says which signals put the skill on the list: "Because you know SQL and Excel and want to learn
 * business skills, it broadens your profile toward your goal. Valued in finance and in your role as
 * Data Analyst."
 */
export function explain(scored: ScoredSkill, kind: RecommendationKind, profile: SkillProfile): string {
  const via = scored.via.slice(0, 2).map((skill) => skill.name);
  const wantsIt = Boolean(profile.mainGoal && scored.goal >= 0.6);
  const causes: string[] = [];
  if (via.length > 0) causes.push(`you know ${joinNames(via)}`);
  if (wantsIt) causes.push(`${causes.length > 0 ? '' : 'you '}want to ${GOAL_PHRASES[profile.mainGoal!]}`);

  const purpose =
    kind === 'deepen'
      ? `deepens your ${scored.skill.discipline.toLowerCase()} expertise`
      : `broadens your profile ${wantsIt ? 'toward your goal' : 'beyond your core'}`;
  const context: string[] = [];
  if (profile.industry && profile.industry !== 'other' && scored.industry >= 0.75)
    context.push(`in ${INDUSTRY_LABELS[profile.industry].toLowerCase()}`);
  if (profile.role && scored.role >= 0.6) context.push(`in your role as ${profile.role}`);
  const valued = context.length > 0 ? ` Valued ${joinNames(context)}.` : '';

  if (causes.length === 0) return `Widely in demand: it ${purpose}.${valued}`;
  return `Because ${causes.join(' and ')}, it ${purpose}.${valued}`;
}

/**
 * The T-shaped list: about half "deepen" (close to the core), half "broaden" (outside the core,
 * toward the goal), each the best of its kind, then ordered by match.
 */
export function recommendSkills(
  catalogue: Catalogue,
  profile: SkillProfile,
  count = DEFAULT_RECOMMENDATION_COUNT,
): RecommendationDraft[] {
  const scored = scoreSkills(catalogue, profile);
  const core = coreCategory(catalogue, profile, scored);
  const rank = (kind: RecommendationKind, pool: ScoredSkill[]) =>
    pool
      .map((item) => ({ item, kind, score: scoreFor(kind, item) }))
      .sort((a, b) => b.score - a.score || a.item.skill.id.localeCompare(b.item.skill.id));

  const deepenCount = core ? Math.round(count * deepenShare(profile.mainGoal)) : 0;
  const deepen = rank(
    'deepen',
    scored.filter((item) => item.skill.category === core || item.adjacency >= 0.5),
  ).slice(0, deepenCount);
  const taken = new Set(deepen.map((entry) => entry.item.skill.id));
  const broaden = rank(
    'broaden',
    scored.filter((item) => item.skill.category !== core && !taken.has(item.skill.id)),
  ).slice(0, count - deepen.length);

  return [...deepen, ...broaden]
    .map(({ item, kind, score }) => ({
      skillId: item.skill.id,
      skillName: item.skill.name,
      matchPercentage: Math.max(0, Math.min(100, Math.round(score * 100))),
      description: item.skill.description,
      timeToLearn: item.skill.timeToLearn,
      reason: explain(item, kind, profile),
      kind,
    }))
    .sort((a, b) => b.matchPercentage - a.matchPercentage || a.skillId.localeCompare(b.skillId));
}
