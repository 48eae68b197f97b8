import { INDUSTRIES, INDUSTRY_LABELS, MAIN_GOALS, type Industry, type MainGoal } from '../../common/constants';
import { stepSupport, titleStems, type StepSupport } from './career-steps';
import { goalNeeds, impliedByRole, jobGoalNeeds, roleNeeds, type GoalNeed } from './role-core';
import type { Catalogue, CatalogueSkill, SkillCategory } from './skill-catalogue';
import { CONNECTIVES, roleTokens, SENIORITY_WORDS, titleWords } from './title-words';

/**
 * The built-in recommendation engine: scores every catalogue skill for one person and builds a
 * T-shaped list, some skills that deepen their core and some that broaden it toward their goal.
 * Pure and deterministic: the same profile and catalogue always give the same list.
 *
 * Signals: what the person knows (and what their role implies they hold), their role, industry and
 * goal, the role they are working toward (the skills it is named for and holds as its core, and its
 * field), the technical skills of their field when they want to grow technically in a non-technical
 * field, and their feedback: wanted skills are recommended and pull their neighbours, dismissed
 * skills never appear. What the goal means for the person's kind of job (a practice owner learning the
 * business needs pricing; a store manager, budgets) comes from the catalogue's goal meanings.
 */

export interface SkillProfile {
  role: string | null;
  /** The role the person is working toward, when it differs from the one they have. */
  targetRole?: string | null;
  industry: Industry | null;
  mainGoal: MainGoal | null;
  skills: string[];
  /** Skills the person said they want to learn (their wanted skills and "Interested"). */
  wanted?: string[];
  /** Skills the person said are not for them ("Not interested"): never recommended. */
  dismissed?: string[];
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
  /** Closeness to what the person knows or their role implies, 0-1, through direct and two-step links. */
  adjacency: number;
  role: number;
  industry: number;
  goal: number;
  /** How much the skill serves the goal more than it serves any goal: `goal` less a share of the others. */
  goalFocus: number;
  /** How much the skill belongs to the technical side of the person's non-technical field, 0-1. */
  field: number;
  /** That field, when `field` counts. */
  fieldName: Industry | null;
  /**
   * How reachable the skill is as a next step, 0-1: 1 for most; less for general programming and for
   * long learning paths when the person has no technical footing yet.
   */
  reach: number;
  /** Closeness to the skills the person said they want to learn, 0-1. */
  wish: number;
  /** The person said they want to learn this very skill. */
  wanted: boolean;
  /** 1 when the person leads people, wants to communicate or lead better, and the skill serves those who lead. */
  leads: number;
  /**
   * How much the role the person is working toward needs the skill, 0-1: 1 when it is named for the skill or
   * holds it as its core, less for each place down what the job asks of people stepping into it.
   */
  target: number;
  /** The role worked toward is named for the skill or holds it as its core. */
  coreToTarget: boolean;
  /** How well the skill fits the title of the role the person is working toward, 0-1 (as `role` does for theirs). */
  targetFit: number;
  /** Closeness to what the role worked toward needs, 0-1, through direct and two-step links. */
  nearTarget: number;
  /** What the person's goal means for their kind of job, when it names this skill (goal-meanings.json). */
  goalNeed: GoalNeed | null;
  /** What the career steps most like the person's say of the skill: how many of them ask for it, and whose. */
  steps: StepSupport | null;
  /** How much of that support counts: all of it, except beyond the field of someone growing technically in it. */
  stepShare: number;
  /** The wanted skills that lead to this one, strongest first. */
  wishVia: CatalogueSkill[];
  /** The skills the person listed that lead to this one, strongest first. */
  via: CatalogueSkill[];
  /** Whether the strongest lead is a skill the role implies rather than one the person listed. */
  viaRole: boolean;
}

export const DEFAULT_RECOMMENDATION_COUNT = 6;

/**
 * Weights of each signal for the two kinds of recommendation; each row sums to 1. `field` only
 * counts for someone growing technically in a non-technical field, `wish` only with wanted skills.
 */
const WEIGHTS = {
  deepen: { adjacency: 0.24, role: 0.06, industry: 0.12, goal: 0.12, field: 0.17, wish: 0.12, popularity: 0.17 },
  broaden: { adjacency: 0.15, role: 0.05, industry: 0.1, goal: 0.3, field: 0.15, wish: 0.1, popularity: 0.15 },
} as const;

