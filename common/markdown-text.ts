/**
 * Plain-text views of Markdown for places that show a preview rather than the article: card excerpts
 * (computed by the server for list answers) and search snippets (cleaned by the page). The result is
 * always rendered as text, so this is about reading comfort (no stray "##" or
 * "(/knowledge?article=...)"), not about safety.
 *
 * Article text is written by anyone in a company, so every function here reads a bounded prefix and
 * visits each character a fixed number of times: hand-written scanners instead of regular expressions,
 * which can backtrack for seconds on a long run of spaces or brackets.
 */

/** How much of an article an excerpt reads: far more than the excerpt needs once syntax is dropped. */
export const EXCERPT_SOURCE_CHARS = 2_000;
/** The longest excerpt, in characters, before the ellipsis. */
export const EXCERPT_MAX_CHARS = 220;
/** The most text stripInlineMarkdown reads; a search snippet is a few dozen words. */
export const INLINE_SOURCE_CHARS = 2_000;

/** Invisible; generated articles put it inside "://" and "www." so that text never becomes a link. */
const ZERO_WIDTH_SPACE = '\u200b';
/** Characters a backslash can escape in Markdown (CommonMark: any ASCII punctuation). */
const ASCII_PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
const CLOSING_UNDERSCORE_FOLLOWERS = new Set('.,;:!?)');
const WHITESPACE = new Set(
  ' \t\n\r\f\v\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
);
const ARTICLE_LINK = '(/knowledge?article=';

export function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.has(char);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

function skipWhitespace(text: string, from: number): number {
  let index = from;
  while (index < text.length && isWhitespace(text[index])) index += 1;
  return index;
}

