/**
 * "Jordan Lee" -> "JL"; one name gives one letter; a blank name gives "?". For initials avatars wherever a person
 * has no photo.
 */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('') || '?';
}