/** A skill the role implies counts as held at a working level: it leads on, but less than one the person named. */
const ROLE_IMPLIED_STRENGTH = 0.7;
/** Wanted skills pull their neighbours at this share of a held skill's pull. */
const WANTED_PULL = 0.6;
/** At most this many places of the list go to skills the person asked for. */
const MAX_WANTED = 2;
/** Industries whose people are not technical by trade: growing there starts with the field's own tools. */
const NON_TECHNICAL_FIELDS: ReadonlySet<Industry> = new Set(['healthcare', 'education', 'finance', 'marketing']);
/**
 * Goals for which a non-technical field's own skills come before general ones: growing technically
 * (clinical informatics before Python for a nurse), changing career (medical coding for a clinic
 * receptionist) and learning the business (financial regulation for a fintech engineer).
 */
const GOALS_WITHIN_THE_FIELD: ReadonlySet<MainGoal> = new Set([
  'expand-technical',
  'career-transition',
  'learn-business',
]);
/** Share of its score a general technical skill keeps when the person has no technical footing yet. */
const GENERAL_TECHNICAL_DAMPING = 0.8;
/** Learning paths up to this many weeks are a first step; longer ones lose up to LONG_PATH_DAMPING. */
const FIRST_STEP_WEEKS = 12;
const LONG_PATH_DAMPING = 0.2;

/**
 * Share of the list that deepens the core. Someone who wants to expand technically gets half;
 * someone whose goal lies outside their core (leading, business, communication, a new career)
 * gets a fifth (one of six), and the rest broadens toward the goal.
 */
function deepenShare(goal: MainGoal | null): number {
  return goal === null || goal === 'expand-technical' ? 1 / 2 : 1 / 5;
}

/** A skill's relevance to a goal from which it is said to serve it ("toward your goal"). */
const SERVES_GOAL = 0.6;

/**
 * Whether a skill may deepen the core. When the goal lies outside the core it must also serve the
 * goal: an SRE who wants to communicate better gains nothing from one more infrastructure tool. When
 * the person names a role whose needs are known, the deep bar grows toward that role: a deepening pick
 * must also be one it needs, or the place goes to what it needs elsewhere.
 */
function deepensTowardGoal(item: ScoredSkill, goal: MainGoal | null, reading: ProfileReading): boolean {
  if (reading.targetNeeds.size > 0 && item.target === 0) return false;
  return goal === null || goal === 'expand-technical' || item.goal >= SERVES_GOAL || item.goalNeed !== null;
}

const GOAL_PHRASES: Record<MainGoal, string> = {
  'expand-technical': 'expand your technical skills',
  'develop-leadership': 'develop leadership abilities',
  'learn-business': 'learn business skills',
  'improve-communication': 'improve your communication',
  'career-transition': 'make a career transition',
};

/** The goal as an activity, for reasons that say what it means for a kind of job. */
const GOAL_ACTIVITIES: Record<MainGoal, string> = {
  'expand-technical': 'growing technically',
  'develop-leadership': 'growing as a leader',
  'learn-business': 'learning the business',
  'improve-communication': 'communicating better',
  'career-transition': 'changing career',
};

/**
 * 1 when a role keyword of the skill appears whole in the title, partial credit for some words. A
 * keyword's seniority words count ("staff engineer" is not every engineer), though they alone are no match.
 */
function roleMatch(skill: CatalogueSkill, title: Set<string>): number {
  if (title.size === 0) return 0;
  let best = 0;
  for (const keyword of skill.roles) {
    const words = keyword
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word && !CONNECTIVES.has(word));
    const hits = words.filter((word) => title.has(word));
    if (hits.every((word) => SENIORITY_WORDS.has(word))) continue;
    best = Math.max(best, hits.length === words.length ? 1 : 0.6 * (hits.length / words.length));
  }
  return best;
}

/** Share of a skill's mean relevance to the other goals taken off its relevance to the person's. */
const GOAL_BREADTH_PENALTY = 0.15;

/**
 * Relevance to the goal, less a share of what the skill does for every other goal: for someone
 * learning the business, budgeting comes before project management or Excel, which serve nearly
 * every goal and so say less about this one.
 */
function goalFocus(skill: CatalogueSkill, goal: MainGoal): number {
  const others = MAIN_GOALS.filter((other) => other !== goal);
  const elsewhere = others.reduce((sum, other) => sum + skill.goals[other], 0) / others.length;
  return Math.max(0, skill.goals[goal] - GOAL_BREADTH_PENALTY * elsewhere);
}

