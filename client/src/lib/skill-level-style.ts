import { SKILL_LEVEL_LABELS, SKILL_LEVELS, type SkillLevel } from '@common/constants';

export { SKILL_LEVEL_LABELS, SKILL_LEVELS, type SkillLevel };

/**
 * One sequential scale, light to the brand colour, for levels 1-5 wherever a level is drawn (the matrix, its
 * legend): a darker cell is a deeper skill. Each background carries a text colour at WCAG AA contrast, because the
 * number is always printed on it (colour is never the only signal).
 */
export const SKILL_LEVEL_CELL_CLASSES: Record<SkillLevel, string> = {
  1: 'bg-brand-50 text-brand-900',
  2: 'bg-brand-100 text-brand-900',
  3: 'bg-brand-300 text-brand-900',
  4: 'bg-brand-600 text-white',
  5: 'bg-brand-800 text-white',
};

/** "4 Advanced": the level's number and word, as the profile's skill levels list them. */
export function skillLevelName(level: number): string {
  return `${level} ${SKILL_LEVEL_LABELS[level as SkillLevel] ?? ''}`.trim();
}
