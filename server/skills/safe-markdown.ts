import { isWhitespace } from '../../common/markdown-text';

/**
 * Text that goes into a generated article is shown under the name of the person who generated it,
 * so it must not carry links of its own: a company article titled
 * "Policy](https://evil.example/login) ([see" or a prompt holding "[Verify your account](https://...)"
 * would otherwise become a link presented as a citation. Two tools, both one pass over the text:
 *
 * - escapeInlineMarkdown: plain text (a title, a prompt, a line borrowed from an article) made to
 *   read literally inside Markdown.
 * - keepOnlyCitationLinks: Markdown (a language model's draft, or the whole generated article) with
 *   every link, image, autolink and HTML tag turned into plain text, except citations of the
 *   company's own articles: `[Title](/knowledge?article=ID)` for an ID that was actually cited.
 *
 * GitHub-flavoured Markdown turns bare "https://...", "www." and e-mail addresses into links after
 * escapes and character references are decoded, so a backslash cannot stop those: a zero-width space
 * (U+200B, invisible on the page) is put inside "://", "www." and before "@" instead.
 */

const ZERO_WIDTH_SPACE = '\u200b';
const ARTICLE_LINK_PREFIX = '](/knowledge?article=';
const UUID_LENGTH = 36;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Characters a backslash can escape in Markdown (CommonMark: any ASCII punctuation). */
const ASCII_PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
/** What plain text must not use as syntax: emphasis, code, links, images, HTML, headings, tables, entities. */
const SYNTAX_CHARACTERS = new Set('\\`*_[]<>#|~!&');

/**
 * Writes characters out, adding the zero-width space wherever the text so far plus the next
 * character would start an autolink. It looks at characters as read (an escaped "\." is a ".").
 */
class AutolinkBreaker {
  private recent = '';

  /** Returns what to write before `char`. */
  before(char: string): string {
    const recent = this.recent;
    this.recent = (recent + char).slice(-3).toLowerCase();
    // Already broken (escaping, then keeping only citations, both pass here): one space is enough.
    if (char === '@') return recent.endsWith(ZERO_WIDTH_SPACE) ? '' : ZERO_WIDTH_SPACE;
    if (char === '/' && recent.endsWith(':')) return ZERO_WIDTH_SPACE;
    if (char === '.' && recent === 'www') return ZERO_WIDTH_SPACE;
    return '';
  }
}

/** Plain text made safe to place inline in Markdown: one line, every syntax character escaped, no autolinks. */
export function escapeInlineMarkdown(text: string): string {
  const breaker = new AutolinkBreaker();
  let out = '';
  let inSpace = false;
  for (const char of text.trim()) {
    if (isWhitespace(char)) {
      // New lines would start new blocks (a heading, a list, a link definition): one space instead.
      if (!inSpace) out += breaker.before(' ') + ' ';
      inSpace = true;
      continue;
    }
    inSpace = false;
    out += breaker.before(char) + (SYNTAX_CHARACTERS.has(char) ? `\\${char}` : char);
  }
  return out;
}

/**
 * If a citation of an allowed article starts at `open` (a "["), the index just after it and its id.
 * The link text may hold escaped characters but no bracket or line break of its own.
 */
function citationAt(
  markdown: string,
  open: number,
  allowedIds: ReadonlySet<string>,
): { end: number; textEnd: number; id: string } | undefined {
  let index = open + 1;
  while (index < markdown.length) {
    const char = markdown[index]!;
    if (char === '\\' && ASCII_PUNCTUATION.has(markdown[index + 1] ?? '')) index += 2;
    else if (char === '[' || char === ']' || char === '\n') break;
    else index += 1;
  }
  if (markdown[index] !== ']' || !markdown.startsWith(ARTICLE_LINK_PREFIX, index)) return undefined;
  const idStart = index + ARTICLE_LINK_PREFIX.length;
  const id = markdown.slice(idStart, idStart + UUID_LENGTH);
  if (markdown[idStart + UUID_LENGTH] !== ')' || !UUID.test(id) || !allowedIds.has(id)) return undefined;
  return { end: idStart + UUID_LENGTH + 1, textEnd: index, id };
}

/**
 * Markdown with every link made plain text except citations of `allowedIds`. Other formatting
 * (headings, lists, emphasis, tables, code) is kept. Inside code a neutralised link shows its
 * backslash, which only a draft putting brackets in code would notice.
 */
export function keepOnlyCitationLinks(markdown: string, allowedIds: ReadonlySet<string>): string {
  const breaker = new AutolinkBreaker();
  let out = '';
  let index = 0;
  while (index < markdown.length) {
    const char = markdown[index]!;
    const next = markdown[index + 1];
    if (char === '\\' && next !== undefined && ASCII_PUNCTUATION.has(next)) {
      // Already escaped: the character is text. It still counts for autolinks ("www\.").
      out += breaker.before(next) + `\\${next}`;
      index += 2;
      continue;
    }
    if (char === '[') {
      const citation = citationAt(markdown, index, allowedIds);
      if (citation) {
        const text = keepOnlyCitationLinks(markdown.slice(index + 1, citation.textEnd), new Set());
        out += `[${text}](/knowledge?article=${citation.id})`;
        breaker.before(')');
        index = citation.end;
        continue;
      }
    }
    const isSyntax = char === '[' || char === '<' || char === '&' || (char === '!' && next === '[');
    out += breaker.before(char) + (isSyntax ? `\\${char}` : char);
    index += 1;
  }
  return out;
}