/** Catalogue skills a list of typed names refers to, by id. */
function matchAll(catalogue: Catalogue, names: string[] | undefined): Map<string, CatalogueSkill> {
  const found = new Map<string, CatalogueSkill>();
  for (const name of names ?? []) {
    const skill = catalogue.match(name);
    if (skill) found.set(skill.id, skill);
  }
  return found;
}

/** Closeness to a set of skills through direct and two-step links, and which of them leads to each candidate. */
function spread(catalogue: Catalogue, sources: Map<string, number>) {
  // Direct links count fully; a two-step link (source -> bridge -> candidate) at half its product.
  const closeness = new Map<string, number>();
  const leadsFrom = new Map<string, Map<string, number>>();
  const credit = (candidate: string, from: string, amount: number) => {
    closeness.set(candidate, (closeness.get(candidate) ?? 0) + amount);
    const leads = leadsFrom.get(candidate) ?? new Map<string, number>();
    leads.set(from, Math.max(leads.get(from) ?? 0, amount));
    leadsFrom.set(candidate, leads);
  };
  for (const [sourceId, strength] of sources) {
    const direct = catalogue.neighbours.get(sourceId)!;
    const twoStep = new Map<string, number>();
    for (const [bridge, first] of direct) {
      credit(bridge, sourceId, strength * first);
      for (const [candidate, second] of catalogue.neighbours.get(bridge)!) {
        if (candidate === sourceId || direct.has(candidate)) continue;
        twoStep.set(candidate, Math.max(twoStep.get(candidate) ?? 0, strength * 0.5 * first * second));
      }
    }
    for (const [candidate, amount] of twoStep) credit(candidate, sourceId, amount);
  }
  return { closeness, leadsFrom };
}

/**
 * How specific a skill is to one of the person's fields and how well it serves their goal: 1 for a
 * skill central to the field and the goal (clinical informatics for a nurse growing technically), 0
 * for one every industry shares (Python) or one off the goal.
 */
function fieldFit(
  skill: CatalogueSkill,
  fields: Set<Industry>,
  goal: MainGoal,
  share = 1,
): { field: number; fieldName: Industry | null } {
  let best = 0;
  let fieldName: Industry | null = null;
  // General technical skills (languages, cloud) belong to no field, however often finance hires Java.
  if (skill.category === 'technical') return { field: 0, fieldName };
  for (const field of [...fields].sort()) {
    const others = INDUSTRIES.filter((industry) => industry !== field);
    const elsewhere = others.reduce((sum, industry) => sum + skill.industries[industry], 0) / others.length;
    const fit = (skill.industries[field] - elsewhere) * skill.goals[goal];
    if (fit > best) [best, fieldName] = [fit, field];
  }
  return { field: Math.min(1, best / 0.5) * share, fieldName };
}

/** For someone new to technical work: their field's tools and short paths first, general programming later. */
function firstStepReach(skill: CatalogueSkill): number {
  const general = skill.category === 'technical' ? GENERAL_TECHNICAL_DAMPING : 1;
  const length = Math.min(LONG_PATH_DAMPING, Math.max(0, skill.learnWeeks - FIRST_STEP_WEEKS) / 50);
  return general * (1 - length);
}

/**
 * Added to a skill the role the person is working toward needs (named for it or holds it as its core): the
 * strongest single signal, since it is what the person said they are heading for.
 */
const TARGET_CORE_BONUS = 0.3;
/** Added, in proportion, to a skill the catalogue ties to the title of the role the person is working toward. */
const TARGET_FIT_BONUS = 0.15;
/** Added, in proportion, to a skill close to what that role needs. */
const TARGET_NEAR_BONUS = 0.05;
/**
 * For someone changing career toward a named role, a field skill keeps its field weight in
 * proportion to its closeness to what that role needs, in full only when strongly linked to it: one
 * weak link to a skill every analyst holds (AML to data analysis) does not make AML the way into FP&A.
 * In full from a closeness of 1/1.2 (0.83): with the old title no longer pulling its own neighbours up, the
 * field weight alone decided, and at 1/1.5 AML still passed for the way into FP&A.
 */
const FIELD_TOWARD_TARGET = 1.2;
/**
 * Added, in proportion to its place on the list, to a skill the goal means for the person's kind of job:
 * general skills serve a goal for anyone, this says which of them it means for this job.
 */
