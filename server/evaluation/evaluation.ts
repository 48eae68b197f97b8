import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { INDUSTRIES, MAIN_GOALS } from '../../common/constants';
import { recommendSkills, type RecommendationDraft, type SkillProfile } from '../skills/engine';
import type { Catalogue } from '../skills/skill-catalogue';

/**
 * Offline evaluation of the recommendation engine. Each persona was written from a job description
 * (what such a posting asks for, or the next step of that career needs) and lists the catalogue
 * skills a good answer should contain, a few of them marked essential. Personas are split into a
 * tuning set, the only one looked at while changing the engine, and a held-out set that judges it.
 * Scores: precision@k (share of the top k that is expected) and nDCG@k (graded: essential 2, other
 * expected 1, discounted by rank), for any recommender: the engine, the frozen previous engine and a
 * popularity-only baseline. Used by the test suite and the benchmark.
 */

export const PERSONA_SETS = ['tuning', 'held-out'] as const;
export type PersonaSet = (typeof PERSONA_SETS)[number];

const personaSchema = z
  .strictObject({
    name: z.string(),
    /** The person's sector in their own words; `industry` is the product's closest value. */
    sector: z.string().min(2),
    industry: z.enum(INDUSTRIES),
    role: z.string(),
    /** The role the person is heading for, when their story names one (the posting's title). */
    targetRole: z.string().optional(),
    mainGoal: z.enum(MAIN_GOALS),
    skills: z.array(z.string()),
    /** A paraphrase of the job posting the expected skills were read from. */
    jobDescription: z.string().min(40),
    expected: z.array(z.string()).min(5),
    /** The two or three expected skills that matter most (graded twice as high by nDCG). */
    essential: z.array(z.string()).min(2).max(3),
    set: z.enum(PERSONA_SETS),
    /** What the person told the product: skills they want to learn and skills not for them. */
    feedback: z
      .strictObject({ wanted: z.array(z.string()), dismissed: z.array(z.string()) })
      .partial()
      .optional(),
  })
  .refine((persona) => persona.essential.every((id) => persona.expected.includes(id)), {
    message: 'every essential skill must also be expected',
  });
export type Persona = z.infer<typeof personaSchema>;

export function loadPersonas(): Persona[] {
  const file = path.resolve(import.meta.dirname, 'evaluation-personas.json');
  return z.array(personaSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The profile a persona gives the engine, feedback included. */
export function profileOf(persona: Persona): SkillProfile {
  return {
    role: persona.role,
    targetRole: persona.targetRole ?? null,
    industry: persona.industry,
    mainGoal: persona.mainGoal,
    skills: persona.skills,
    wanted: persona.feedback?.wanted ?? [],
    dismissed: persona.feedback?.dismissed ?? [],
  };
}

/** The popularity-only baseline: the most widely held catalogue skills the person lacks. */
export function popularityBaseline(catalogue: Catalogue, profile: SkillProfile, k: number): string[] {
  const owned = new Set(profile.skills.map((name) => catalogue.match(name)?.id).filter(Boolean));
  return [...catalogue.skills]
    .filter((skill) => !owned.has(skill.id))
    .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))
    .slice(0, k)
    .map((skill) => skill.id);
}

/** Anything that turns a profile into a ranked list of catalogue ids. */
export type Recommender = (catalogue: Catalogue, profile: SkillProfile, k: number) => string[];

export const engineRecommender: Recommender = (catalogue, profile, k) =>
  recommendSkills(catalogue, profile, k)
    .slice(0, k)
    .map((draft: RecommendationDraft) => draft.skillId);

export function precisionAtK(recommended: string[], persona: Persona, k: number): number {
  const expected = new Set(persona.expected);
  return recommended.slice(0, k).filter((id) => expected.has(id)).length / k;
}

/** Normalised discounted cumulative gain: 1 when the top k hold the best expected skills, best first. */
export function ndcgAtK(recommended: string[], persona: Persona, k: number): number {
  const gain = (id: string) => (persona.essential.includes(id) ? 2 : persona.expected.includes(id) ? 1 : 0);
  const dcg = (gains: number[]) => gains.slice(0, k).reduce((sum, g, rank) => sum + g / Math.log2(rank + 2), 0);
  const ideal = dcg(persona.expected.map(gain).sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(recommended.map(gain)) / ideal;
}

export interface Scores {
  precision: number;
  ndcg: number;
}

export interface EvaluationResult {
  k: number;
  personas: number;
  scores: Scores;
  perPersona: { name: string; precision: number; ndcg: number; recommended: string[] }[];
}

export function evaluate(catalogue: Catalogue, personas: Persona[], recommender: Recommender, k = 5): EvaluationResult {
  const perPersona = personas.map((persona) => {
    const recommended = recommender(catalogue, profileOf(persona), k).slice(0, k);
    return {
      name: persona.name,
      precision: precisionAtK(recommended, persona, k),
      ndcg: ndcgAtK(recommended, persona, k),
      recommended,
    };
  });
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    k,
    personas: personas.length,
    scores: { precision: mean(perPersona.map((row) => row.precision)), ndcg: mean(perPersona.map((row) => row.ndcg)) },
    perPersona,
  };
}
