import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { ContainerReader, markdownLines } from './markdown-containers';

/** Each line's depth as the reader measures it. */
function depths(markdown: string): number[] {
  const reader = new ContainerReader();
  return markdownLines(markdown).map((line) => reader.read(line).depth);
}
const deepest = (markdown: string) => Math.max(0, ...depths(markdown));

/**
 * How deep the page nests list items, quotes and footnotes when it renders this Markdown: react-markdown with
 * GitHub-flavoured Markdown, as the article dialog renders it, read from the HTML it writes.
 */
function renderedDepth(markdown: string): number {
  const html = renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfm] }, markdown));
  let depth = 0;
  let deepestSeen = 0;
  for (const [, closing] of html.matchAll(/<(\/?)(?:li|blockquote)\b/g)) {
    depth += closing ? -1 : 1;
    deepestSeen = Math.max(deepestSeen, depth);
  }
  return deepestSeen;
}

/** Pieces of Markdown that open, continue, interrupt or hide containers, for random articles. */
const FRAGMENTS = [
  ...['- ', '* ', '+ ', '1. ', '2) ', '10. ', '-\t', '1.\t', '> ', '>', '>\t', '[^a]: '],
  ...[' ', '  ', '   ', '    ', '     ', '\t', ' \t', '  - ', '    - ', '\t- '],
  ...['\n', '\n', '\n', '\n\n', '\r', '\r\n', '\n  ', '\n    ', '\n> ', '\n- ', '\n1. '],
  ...['a', 'b c', '*a*', '---', '===', '-', '# ', '|', '|-|', '[a]: b'],
  ...['```', '````', '~~~', '<div>', '<!--', '-->', '<script>', '</script>', '<?', '?>', '<!X', '<![CDATA[', ']]>'],
];
const articles = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((parts) => parts.join(''));

describe('ContainerReader', () => {
  it('reads nesting from list markers, block quotes, footnotes and indentation', () => {
    expect(depths('- a\n  - b\n    - c\n\n      still c\n\nafter')).toEqual([1, 2, 3, 3, 3, 3, 0]);
    expect(depths('> > quoted\nlazily quoted\n\n> one')).toEqual([2, 2, 0, 1]);
    expect(depths('[^1]: note\n    - in the note')).toEqual([1, 2]);
    expect(depths('1. one\n2. two\n   1. nested')).toEqual([1, 1, 2]);
  });

  it('leaves code, thematic breaks and underlined headings at their depth', () => {
    expect(depths('```\n- - - a\n> > b\n```\n- x')).toEqual([0, 0, 0, 0, 1]);
    expect(depths('    - - - indented code\n\n- - -\n* * *')).toEqual([0, 0, 0, 0]);
    expect(depths('Title\n---\n- item')).toEqual([0, 0, 1]);
  });

  it('does not let a fence inside what may be HTML hide what follows it', () => {
    expect(deepest('<!--\n\n```\n\n-->\n- - - a')).toBe(3);
    expect(deepest('<div>\n~~~\n\n- - a')).toBe(2);
  });

  it('reads the lines of "\\r\\n" and lone "\\r" endings as the parser does', () => {
    expect(markdownLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
    expect(deepest('\r- - a')).toBe(2);
  });

  it('never reads nesting shallower than the page renders it (fast-check, random articles)', () => {
    fc.assert(
      fc.property(articles, (markdown) => {
        expect(deepest(markdown), JSON.stringify(markdown)).toBeGreaterThanOrEqual(renderedDepth(markdown));
      }),
      { numRuns: 3_000 },
    );
  });

  it('reads as deep as the page renders on almost every random article', () => {
    // It errs on the deep side only where Markdown is ambiguous without a full parse (HTML, tables, definitions).
    let exact = 0;
    fc.assert(
      fc.property(articles, (markdown) => {
        if (deepest(markdown) === renderedDepth(markdown)) exact += 1;
      }),
      { numRuns: 1_000 },
    );
    expect(exact).toBeGreaterThan(900);
  });
});
