import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMITS, scanMarkdown } from '@common/markdown-structure';
import { HOSTILE_MARKDOWN, HOSTILE_STRUCTURES, NORMAL_ARTICLE, fastestTime } from '@common/testing/timing';
import { LONG_WORD_CHARS, hasLongWord, markdownPieces } from './markdown-blocks';

const { maxCellsPerBlock, maxDepth, maxMarksPerBlock, maxParts, maxSetextPerParse } = MARKDOWN_LIMITS;

/** The HTML the page writes for a Markdown piece, and how deep its lists, quotes and footnotes nest in it. */
function rendered(source: string): { html: string; depth: number; elements: number } {
  const html = renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfm] }, source));
  let depth = 0;
  let deepest = 0;
  for (const [, closing] of html.matchAll(/<(\/?)(?:li|blockquote)\b/g)) {
    depth += closing ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return { html, depth: deepest, elements: html.split('<').length - 1 };
}

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

describe('markdownPieces', () => {
  it('keeps a normal article in one piece, exactly as written', () => {
    expect(markdownPieces(NORMAL_ARTICLE)).toEqual([{ kind: 'markdown', source: NORMAL_ARTICLE }]);
  });

  it('cuts an outsized block at line ends and shows an outsized line as text; whole blocks around it share pieces', () => {
    const busyLine = '*a'.repeat(maxMarksPerBlock + 1);
    const markdown = `# Title\n\nIntro with **bold**.\n\n- one *x*\n- two *y*\n${busyLine}\n- three\n\nAfter.\n\nThe end.`;
    expect(markdownPieces(markdown)).toEqual([
      { kind: 'markdown', source: '# Title\n\nIntro with **bold**.' },
      { kind: 'markdown', source: '- one *x*\n- two *y*' },
      { kind: 'text', source: busyLine },
      { kind: 'markdown', source: '- three' },
      { kind: 'markdown', source: 'After.\n\nThe end.' },
    ]);
  });

  it('never cuts a fenced code block, whose marks the renderer does not resolve', () => {
    const code = `\`\`\`\n${'*a\n\n'.repeat(maxMarksPerBlock)}\`\`\``;
    const markdown = `${code}\n\n${'[x]'.repeat(maxMarksPerBlock)}`;
    const pieces = markdownPieces(markdown);
    expect(pieces[0]).toEqual({ kind: 'markdown', source: code });
    expect(pieces.at(-1)?.kind).toBe('text');
  });

  it('shows a table too wide to lay out quickly as text, and keeps a long ordinary table', () => {
    const longTable = `| a | b | c | d |\n|---|---|---|---|\n${'| 1 | 2 | 3 | 4 |\n'.repeat(300)}`;
    expect(markdownPieces(longTable)).toEqual([{ kind: 'markdown', source: longTable }]);
    const wideHeader = '|a'.repeat(maxCellsPerBlock + 1);
    expect(markdownPieces(`Intro\n\n${wideHeader}\n|-|-|`)).toEqual([
      { kind: 'markdown', source: 'Intro' },
      { kind: 'text', source: wideHeader },
      { kind: 'markdown', source: '|-|-|' },
    ]);
  });

  it('counts the cells a short row is filled out to: a 999-column header over one-letter rows is cut early', () => {
    const pieces = markdownPieces(HOSTILE_STRUCTURES['a 999-column table with 20,000 one-letter rows']!);
    const cells = pieces
      .filter((piece) => piece.kind === 'markdown')
      .map((piece) => (rendered(piece.source).html.match(/<t[dh]\b/g) ?? []).length);
    expect(Math.max(...cells)).toBeLessThanOrEqual(maxCellsPerBlock);
    expect(cells.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(maxParts / 2);
  });

  it('shows a block nested deeper than the limit as text, and the blocks around it as Markdown', () => {
    const deep = `${'> '.repeat(maxDepth + 1)}too deep\n${'  '.repeat(maxDepth)}still in it`;
    const atTheLimit = `${'> '.repeat(maxDepth)}deep enough`;
    expect(markdownPieces(`Before\n\n${deep}\n\n${atTheLimit}`)).toEqual([
      { kind: 'markdown', source: 'Before' },
      { kind: 'text', source: deep },
      { kind: 'markdown', source: atTheLimit },
    ]);
  });

  it('shows 24,999 nested list items and 3,000 nested quotes as text', () => {
    for (const name of ['list items nested 24,999 deep', '3,000 nested quotes', 'quotes nested 24,999 deep']) {
      const text = HOSTILE_STRUCTURES[name]!;
      expect(markdownPieces(text), name).toEqual([{ kind: 'text', source: text }]);
    }
  });

  it('parses underlined headings a few dozen at a time, each with its text', () => {
    const pieces = markdownPieces(HOSTILE_STRUCTURES['headings underlined with "="']!);
    const parsed = pieces.filter((piece) => piece.kind === 'markdown');
    expect(parsed.length).toBeGreaterThan(1);
    for (const piece of parsed) {
      expect(scanMarkdown(piece.source).cost.setext).toBeLessThanOrEqual(maxSetextPerParse);
      expect(piece.source.startsWith('a\n=')).toBe(true);
      expect(rendered(piece.source).html).not.toContain('<p>');
    }
  });

  it("draws at most an article's parts as Markdown and shows the rest as text, every word kept", () => {
    for (const name of ['12,500 list items', '16,666 paragraphs', '12,500 headings', 'stars on a line of their own']) {
      const text = HOSTILE_STRUCTURES[name]!;
      const pieces = markdownPieces(text);
      const drawn = pieces
        .filter((piece) => piece.kind === 'markdown')
        .reduce((sum, piece) => sum + scanMarkdown(piece.source).cost.parts, 0);
      expect(drawn, name).toBeLessThanOrEqual(maxParts);
      expect(drawn, name).toBeGreaterThan(maxParts / 2);
      expect(pieces.at(-1)?.kind, name).toBe('text');
      expect(withoutWhitespace(pieces.map((piece) => piece.source).join('')), name).toBe(withoutWhitespace(text));
    }
  });

  it('renders every Markdown piece within the depth limit and keeps every word (fast-check, random articles)', () => {
    const fragments = [
      ...['- ', '* ', '1. ', '2) ', '> ', '[^a]: ', '  ', '    ', '\t', 'a', 'b c', '*a*', '[a]: b', '|', '|-|'],
      ...['\n', '\n', '\n\n', '\r\n', '---', '===', '```', '<!--', '-->', '<div>', '# '],
      '- '.repeat(maxDepth),
      '> '.repeat(maxDepth),
    ];
    const articles = fc.array(fc.constantFrom(...fragments), { maxLength: 80 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(articles, (markdown) => {
        const pieces = markdownPieces(markdown);
        for (const piece of pieces)
          if (piece.kind === 'markdown') expect(rendered(piece.source).depth).toBeLessThanOrEqual(maxDepth);
        expect(withoutWhitespace(pieces.map((piece) => piece.source).join(''))).toBe(withoutWhitespace(markdown));
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes about as long on hostile text as on a normal article of the same size', () => {
    const normal = fastestTime(() => markdownPieces(NORMAL_ARTICLE));
    for (const [name, text] of Object.entries(HOSTILE_MARKDOWN)) {
      const hostile = fastestTime(() => markdownPieces(text));
      expect(hostile, `${name}: ${hostile.toFixed(3)} ms against ${normal.toFixed(3)} ms`).toBeLessThan(10 * normal);
    }
    // These hold up to 18 times as many lines as the normal article, and a line costs more than a character: the
    // bound still tells linear work from the parser's, which took thousands of times as long on them.
    for (const [name, text] of Object.entries(HOSTILE_STRUCTURES)) {
      const hostile = fastestTime(() => markdownPieces(text));
      expect(hostile, `${name}: ${hostile.toFixed(3)} ms against ${normal.toFixed(3)} ms`).toBeLessThan(20 * normal);
    }
  });
});

describe('hasLongWord', () => {
  it('finds a run of text without whitespace longer than any word of prose', () => {
    expect(hasLongWord(NORMAL_ARTICLE)).toBe(false);
    expect(hasLongWord(`${'W'.repeat(LONG_WORD_CHARS)} ok`)).toBe(false);
    expect(hasLongWord(`ok ${'Wo'.repeat(LONG_WORD_CHARS)}`)).toBe(true);
  });
});
