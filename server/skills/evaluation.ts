import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { INDUSTRIES, MAIN_GOALS } from '../../common/constants';
import { recommendSkills, type SkillProfile } from './engine';
import type { Catalogue } from './skill-catalogue';

/**
 * Offline evaluation of the recommendation engine: for personas with skills a good answer should
 * contain, precision@k of the engine against a popularity-only baseline (the k most widely held
 * skills the persona lacks). Used by the test suite and the benchmark.
 */

const personaSchema = z.object({
  name: z.string(),
  role: z.string(),
  industry: z.enum(INDUSTRIES),
  mainGoal: z.enum(MAIN_GOALS),
  skills: z.array(z.string()),
  expected: z.array(z.string()).min(1),
});
export type Persona = z.infer<typeof personaSchema>;

export function loadPersonas(): Persona[] {
  const file = path.resolve(import.meta.dirname, 'evaluation-personas.json');
  return z.array(personaSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
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

export interface EvaluationResult {
  k: number;
  personas: number;
  engine: number;
  baseline: number;
  perPersona: { name: string; engine: number; baseline: number; recommended: string[] }[];
}

export function evaluate(catalogue: Catalogue, personas: Persona[], k = 5): EvaluationResult {
  const perPersona = personas.map((persona) => {
    const expected = new Set(persona.expected);
    const recommended = recommendSkills(catalogue, persona, k)
      .slice(0, k)
      .map((draft) => draft.skillId);
    const baseline = popularityBaseline(catalogue, persona, k);
    const precision = (ids: string[]) => ids.filter((id) => expected.has(id)).length / k;
    return { name: persona.name, engine: precision(recommended), baseline: precision(baseline), recommended };
  });
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    k,
    personas: personas.length,
    engine: mean(perPersona.map((row) => row.engine)),
    baseline: mean(perPersona.map((row) => row.baseline)),
    perPersona,
  };
}
