/**
 * Whether a line lifted from an article can stand on its own in a generated one. Source articles hold
 * many list items that only make sense under their lead-in ("Write an RFC when a change:" followed by
 * "- takes more than about two engineer-weeks,"), notes ("SEV2 checkout latency (Tue), resolved") and
 * abbreviations that read as broken sentences once moved. The generator borrows only items that are
 * whole sentences by these rules, and writes its own text to the same rules.
 *
 * Callers pass short text (list items of at most a few hundred characters); each check scans it once.
 */

const TERMINAL = new Set(['.', '!', '?']);
const CLOSERS = new Set(['"', '”', '’', "'", ')']);
const PUNCTUATION = '.,;:!?';

/** Words a sentence cannot end on: they introduce something that was cut off. */
const DANGLING_WORDS = new Set(['a', 'an', 'and', 'because', 'but', 'if', 'nor', 'or', 'than', 'the', 'whether']);

const isLetterOrDigit = (char: string) => /[\p{L}\p{N}]/u.test(char);

/** The first letter or digit is a capital or a digit: "Every SEV1...", "3 things...", never "takes more...". */
function startsWithCapital(sentence: string): boolean {
  for (const char of sentence) {
    if (isLetterOrDigit(char)) return char === char.toUpperCase();
  }
  return false;
}

/** Two punctuation marks in a row, spaces between them or not: "?.", ",,", "...", ": ." */
export function hasDoubledPunctuation(text: string): boolean {
  let previousWasMark = false;
  for (const char of text) {
    if (char === ' ') continue;
    const mark = PUNCTUATION.includes(char);
    if (mark && previousWasMark) return true;
    previousWasMark = mark;
  }
  return false;
}

/** The sentences of a short text, split after ". ", "! " and "? " (closing quotes kept with their sentence). */
function sentences(text: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (!TERMINAL.has(text[index]!)) continue;
    let end = index + 1;
    while (CLOSERS.has(text[end] ?? '')) end += 1;
    if (end < text.length && text[end] !== ' ') continue;
    found.push(text.slice(start, end).trim());
    start = end;
    index = end;
  }
  const rest = text.slice(start).trim();
  if (rest) found.push(rest);
  return found;
}

function isWholeSingleSentence(sentence: string): boolean {
  if (!startsWithCapital(sentence)) return false;
  let end = sentence.length;
  while (end > 0 && CLOSERS.has(sentence[end - 1]!)) end -= 1;
  if (!TERMINAL.has(sentence[end - 1] ?? '')) return false;
  const words = sentence
    .slice(0, end - 1)
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
  return words.length >= 2 && !DANGLING_WORDS.has(words.at(-1)!);
}

/**
 * True when the text is one or more whole sentences: each starts with a capital, ends with . ! or ?,
 * has at least two words and does not stop on a conjunction or article, and no two punctuation marks
 * stand side by side anywhere.
 */
export function isWholeSentences(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || hasDoubledPunctuation(trimmed)) return false;
  return sentences(trimmed).every(isWholeSingleSentence);
}

/**
 * A phrase made safe to quote inside a sentence: runs of punctuation become their first mark, and
 * punctuation at the end goes (the sentence around it supplies its own): "release checklist???" ->
 * "release checklist", "logs..." -> "logs", "a!!! b" -> "a! b".
 */
export function quotablePhrase(text: string): string {
  let out = '';
  let lastWasMark = false;
  for (const char of text) {
    const mark = PUNCTUATION.includes(char);
    if (mark && lastWasMark) continue;
    if (char === ' ' && lastWasMark && out.endsWith(' ')) continue;
    out += char;
    if (char !== ' ') lastWasMark = mark;
  }
  let end = out.length;
  while (end > 0 && (PUNCTUATION.includes(out[end - 1]!) || out[end - 1] === ' ' || out[end - 1] === '-')) end -= 1;
  return out.slice(0, end);
}
