/**
 * Plain-text views of Markdown for places that show a preview rather than the article: card excerpts
 * and search snippets. The result is always rendered as React text, so this is about reading comfort
 * (no stray "##" or "(/knowledge?article=...)"), not about safety.
 */

/** Removes inline Markdown syntax from a piece of text, keeping the words. */
export function stripInlineMarkdown(text: string): string {
  return (
    text
      // Images and links keep their visible text; their targets (even half of one, cut by a snippet) go.
      .replace(/!\[([^\]]*)\]\([^)]*\)?/g, '$1')
      .replace(/\]\([^)\s]*\)?/g, '')
      .replace(/\(\/knowledge\?article=[^)\s]*\)?/g, '')
      .replace(/[[\]]/g, '')
      // Headings, quotes, list markers and task boxes at the start of a line.
      .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+(\[[ xX]\]\s+)?|\d+\.\s+)/gm, '')
      .replace(/\s#{1,6}\s/g, ' ')
      // Emphasis and code marks; a lone "_" inside snake_case words stays.
      .replace(/(\*\*|__|\*|`+|~~)/g, '')
      .replace(/(^|[\s(])_(?=\S)/g, '$1')
      .replace(/(\S)_(?=[\s.,;:!?)]|$)/g, '$1')
      // Table pipes and rules.
      .replace(/\|/g, ' ')
      .replace(/(^|\s)[-:]{3,}(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
  );
}

/**
 * The first words of an article's body as one line of plain text, cut at a word boundary.
 * Headings are left out: the card already shows the title, and "Summary" says nothing.
 */
export function markdownExcerpt(markdown: string, maxLength = 220): string {
  const body = markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .split('\n')
    .filter((line) => !/^\s{0,3}#{1,6}\s/.test(line) && !/^\s*\|?\s*[-:]{3,}/.test(line))
    .join('\n');
  const text = stripInlineMarkdown(body).trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * Generated articles open with "# <title>"; the dialog already shows the title as its heading, so a
 * first-line heading that repeats it is dropped.
 */
export function withoutLeadingTitle(markdown: string, title: string): string {
  const match = markdown.match(/^\s*#\s+(.+?)\s*#*\s*(\r?\n|$)/);
  if (!match || match[1]?.trim().toLowerCase() !== title.trim().toLowerCase()) return markdown;
  return markdown.slice(match[0].length).replace(/^\s+/, '');
}