/** Drops characters from the end while `drop` says so. */
export function trimEndWhile(text: string, drop: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/**
 * Collects plain text: runs of whitespace become one space (kept at the edges, so highlights do not
 * glue to words). `full` says when it holds more than the caller will show, so reading stops early.
 */
class PlainText {
  text = '';
  constructor(private readonly maxLength: number) {}

  get full(): boolean {
    return this.text.length > this.maxLength;
  }

  get last(): string | undefined {
    return this.text.at(-1);
  }

  add(chunk: string): void {
    for (const char of chunk) {
      if (!isWhitespace(char)) this.text += char;
      else if (this.text.at(-1) !== ' ') this.text += ' ';
    }
  }
}

/** Where the text of a line starts after a heading, quote, list or task marker (0 when there is none). */
function blockMarkerEnd(line: string): number {
  let index = 0;
  while (index < 3 && line[index] === ' ') index += 1;
  const char = line[index];
  if (char === '#') {
    let end = index;
    while (end < index + 6 && line[end] === '#') end += 1;
    return isWhitespace(line[end]) ? skipWhitespace(line, end) : 0;
  }
  if (char === '>') return line[index + 1] === ' ' ? index + 2 : index + 1;
  if ((char === '-' || char === '*' || char === '+') && isWhitespace(line[index + 1])) {
    const text = skipWhitespace(line, index + 1);
    const isTaskBox =
      line[text] === '[' &&
      ' xX'.includes(line[text + 1] ?? '_') &&
      line[text + 2] === ']' &&
      isWhitespace(line[text + 3]);
    return isTaskBox ? skipWhitespace(line, text + 3) : text;
  }
  if (isDigit(char)) {
    let end = index;
    while (isDigit(line[end])) end += 1;
    return line[end] === '.' && isWhitespace(line[end + 1]) ? skipWhitespace(line, end + 1) : 0;
  }
  return 0;
}

/** After "](" or "(/knowledge?article=": the end of the link target (up to a ")" or a space). */
function skipLinkTarget(line: string, from: number): number {
  let index = from;
  while (index < line.length && line[index] !== ')' && !isWhitespace(line[index])) index += 1;
  return line[index] === ')' ? index + 1 : index;
}

/**
 * A run of "#" (a heading mark inside a snippet) or of "-"/":" (a table rule) standing alone between
 * spaces is dropped; any other run is kept as text. Returns where the run ends, so each character is
 * read once.
 */
function addMarkerRun(line: string, from: number, out: PlainText): number {
  const isHashes = line[from] === '#';
  let end = from;
  while (end < line.length && (isHashes ? line[end] === '#' : line[end] === '-' || line[end] === ':')) end += 1;
  const length = end - from;
  const standsAlone = end === line.length || isWhitespace(line[end]);
  const isMarker = standsAlone && (isHashes ? length <= 6 : length >= 3);
  out.add(isMarker ? ' ' : line.slice(from, end));
  return end;
}

/** Appends one line without its inline syntax: links keep their words, emphasis and code marks go. */
function addInlineText(line: string, out: PlainText): void {
  let index = 0;
  while (index < line.length && !out.full) {
    const char = line[index]!;
    const next = line[index + 1];
    const previous = out.last;
    if (char === '\\' && next !== undefined && ASCII_PUNCTUATION.has(next)) {
      out.add(next); // An escaped character is text: "\*" is a star.
      index += 2;
    } else if (char === '!' && next === '[') {
      index += 1; // An image keeps its alternative text.
    } else if (char === ']' && next === '(') {
      index = skipLinkTarget(line, index + 2);
    } else if (char === '(' && line.startsWith(ARTICLE_LINK, index)) {
      index = skipLinkTarget(line, index + 1); // Half a citation that a search snippet cut off.
    } else if (char === '[' || char === ']' || char === '*' || char === '`' || char === ZERO_WIDTH_SPACE) {
      index += 1;
    } else if ((char === '~' || char === '_') && next === char) {
      index += 2; // "~~strike~~", "__strong__"
    } else if (
      char === '_' &&
      (previous === undefined || previous === ' ' || previous === '(') &&
      next !== undefined &&
      !isWhitespace(next)
    ) {
      index += 1; // Opening "_emphasis": snake_case words keep their underscores.
    } else if (
      char === '_' &&
      previous !== undefined &&
      previous !== ' ' &&
      (next === undefined || isWhitespace(next) || CLOSING_UNDERSCORE_FOLLOWERS.has(next))
    ) {
      index += 1; // Closing "emphasis_".
    } else if (char === '|') {
      out.add(' '); // Table cells.
      index += 1;
    } else if ((char === '#' || char === '-' || char === ':') && (previous === undefined || previous === ' ')) {
      index = addMarkerRun(line, index, out);
    } else {
      out.add(char);
      index += 1;
    }
  }
}

/** Adds lines, each without its block marker and inline syntax, until `out` holds enough. */
function addLines(lines: Iterable<string>, out: PlainText): void {
  let first = true;
  for (const line of lines) {
    if (out.full) return;
    if (!first) out.add(' ');
    first = false;
    addInlineText(line.slice(blockMarkerEnd(line)), out);
  }
}

/** Removes inline Markdown syntax from a piece of text, keeping the words. Reads at most INLINE_SOURCE_CHARS. */
export function stripInlineMarkdown(text: string): string {
  const out = new PlainText(Number.POSITIVE_INFINITY);
  addLines(text.slice(0, INLINE_SOURCE_CHARS).split('\n'), out);
  return out.text;
}

function isHeadingLine(line: string): boolean {
  let index = 0;
  while (index < 3 && line[index] === ' ') index += 1;
  let end = index;
  while (end < index + 6 && line[end] === '#') end += 1;
  return end > index && isWhitespace(line[end]);
}

/** A table's rule row ("|---|:--:|") or a thematic break ("---"). */
function isRuleLine(line: string): boolean {
  let index = skipWhitespace(line, 0);
  if (line[index] === '|') index = skipWhitespace(line, index + 1);
  let end = index;
  while (end < line.length && (line[end] === '-' || line[end] === ':')) end += 1;
  return end - index >= 3;
}

function isFenceLine(line: string): boolean {
  let index = 0;
  while (index < 3 && line[index] === ' ') index += 1;
  return line.startsWith('```', index) || line.startsWith('~~~', index);
}

/** The lines of prose: no headings, code blocks or table rules. */
function* bodyLines(lines: readonly string[]): Generator<string> {
  let inFence = false;
  for (const line of lines) {
    if (isFenceLine(line)) inFence = !inFence;
    else if (!inFence && !isHeadingLine(line) && !isRuleLine(line)) yield line;
  }
}

const TRAILING_PUNCTUATION = new Set('.,;:!?-');

/**
 * The first words of an article's body as one line of plain text, cut at a word boundary. Headings,
 * code blocks and table rules are left out: the card already shows the title, and "Summary" says
 * nothing. Reads at most EXCERPT_SOURCE_CHARS of the article, and stops once it has enough words.
 */
export function markdownExcerpt(markdown: string, maxLength = EXCERPT_MAX_CHARS): string {
  const out = new PlainText(maxLength + 1);
  addLines(bodyLines(markdown.slice(0, EXCERPT_SOURCE_CHARS).split('\n')), out);
  const text = out.text.trim();
  if (text.length <= maxLength) return text;
  let cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace > maxLength * 0.6) cut = cut.slice(0, lastSpace);
  // Never end on half of a surrogate pair (an emoji cut in two).
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${trimEndWhile(cut, (char) => isWhitespace(char) || TRAILING_PUNCTUATION.has(char))}…`;
}