const GOAL_NEED_BONUS = 0.2;
/**
 * Added in proportion to a skill's support among the career steps most like the person's (the share of them,
 * closest weighing most, whose postings ask for it).
 */
const STEP_BONUS = 0.7;
/** From this support on, a reason names the steps asking for the skill: about a third of the steps like the person's. */
const STEP_NAMED = 0.3;
/**
 * The share of the steps' support that counts, for someone growing technically in a non-technical field, for a skill
 * that is not their field's own: the field's technical skills come first (clinical informatics and health-record
 * systems for a nurse), and the SQL and statistics that nurses' postings also ask for follow. In full, the steps put
 * a nurse's record systems seventh; on the tuning personas 0.2 scores as the full share does (0.668 against 0.669).
 */
const STEPS_BEYOND_THE_FIELD = 0.2;
/**
 * Added, in proportion to its closeness to what the person said they want to learn, outside the weighted
 * signals as a kind's list is: inside them a wish moves a neighbour by at most a tenth, and a kind's list
 * adds up to 0.2, so for anyone whose kind lists next steps a stated wish stopped moving anything. Half a
 * list's first place: the wanted skill itself already has a place of its own.
 */
const WISH_BONUS = 0.1;
/** Added to a skill that serves people who lead, for someone who leads and wants to communicate or lead better. */
const LEADER_BONUS = 0.1;
/** Share of its score programming or data tooling keeps for someone changing career without technical footing. */
const TOOLING_DAMPING = 0.7;

/**
 * For someone changing career with no technical footing: the move goes through transferable skills
 * (running projects, the business, people), not through programming or data tooling first.
 */
function transferableReach(skill: CatalogueSkill): number {
  return skill.category === 'technical' || skill.category === 'data' ? TOOLING_DAMPING : 1;
}

/** Title words of someone who leads people ("Account Executive" sells; it leads no one). */
const LEADER_WORDS: ReadonlySet<string> = new Set(['manager', 'director', 'head', 'lead', 'supervisor', 'chief', 'vp']);
/** Goals for which what people who lead need counts: a manager improving communication needs a leader's kind. */
const LEADER_GOALS: ReadonlySet<MainGoal> = new Set(['improve-communication', 'develop-leadership']);

function leadsPeople(tokens: Set<string>): boolean {
  return [...tokens].some((word) => LEADER_WORDS.has(word));
}

/**
 * A communication or leadership skill the catalogue ties to leading roles (executive communication
 * for directors, difficult conversations for team leads), as opposed to active listening for service desks.
 */
function servesLeaders(skill: CatalogueSkill): boolean {
  return (
    (skill.category === 'communication' || skill.category === 'leadership') &&
    skill.roles.some((keyword) => leadsPeople(roleTokens(keyword)))
  );
}

/** What the person's profile, role and feedback say before any skill is scored. */
export interface ProfileReading {
  /** Skills the person listed. */
  known: Map<string, CatalogueSkill>;
  /** Skills the role implies they hold (not listed, not wanted). */
  roleHeld: Map<string, CatalogueSkill>;
  /** Skills the role they are working toward needs and they do not hold yet (listed or implied by their role). */
  targetCore: Map<string, CatalogueSkill>;
  /** What that role asks of people stepping into it and they do not hold yet, by skill id, 1 for its first need. */
  targetNeeds: Map<string, number>;
  /** Industries the role they are working toward names ("Clinical Data Manager" is healthcare). */
  targetFields: Set<Industry>;
  wanted: Map<string, CatalogueSkill>;
  dismissed: Set<string>;
  /** Non-technical fields whose technical skills suit them, when they want to grow technically. */
  ownFields: Set<Industry>;
  /** Whether they already stand on technical ground (a technical industry, role or skill). */
  technicalFooting: boolean;
  /** What their goal means for their kind of job, by skill id. */
  needs: Map<string, GoalNeed>;
  /** Whether they are changing career toward a role they named. */
  changingToward: boolean;
  /** What the career steps most like theirs ask for, by skill id. */
  steps: Map<string, StepSupport>;
}

