import type { Industry, MainGoal } from '../../common/constants';
import { impliedByRole, stem } from './role-core';
import type { Catalogue, CareerStep } from './skill-catalogue';
import { roleTokens } from './title-words';

/**
 * What postings ask of people in situations like the person's (career-steps.json): each career step is someone
 * in a job, holding some skills, with a goal and sometimes a role they are working toward, and what the posting
 * for where they are heading asks for. The steps with the person's goal are weighed by how much they share with
 * the person (their title's words, the title worked toward, the skills held, the industry), and a skill's support
 * is the weighted share of them that ask for it. Title words are weighed by how rare they are among the steps,
 * so "revenue" in "Revenue Manager" says more than "manager".
 *
 * Why steps beside role needs and kinds of job: those are keyed on title words, and a title none of their
 * keywords holds reaches nothing; a step like the person's speaks for them through any of its parts.
 */

/** Every step shares at least this much with a person of its goal, so a step unlike anyone still counts a little. */
const BASE_LIKENESS = 0.1;
/** Added when the step's industry is the person's. */
const SAME_INDUSTRY = 0.1;
/** Weight of a step: its likeness to this power, so the closest steps lead. */
const LIKENESS_POWER = 2;
/** Added to the total weight a skill's support is divided by, so a goal with few steps speaks softly. */
const WEIGHT_PRIOR = 0.5;

/** A person or a step as the likeness reads them. */
export interface Situation {
  goal: MainGoal | null;
  industry: Industry | null;
  titleWords: string[];
  targetWords: string[];
  /** Catalogue ids they hold: listed, or implied by their title. */
  holds: Set<string>;
}

/** A title's words with the length of their weight vector, for the cosine likeness of two titles. */
interface WeighedTitle {
  words: Set<string>;
  norm: number;
}

interface IndexedStep {
  step: CareerStep;
  title: WeighedTitle;
  target: WeighedTitle;
  /** Catalogue ids the step's person holds: listed, or implied by their title. */
  holds: Set<string>;
}

export interface StepIndex {
  steps: IndexedStep[];
  /** How much a title word says: the log of how rare it is among the steps' titles. */
  weightOf: (word: string) => number;
}

/** What the steps like the person's ask for: each skill's support, 0-1, and the closest steps asking for it. */
export interface StepSupport {
  support: number;
  /** The roles of the steps most like the person's that ask for it, closest first. */
  roles: string[];
}

/** The words of a title as the likeness compares them: field words only, stemmed ("managers" meets "manager"). */
export function titleStems(role: string | null | undefined): string[] {
  return [...new Set([...roleTokens(role ?? null)].map(stem))];
}

const indexes = new WeakMap<Catalogue, StepIndex>();

/** The steps read for comparing (once per catalogue, about 0.1 s for 1,400 steps): the server does it as it starts. */
export function indexCareerSteps(catalogue: Catalogue): StepIndex {
  let index = indexes.get(catalogue);
  if (index) return index;
  const titles = catalogue.careerSteps.map((step) => [titleStems(step.role), titleStems(step.targetRole)] as const);
  const counts = new Map<string, number>();
  for (const [title, target] of titles)
    for (const word of new Set([...title, ...target])) counts.set(word, (counts.get(word) ?? 0) + 1);
  // Each word's weight worked out once: every recommendation compares two titles with some 300 steps'.
  const total = catalogue.careerSteps.length + 1;
  const weights = new Map([...counts].map(([word, count]) => [word, Math.log(total / (count + 0.5))]));
  const unseen = Math.log(total / 0.5);
  const weightOf = (word: string) => weights.get(word) ?? unseen;
  const steps = catalogue.careerSteps.map((step, at) => ({
    step,
    title: weighTitle(titles[at]![0], weightOf),
    target: weighTitle(titles[at]![1], weightOf),
    holds: new Set([
      ...step.holds.flatMap((name) => catalogue.match(name)?.id ?? []),
      ...impliedByRole(catalogue, step.role).held.keys(),
    ]),
  }));
  index = { steps, weightOf };
  indexes.set(catalogue, index);
  return index;
}

function weighTitle(words: string[], weightOf: (word: string) => number): WeighedTitle {
  return { words: new Set(words), norm: Math.sqrt(words.reduce((sum, word) => sum + weightOf(word) ** 2, 0)) };
}

/** Cosine likeness of two titles' words, each word weighed by how much it says. */
function titleLikeness(a: WeighedTitle, b: WeighedTitle, weightOf: (word: string) => number): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let shared = 0;
  for (const word of a.words) if (b.words.has(word)) shared += weightOf(word) ** 2;
  return shared / (a.norm * b.norm);
}

/** Share of the skills either holds that both hold. */
function holdingLikeness(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const id of a) if (b.has(id)) shared++;
  return shared / (a.size + b.size - shared);
}

/** A person as the likeness reads them, their titles weighed once for all the steps. */
interface WeighedPerson {
  situation: Situation;
  title: WeighedTitle;
  target: WeighedTitle;
}

function likeness(person: WeighedPerson, step: IndexedStep, weightOf: (word: string) => number): number {
  const { industry, holds } = person.situation;
  return (
    BASE_LIKENESS +
    titleLikeness(person.title, step.title, weightOf) +
    titleLikeness(person.target, step.target, weightOf) +
    holdingLikeness(holds, step.holds) +
    (industry !== null && industry === step.step.industry ? SAME_INDUSTRY : 0)
  );
}

/** How many of the closest steps asking for a skill its reason may name. */
const ROLES_NAMED = 2;

/** Each skill the steps like the person's ask for, with its support; none without a goal. */
export function stepSupport(catalogue: Catalogue, person: Situation): Map<string, StepSupport> {
  const support = new Map<string, StepSupport>();
  if (!person.goal) return support;
  const { steps, weightOf } = indexCareerSteps(catalogue);
  const weighedPerson = {
    situation: person,
    title: weighTitle(person.titleWords, weightOf),
    target: weighTitle(person.targetWords, weightOf),
  };
  const weighed = steps
    .filter((step) => step.step.goal === person.goal)
    .map((step) => ({ step, weight: likeness(weighedPerson, step, weightOf) ** LIKENESS_POWER }))
    // Closest first; steps equally close (the same title words, to the float's last bits) keep their file order.
    .sort((a, b) => Math.round(b.weight * 1e9) - Math.round(a.weight * 1e9));
  const total = weighed.reduce((sum, { weight }) => sum + weight, 0) + WEIGHT_PRIOR;
  for (const { step, weight } of weighed)
    for (const id of step.step.asks) {
      const entry = support.get(id) ?? { support: 0, roles: [] };
      entry.support += weight / total;
      if (entry.roles.length < ROLES_NAMED && !entry.roles.includes(step.step.role)) entry.roles.push(step.step.role);
      support.set(id, entry);
    }
  return support;
}
