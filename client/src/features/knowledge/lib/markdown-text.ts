import { isWhitespace, trimEndWhile } from '@common/markdown-text';

/**
 * Article text is written by anyone in the company and opened by everyone, so the page handles it
 * with scanners that read each character a fixed number of times. (A regular expression here once
 * froze every visitor's browser for half a minute on "# a", 3,000 spaces and "b".) Card excerpts and
 * search snippets come from common/markdown-text.ts, shared with the server.
 */

/** Characters a backslash can escape in Markdown (CommonMark: any ASCII punctuation). */
const ASCII_PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
const ZERO_WIDTH_SPACE = '\u200b';

/** A heading's text as it reads: escapes resolved ("\[" is "["), generated articles' zero-width spaces gone. */
function readableHeading(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && ASCII_PUNCTUATION.has(text[index + 1] ?? '')) continue;
    if (char !== ZERO_WIDTH_SPACE) out += char;
  }
  return out;
}

/**
 * Generated articles open with "# <title>"; the dialog already shows the title as its heading, so a
 * first-line heading that repeats it is dropped.
 */
export function withoutLeadingTitle(markdown: string, title: string): string {
  let start = 0;
  while (start < markdown.length && isWhitespace(markdown[start])) start += 1;
  // An ATX heading of level 1: "#" then a space or a tab.
  if (markdown[start] !== '#' || (markdown[start + 1] !== ' ' && markdown[start + 1] !== '\t')) return markdown;
  const lineEnd = markdown.indexOf('\n', start);
  const end = lineEnd === -1 ? markdown.length : lineEnd;
  // Drop an optional closing sequence ("# Title #"), which must follow a space.
  let heading = trimEndWhile(markdown.slice(start + 2, end), isWhitespace);
  const withoutHashes = trimEndWhile(heading, (char) => char === '#');
  if (withoutHashes === '' || isWhitespace(withoutHashes.at(-1))) heading = withoutHashes;
  if (readableHeading(heading.trim()).toLowerCase() !== title.trim().toLowerCase()) return markdown;
  return markdown.slice(end).trimStart();
}