export function readProfile(catalogue: Catalogue, profile: SkillProfile): ProfileReading {
  const known = matchAll(catalogue, profile.skills);
  const wanted = matchAll(catalogue, profile.wanted);
  const dismissed = new Set(matchAll(catalogue, profile.dismissed).keys());
  const implied = impliedByRole(catalogue, profile.role);
  // The person's own word wins: a skill they want is not held, whatever the title says.
  const roleHeld = new Map([...implied.held].filter(([id]) => !known.has(id) && !wanted.has(id) && !dismissed.has(id)));
  for (const id of known.keys()) wanted.delete(id);
  for (const id of dismissed) wanted.delete(id);
  const target = impliedByRole(catalogue, profile.targetRole ?? null);
  const lacks = (id: string) => !known.has(id) && !implied.held.has(id) && !dismissed.has(id);
  const targetCore = new Map([...target.held].filter(([id]) => lacks(id)));
  const targetNeeds = new Map([...roleNeeds(catalogue, profile.targetRole ?? null)].filter(([id]) => lacks(id)));

  const fields = new Set<Industry>([...implied.fields, ...target.fields]);
  if (profile.industry) fields.add(profile.industry);
  const ownFields =
    profile.mainGoal && GOALS_WITHIN_THE_FIELD.has(profile.mainGoal)
      ? new Set([...fields].filter((field) => NON_TECHNICAL_FIELDS.has(field)))
      : new Set<Industry>();
  const technicalFooting =
    profile.industry === 'technology' ||
    [...known.values(), ...roleHeld.values()].some((skill) => skill.category === 'technical');
  const namesTarget = Boolean(profile.targetRole?.trim());
  const changingToward = profile.mainGoal === 'career-transition' && namesTarget;
  // What changing career means for a kind of job is a guess at where such people go; someone who names the
  // role they are heading for has said where they go, and that role's needs replace the guess.
  const kindNeeds = changingToward
    ? new Map<string, GoalNeed>()
    : goalNeeds(catalogue, profile.role, profile.industry, profile.mainGoal);
  // Where no kind of job speaks, what the goal means for someone already in the person's own job does
  // (role-needs.json); not for someone naming a role they are working toward, whose needs lead them.
  const needs = kindNeeds.size > 0 || namesTarget ? kindNeeds : jobGoalNeeds(catalogue, profile.role, profile.mainGoal);
  return {
    known,
    roleHeld,
    targetCore,
    targetNeeds,
    targetFields: target.fields,
    wanted,
    dismissed,
    ownFields,
    technicalFooting,
    needs,
    changingToward,
    steps: stepSupport(catalogue, {
      goal: profile.mainGoal,
      industry: profile.industry,
      titleWords: titleStems(profile.role),
      targetWords: titleStems(profile.targetRole),
      holds: new Set([...known.keys(), ...roleHeld.keys()]),
    }),
  };
}

