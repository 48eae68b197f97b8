import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../skills/skill-catalogue';
import {
  engineRecommender,
  evaluate,
  loadPersonas,
  popularityBaseline,
  profileOf,
  type Recommender,
} from './evaluation';
import { recommendSkills as previousRecommendSkills } from './previous-engine';

const catalogue = loadCatalogue();
const personas = loadPersonas();
const previousEngine: Recommender = (cat, profile, k) =>
  previousRecommendSkills(cat, profile, k)
    .slice(0, k)
    .map((draft) => draft.skillId);
const recommenders = { engine: engineRecommender, previous: previousEngine, popularity: popularityBaseline };

function report(set: 'tuning' | 'held-out') {
  const members = personas.filter((persona) => persona.set === set);
  const scores = Object.fromEntries(
    Object.entries(recommenders).map(([name, recommender]) => [name, evaluate(catalogue, members, recommender).scores]),
  ) as Record<keyof typeof recommenders, { precision: number; ndcg: number }>;
  const line = Object.entries(scores)
    .map(([name, s]) => `${name} P@5 ${s.precision.toFixed(3)} nDCG@5 ${s.ndcg.toFixed(3)}`)
    .join('; ');
  console.info(`${set} set, ${members.length} personas: ${line}`);
  return scores;
}

describe('evaluation personas', () => {
  it('cover at least 60 people in at least 12 sectors, split into tuning and held-out sets', () => {
    expect(personas.length).toBeGreaterThanOrEqual(60);
    expect(new Set(personas.map((persona) => persona.sector)).size).toBeGreaterThanOrEqual(12);
    const heldOut = personas.filter((persona) => persona.set === 'held-out');
    // A fixed floor rather than a share of the whole: retired held-out personas join the tuning set,
    // so the tuning set grows each time a fresh held-out set is written.
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    expect(new Set(heldOut.map((persona) => persona.sector)).size).toBeGreaterThanOrEqual(12);
  });

  it('expect only catalogue skills the persona does not have yet', () => {
    for (const persona of personas) {
      const owned = new Set(persona.skills.map((name) => catalogue.match(name)?.id));
      for (const id of persona.expected) {
        expect(catalogue.byId.has(id), `${persona.name}: ${id}`).toBe(true);
        expect(owned.has(id), `${persona.name} already has ${id}`).toBe(false);
      }
      for (const name of persona.feedback?.dismissed ?? [])
        expect(persona.expected, persona.name).not.toContain(catalogue.match(name)?.id);
    }
  });
});

describe('personas with feedback', () => {
  it('get picks that respect it: nothing dismissed, what they want among the first five', () => {
    const withFeedback = personas.filter((persona) => persona.feedback);
    expect(withFeedback.length).toBeGreaterThanOrEqual(3);
    for (const persona of withFeedback) {
      const picks = engineRecommender(catalogue, profileOf(persona), 5);
      for (const name of persona.feedback?.dismissed ?? []) expect(picks).not.toContain(catalogue.match(name)!.id);
      for (const name of persona.feedback?.wanted ?? []) expect(picks).toContain(catalogue.match(name)!.id);
    }
  });
});

describe('evaluation against the previous engine and a popularity baseline', () => {
  it('prints precision@5 and nDCG@5 for the tuning and held-out sets', () => {
    // Floors sit under the figures of 2026-11-24 with the career steps (career-steps.json): 431 tuning personas
    // (P@5 0.668, nDCG@5 0.642; the engine's rules were written while reading most of them, the steps' writers
    // never saw them) and the fourteenth to eighteenth held-out sets, written blind (150 personas: 0.577 and
    // 0.556). The held-out precision floor is the goal set for the engine, 0.55: a change that falls below it fails.
    const tuning = report('tuning');
    const heldOut = report('held-out');
    expect(heldOut.engine.precision).toBeGreaterThanOrEqual(0.55);
    expect(heldOut.engine.ndcg).toBeGreaterThanOrEqual(0.53);
    expect(tuning.engine.precision).toBeGreaterThanOrEqual(0.64);
    expect(tuning.engine.ndcg).toBeGreaterThanOrEqual(0.62);
    for (const scores of [tuning, heldOut])
      for (const other of [scores.previous, scores.popularity]) {
        expect(scores.engine.precision).toBeGreaterThan(other.precision);
        expect(scores.engine.ndcg).toBeGreaterThan(other.ndcg);
      }
  });
});
