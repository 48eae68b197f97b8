import { stripInlineMarkdown } from '../../common/markdown-text';

/**
 * Reads a generated article the way a careful editor would and names every piece of text that is not
 * a whole English sentence. Written apart from the generator on purpose: it states what "a whole
 * sentence" means for a test, so the generator cannot pass by agreeing with itself.
 */

/**
 * Words a sentence cannot end on: it was cut off before what they introduce. (Prepositions can end an
 * English sentence: "the workarounds the team relies on.")
 */
const DANGLING_WORDS = new Set('a an and because but if nor or than the whether'.split(' '));

const TERMINAL = new Set(['.', '!', '?']);
const CLOSERS = new Set(['"', '”', '’', "'", ')']);
const PUNCTUATION = '.,;:!?';

/** A line of Markdown as the words a reader sees, without a "(from Source)" credit at its end. */
export function plainProse(line: string): string {
  const text = stripInlineMarkdown(line).replaceAll('\u200b', '').trim();
  const credit = text.lastIndexOf(' (from ');
  return credit > 0 && text.endsWith(')') ? text.slice(0, credit).trim() : text;
}

/**
 * Splits prose into sentences at ". ", "! " and "? ". Text inside “curly quotes” (a quoted prompt) stays
 * inside its sentence whatever punctuation it holds.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    current += char;
    if (char === '“') quoted = true;
    if (char === '”') quoted = false;
    if (quoted || !TERMINAL.has(char)) continue;
    let end = index + 1;
    while (CLOSERS.has(text[end] ?? '')) end += 1;
    if (text[end] !== ' ' && end < text.length) continue;
    current += text.slice(index + 1, end);
    index = end;
    sentences.push(current.trim());
    current = '';
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences;
}

/** What is wrong with one sentence, or nothing. */
export function sentenceProblems(sentence: string): string[] {
  const problems: string[] = [];
  const firstLetter = [...sentence].find((char) => /[\p{L}\p{N}]/u.test(char));
  if (firstLetter && firstLetter !== firstLetter.toUpperCase())
    problems.push(`starts with a lower-case letter: "${sentence}"`);
  let end = sentence.length;
  while (end > 0 && CLOSERS.has(sentence[end - 1]!)) end -= 1;
  const last = sentence[end - 1];
  if (last === ',') problems.push(`ends with a comma: "${sentence}"`);
  else if (!TERMINAL.has(last ?? '')) problems.push(`does not end with . ! or ?: "${sentence}"`);
  const words = sentence
    .slice(0, end - 1)
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
  const lastWord = words.at(-1);
  if (lastWord && DANGLING_WORDS.has(lastWord)) problems.push(`ends on "${lastWord}": "${sentence}"`);
  if (words.length < 2) problems.push(`is too short to be a sentence: "${sentence}"`);
  return problems;
}

/** Punctuation marks side by side ("?.", ",,", ":.", "..."), however they are spaced. */
export function doubledPunctuation(text: string): string | undefined {
  for (let index = 0; index < text.length; index += 1) {
    if (!PUNCTUATION.includes(text[index]!)) continue;
    let next = index + 1;
    while (text[next] === ' ') next += 1;
    if (next < text.length && PUNCTUATION.includes(text[next]!)) return text.slice(Math.max(0, index - 20), next + 5);
  }
  return undefined;
}

/** What is wrong with a paragraph or list item: each of its sentences checked, and the marks between them. */
export function proseProblems(text: string): string[] {
  const doubled = doubledPunctuation(text);
  return [
    ...(doubled ? [`has doubled punctuation: "${doubled}"`] : []),
    ...sentencesOf(text).flatMap(sentenceProblems),
  ];
}

export interface ArticleReading {
  /** The summary paragraph as plain text. */
  summary: string;
  /** Every paragraph and list item of prose, as plain text, with the section it is in. */
  units: { section: string; text: string }[];
}

/** Sections that list citations (each item a linked title), not prose. */
const REFERENCE_SECTIONS = new Set(['Related articles']);

/** Splits a generated article into its summary and its prose units (headings and reference lists left out). */
export function readArticle(markdown: string): ArticleReading {
  let section = '';
  let summary = '';
  const units: ArticleReading['units'] = [];
  for (const line of markdown.split('\n')) {
    if (line.trim() === '') continue;
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (heading) {
      section = heading[1] === '#' ? '' : heading[2]!;
      continue;
    }
    if (REFERENCE_SECTIONS.has(section)) continue;
    const item = line.replace(/^(\s*[-*]|\s*\d+\.)\s+/, '');
    // A defined term ("**dbt** (2-4 weeks to learn): A tool that...") is a name, then its definition: the
    // definition is the prose.
    const term = /^\*\*[^*]+\*\*[^:]*: /.exec(item);
    const text = plainProse(term ? item.slice(term[0].length) : item);
    if (section === 'Summary') summary = summary ? `${summary} ${text}` : text;
    units.push({ section, text });
  }
  return { summary, units };
}

/** Lower-case words with a few English endings removed: "processes"/"process", "postmortems"/"postmortem" meet. */
export function looseStem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 4) return lower;
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('ing') && lower.length > 6) return lower.slice(0, -3);
  if (lower.endsWith('ed') && lower.length > 5) return lower.slice(0, -2);
  if (/(ss|sh|ch|x)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);
}

/** True when every word of the tag (loosely stemmed) is among the pool's words. */
export function tagFoundIn(tag: string, pool: ReadonlySet<string>): boolean {
  const words = wordsOf(tag);
  return words.length > 0 && words.every((word) => pool.has(looseStem(word)));
}

/** The stemmed word pool of some texts, for tagFoundIn. */
export function wordPool(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(wordsOf).map(looseStem));
}
