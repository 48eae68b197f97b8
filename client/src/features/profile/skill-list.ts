import { LIMITS } from '@common/constants';

export type AddSkillResult =
  | { ok: true; skills: string[]; added: string }
  | { ok: false; reason: 'empty' | 'duplicate' | 'full'; skills: readonly string[] };

/**
 * Adds a typed skill to the list: trimmed, ignored when empty or already present
 * (ignoring case, as the server's schema does), and refused once the list holds `max` skills.
 * Returns a new array when added; the reason otherwise, so the input can say why nothing happened.
 */
export function addSkill(skills: readonly string[], typed: string, max: number = LIMITS.skillsMax): AddSkillResult {
  const skill = typed.trim();
  if (!skill) return { ok: false, reason: 'empty', skills };
  const key = skill.toLowerCase();
  if (skills.some((existing) => existing.toLowerCase() === key)) return { ok: false, reason: 'duplicate', skills };
  if (skills.length >= max) return { ok: false, reason: 'full', skills };
  return { ok: true, skills: [...skills, skill], added: skill };
}

/** Removes exactly that skill (the badge the user clicked). */
export function removeSkill(skills: readonly string[], skill: string): string[] {
  return skills.filter((existing) => existing !== skill);
}