/** Scores every catalogue skill the person does not hold, has not dismissed and their role does not imply. */
export function scoreSkills(
  catalogue: Catalogue,
  profile: SkillProfile,
  reading = readProfile(catalogue, profile),
): ScoredSkill[] {
  const {
    known,
    roleHeld,
    targetCore,
    targetNeeds,
    targetFields,
    wanted,
    dismissed,
    ownFields,
    technicalFooting,
    needs,
    steps,
  } = reading;
  const growingFromScratch = profile.mainGoal === 'expand-technical' && !technicalFooting;
  const changingWithoutFooting = profile.mainGoal === 'career-transition' && !technicalFooting;
  const fromKnown = spread(catalogue, new Map([...known.keys()].map((id) => [id, 1])));
  const fromRole = spread(catalogue, new Map([...roleHeld.keys()].map((id) => [id, ROLE_IMPLIED_STRENGTH])));
  const wishes = spread(catalogue, new Map([...wanted.keys()].map((id) => [id, WANTED_PULL])));
  /** How much the role worked toward needs a skill: all of its core, its needs by their place. */
  const targetWeight = (id: string) => (targetCore.has(id) ? 1 : (targetNeeds.get(id) ?? 0));
  // What the role worked toward needs pulls its neighbours a little: the way there runs through them.
  const targetTitle = titleWords(profile.targetRole ?? null);
  const targetFits = new Map(catalogue.skills.map((skill) => [skill.id, roleMatch(skill, targetTitle)]));
  const aimedAt = catalogue.skills.filter(
    (skill) =>
      !known.has(skill.id) &&
      !roleHeld.has(skill.id) &&
      !dismissed.has(skill.id) &&
      (targetWeight(skill.id) > 0 || targetFits.get(skill.id) === 1),
  );
  const toward = spread(catalogue, new Map(aimedAt.map((skill) => [skill.id, 1])));
  const nearTarget = (id: string) => 1 - Math.exp(-(toward.closeness.get(id) ?? 0));
  // Someone changing career toward a named role takes from their field what leads there: AML is
  // finance, but not where an accounts clerk moving into FP&A is heading.
  const headedFor = profile.mainGoal === 'career-transition' && aimedAt.length > 0;
  const aimedIds = new Set(aimedAt.map((skill) => skill.id));
  /** How far a skill leads to the named role: in full without one, or for what that role itself needs. */
  const towardTarget = (id: string) => (!headedFor || aimedIds.has(id) ? 1 : nearTarget(id));
  const fieldToward = (skill: CatalogueSkill) => Math.min(1, FIELD_TOWARD_TARGET * towardTarget(skill.id));
  // What their current title implies is the ground they are leaving: it pulls a skill only as far as that skill
  // leads to the target (accounts payable implies accounting, close to credit analysis, far from FP&A).
  const closeness = (id: string) =>
    (fromKnown.closeness.get(id) ?? 0) + towardTarget(id) * (fromRole.closeness.get(id) ?? 0);
  const leadsTo = (id: string): [string, number][] => [
    ...(fromKnown.leadsFrom.get(id) ?? []),
    ...[...(fromRole.leadsFrom.get(id) ?? [])].map(([from, amount]): [string, number] => [
      from,
      amount * towardTarget(id),
    ]),
  ];

  const tokens = roleTokens(profile.role);
  const title = titleWords(profile.role);
  // The field of the role worked toward counts like an industry: a skill valued there is valued for the person.
  const industries = [...new Set<Industry>([...(profile.industry ? [profile.industry] : []), ...targetFields])];
  const growingInField = ownFields.size > 0 && profile.mainGoal === 'expand-technical';
  const leader = leadsPeople(tokens) && profile.mainGoal !== null && LEADER_GOALS.has(profile.mainGoal);
  return catalogue.skills
    .filter((skill) => !known.has(skill.id) && !roleHeld.has(skill.id) && !dismissed.has(skill.id))
    .map((skill) => {
      const target = targetWeight(skill.id);
      const fit = fieldFit(skill, ownFields, profile.mainGoal ?? 'expand-technical', fieldToward(skill));
      const leads = leadsTo(skill.id)
        .filter(([id]) => !dismissed.has(id))
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const wishLeads = [...(wishes.leadsFrom.get(skill.id) ?? new Map<string, number>())].sort(
        (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
      );
      return {
        skill,
        adjacency: 1 - Math.exp(-closeness(skill.id)),
        role: roleMatch(skill, title),
        industry: industries.length > 0 ? Math.max(...industries.map((field) => skill.industries[field])) : 0.5,
        goal: profile.mainGoal ? skill.goals[profile.mainGoal] : 0.5,
        goalFocus: profile.mainGoal ? goalFocus(skill, profile.mainGoal) : 0.5,
        ...fit,
        // What the role worked toward needs is the way there, however technical: no first-step damping.
        reach:
          target > 0
            ? 1
            : growingFromScratch
              ? firstStepReach(skill)
              : changingWithoutFooting
                ? transferableReach(skill)
                : 1,
        wish: 1 - Math.exp(-(wishes.closeness.get(skill.id) ?? 0)),
        wanted: wanted.has(skill.id),
        leads: leader && servesLeaders(skill) ? 1 : 0,
        target,
        coreToTarget: targetCore.has(skill.id),
        targetFit: targetFits.get(skill.id)!,
        nearTarget: nearTarget(skill.id),
        goalNeed: needs.get(skill.id) ?? null,
        steps: steps.get(skill.id) ?? null,
        stepShare: growingInField && fit.field < 0.5 ? STEPS_BEYOND_THE_FIELD : 1,
        wishVia: wishLeads.map(([id]) => wanted.get(id)!),
        via: leads.flatMap(([id]) => known.get(id) ?? []),
        viaRole: leads.length > 0 && !known.has(leads[0]![0]),
      };
    });
}

/** A title fit from this much on says the skill is part of the work of the role the person is working toward. */
const TARGET_FIT_NAMED = 0.6;

/** Whether the role the person is working toward needs the skill: its core, or work its title is tied to. */
function servesTarget(scored: ScoredSkill): boolean {
  return scored.target > 0 || scored.targetFit >= TARGET_FIT_NAMED;
}

function scoreFor(kind: RecommendationKind, scored: ScoredSkill): number {
  const w = WEIGHTS[kind];
  const lead = LEADER_BONUS * scored.leads;
  const aim =
    TARGET_CORE_BONUS * scored.target + TARGET_FIT_BONUS * scored.targetFit + TARGET_NEAR_BONUS * scored.nearTarget;
  // Someone new to technical work starts with their field's data and domain tools, not general programming.
  return (
    (w.adjacency * scored.adjacency +
      w.role * scored.role +
      w.industry * scored.industry +
      w.goal * scored.goalFocus +
      w.field * scored.field +
      w.wish * scored.wish +
      w.popularity * scored.skill.popularity +
      lead +
      GOAL_NEED_BONUS * (scored.goalNeed?.weight ?? 0) +
      WISH_BONUS * scored.wish +
      STEP_BONUS * (scored.steps?.support ?? 0) * scored.stepShare +
      aim) *
    scored.reach
  );
}

/**
 * The category most of the person's known skills fall in: their "deep" bar of the T. For someone changing
 * career toward a named role, only what they listed: what their old title implies is ground they are leaving,
 * not depth to build on (an accounts payable clerk heading for FP&A is not deepening bookkeeping).
 */
function coreCategory(reading: ProfileReading): SkillCategory | undefined {
  const counts = new Map<SkillCategory, number>();
  const implied = reading.changingToward ? [] : reading.roleHeld.values();
  for (const skill of [...reading.known.values(), ...implied])
    counts.set(skill.category, (counts.get(skill.category) ?? 0) + 1);
  // With no known or implied skills there is no depth to build on: the whole list leads toward the goal.
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Says which signals put the skill on the list: "Because you know SQL and Excel and want to learn
 * business skills, it broadens your profile toward your goal. Valued in finance and in your role as
 * Data Analyst." A skill the person asked for says so first ("You said you want to learn it."); one
 * the role they are working toward needs says that ("Core to Data Analyst, the role you are working
 * toward."); one the goal means for their kind of job says so ("For a teacher, learning the business starts
 * with Budgeting."); one reached through what the role implies says "you work as ..."; a field's technical
 * skill says so.
 */
export function explain(scored: ScoredSkill, kind: RecommendationKind, profile: SkillProfile): string {
  const purpose =
    kind === 'deepen'
      ? `deepens your ${scored.skill.discipline.toLowerCase()} expertise`
      : `broadens your profile ${profile.mainGoal && scored.goal >= SERVES_GOAL ? 'toward your goal' : 'beyond your core'}`;
  const context: string[] = [];
  if (profile.industry && profile.industry !== 'other' && scored.skill.industries[profile.industry] >= 0.75)
    context.push(`in ${INDUSTRY_LABELS[profile.industry].toLowerCase()}`);
  if (profile.role && scored.role >= 0.6) context.push(`in your role as ${profile.role}`);
  else if (profile.role && scored.leads > 0) context.push(`by people who lead others, as you do as ${profile.role}`);
  const valued = context.length > 0 ? ` Valued ${joinNames(context)}.` : '';
  const fieldName = scored.fieldName && scored.field >= 0.5 ? INDUSTRY_LABELS[scored.fieldName].toLowerCase() : null;
  const fieldNote = !fieldName
    ? ''
    : profile.mainGoal !== 'expand-technical'
      ? ` Specific to ${fieldName}, your field.`
      : scored.via.length === 0
        ? ` A technical skill of ${fieldName} itself, a closer first step than general programming.`
        : ` A technical skill of ${fieldName} itself.`;

  const via = scored.via.slice(0, 2).map((skill) => skill.name);
  const builds = via.length > 0 ? `; it builds on ${joinNames(via)}` : '';
  if (scored.wanted) return `You said you want to learn it${builds}.${valued}`;

  // The role the person is heading for outweighs what they do now: say so first.
  const target = profile.targetRole;
  if (target && scored.coreToTarget) return `Core to ${target}, the role you are working toward${builds}.${valued}`;
  if (target && (scored.target > 0 || scored.targetFit >= TARGET_FIT_NAMED))
    return `Part of the work of ${target}, the role you are working toward${builds}.${valued}`;

  // What the goal means for the person's kind of job: "For a teacher, learning the business starts with Budgeting."
  if (scored.goalNeed && profile.mainGoal) {
    const verb = scored.goalNeed.weight === 1 ? 'starts with' : 'includes';
    return `For ${scored.goalNeed.kind}, ${GOAL_ACTIVITIES[profile.mainGoal]} ${verb} ${scored.skill.name}${builds}.${valued}${fieldNote}`;
  }

  // What the person does, then what they want: "you know SQL and work as Data Analyst and want to ...".
  const causes: string[] = [];
  const known = scored.via.slice(0, 2).map((skill) => skill.name);
  if (known.length > 0) causes.push(`know ${joinNames(known)}`);
  if (scored.viaRole && profile.role) causes.push(`work as ${profile.role}`);
  const wishes = scored.wishVia.slice(0, 2).map((skill) => skill.name);
  const wants: string[] = [];
  if (scored.wish >= 0.3 && wishes.length > 0) wants.push(`learn ${joinNames(wishes)}`);
  if (profile.mainGoal && scored.goal >= SERVES_GOAL) wants.push(GOAL_PHRASES[profile.mainGoal]);
  if (wants.length > 0) causes.push(`want to ${wants.join(' and to ')}`);

  // The career steps like the person's are evidence any reason can cite: whose postings ask for the skill.
  const asked =
    scored.steps && scored.steps.support >= STEP_NAMED
      ? `Asked of people in situations like yours, such as ${joinNames(scored.steps.roles)}`
      : null;
  if (causes.length === 0) return `${asked ?? 'Widely in demand'}: it ${purpose}.${valued}${fieldNote}`;
  return `Because you ${causes.join(' and ')}, it ${purpose}.${asked ? ` ${asked}.` : ''}${valued}${fieldNote}`;
}

/**
 * The T-shaped list: first the skills the person asked for (at most two), then about half "deepen"
 * (close to the core), half "broaden" (outside the core, toward the goal: another category, or a
 * discipline of the core's category they hold nothing in), each the best of its kind, then ordered by match.
 */
export function recommendSkills(
  catalogue: Catalogue,
  profile: SkillProfile,
  count = DEFAULT_RECOMMENDATION_COUNT,
): RecommendationDraft[] {
  const reading = readProfile(catalogue, profile);
  const scored = scoreSkills(catalogue, profile, reading);
  const core = coreCategory(reading);
  const rank = (kind: RecommendationKind, pool: ScoredSkill[]) =>
    pool
      .map((item) => ({ item, kind, score: scoreFor(kind, item) }))
      .sort((a, b) => b.score - a.score || a.item.skill.id.localeCompare(b.item.skill.id));
  const kindOf = (item: ScoredSkill): RecommendationKind =>
    item.skill.category === core || item.adjacency >= 0.5 ? 'deepen' : 'broaden';
  // A category is wide: a data analyst's core is data, yet time-series forecasting is new ground
  // for someone who knows SQL, Excel and Power BI. A skill of a discipline they hold nothing in, and
  // far from what they know, broadens them even in their core's category.
  const disciplines = new Set(
    [...reading.known.values(), ...reading.roleHeld.values()].map((skill) => skill.discipline),
  );
  const newGround = (item: ScoredSkill) => item.adjacency < 0.5 && !disciplines.has(item.skill.discipline);

  const wanted = scored
    .filter((item) => item.wanted)
    .map((item) => rank(kindOf(item), [item])[0]!)
    .sort((a, b) => b.score - a.score || a.item.skill.id.localeCompare(b.item.skill.id))
    .slice(0, Math.min(MAX_WANTED, count));
  const taken = new Set(wanted.map((entry) => entry.item.skill.id));
  const rest = count - wanted.length;

  const deepenCount = core ? Math.round(rest * deepenShare(profile.mainGoal)) : 0;
  const deepen = rank(
    'deepen',
    scored.filter(
      (item) =>
        !taken.has(item.skill.id) && kindOf(item) === 'deepen' && deepensTowardGoal(item, profile.mainGoal, reading),
    ),
  ).slice(0, deepenCount);
  for (const entry of deepen) taken.add(entry.item.skill.id);
  // A skill the role worked toward needs leads where the person is heading, even in their core's category.
  const broaden = rank(
    'broaden',
    scored.filter(
      (item) =>
        (item.skill.category !== core || servesTarget(item) || newGround(item) || item.goalNeed !== null) &&
        !taken.has(item.skill.id),
    ),
  ).slice(0, rest - deepen.length);

  return [...wanted, ...deepen, ...broaden]
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
