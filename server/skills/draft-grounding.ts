import type { Catalogue, CatalogueSkill } from './skill-catalogue';

/**
 * What a generated draft may draw on besides the company's own articles: the catalogue's facts about the
 * skills the prompt names, and the colleagues of the workspace who can teach them. Both writers (built-in
 * and language model) receive the same facts, so neither has to make anything up.
 */

/** A colleague who marked a skill "Can teach": the name is shown as plain text, never as a link. */
export interface Teacher {
  fullName: string;
  /** 1 Aware to 5 Expert. */
  level: number;
}

/** Teachers by catalogue skill id, best level first, at most three each. */
export type SkillTeachers = ReadonlyMap<string, readonly Teacher[]>;

export interface RelatedSkillFact {
  name: string;
  timeToLearn: string;
  learnWeeks: number;
}

/** Everything the catalogue knows about a skill that a draft may say. */
export interface SkillFacts {
  id: string;
  name: string;
  description: string;
  timeToLearn: string;
  learnWeeks: number;
  /** Its closest skills, strongest link first. */
  related: RelatedSkillFact[];
}

/** How many related skills a draft lists: the strongest links, not the whole neighbourhood. */
const RELATED_COUNT = 4;

/** The catalogue's facts about a skill, with its related skills named (a link written on either side counts). */
export function skillFacts(catalogue: Catalogue, skill: CatalogueSkill): SkillFacts {
  const related = [...(catalogue.neighbours.get(skill.id) ?? new Map<string, number>())]
    .map(([id, weight]) => ({ skill: catalogue.byId.get(id)!, weight }))
    .sort((a, b) => b.weight - a.weight || a.skill.name.localeCompare(b.skill.name))
    .slice(0, RELATED_COUNT)
    .map(({ skill: neighbour }) => ({
      name: neighbour.name,
      timeToLearn: neighbour.timeToLearn,
      learnWeeks: neighbour.learnWeeks,
    }));
  return {
    id: skill.id,
    name: skill.name,
    description: skill.description,
    timeToLearn: skill.timeToLearn,
    learnWeeks: skill.learnWeeks,
    related,
  };
}
