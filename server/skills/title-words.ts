/**
 * The words of a job title, read the same way by the catalogue's loader, role cores and the engine: lower case,
 * split on anything but letters, digits, + and #, with the words that say nothing about the field set apart.
 * A module of its own so that the catalogue and role-core.ts, which reads the catalogue, need not import each
 * other.
 */

/** Words of a job title that say how senior the person is, not what they do. */
export const SENIORITY_WORDS = new Set([
  'senior',
  'junior',
  'sr',
  'jr',
  'principal',
  'staff',
  'associate',
  'assistant',
  'i',
  'ii',
  'iii',
]);

/** Words that only join others ("Head of Content"): never needed for a title to match a keyword. */
export const CONNECTIVES = new Set(['of', 'the', 'and', '&']);

/** Words of a job title that say nothing about the field. */
export const ROLE_STOP_WORDS = new Set([...SENIORITY_WORDS, ...CONNECTIVES]);

/** Every word of a title, seniority included ("Staff Engineer" keeps "staff"). */
export function titleWords(role: string | null): Set<string> {
  return new Set(role ? words(role) : []);
}

export function roleTokens(role: string | null): Set<string> {
  if (!role) return new Set();
  return new Set(words(role).filter((token) => !ROLE_STOP_WORDS.has(token)));
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);
}
