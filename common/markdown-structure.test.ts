import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMITS, markdownStructureProblem, scanMarkdown } from './markdown-structure';
import { HOSTILE_MARKDOWN, HOSTILE_STRUCTURES, NORMAL_ARTICLE, fastestTime } from './testing/timing';

const deepest = (markdown: string) => Math.max(0, ...scanMarkdown(markdown).blocks.map((block) => block.depth));

describe('scanMarkdown', () => {
  it('measures the nesting of the inputs that froze or broke the page', () => {
    expect(deepest(HOSTILE_STRUCTURES['list items nested 24,999 deep']!)).toBe(24_999);
    expect(deepest(HOSTILE_STRUCTURES['3,000 nested quotes']!)).toBe(3_000);
    expect(deepest(HOSTILE_STRUCTURES['quotes and items alternating 12,500 deep']!)).toBe(25_000);
    expect(deepest(HOSTILE_STRUCTURES['a staircase of 220 indented items']!)).toBe(220);
    // "- - - ..." with nothing after it is a thematic break, not a list.
    expect(deepest(HOSTILE_STRUCTURES['"- " 24,999 times (a rule)']!)).toBe(0);
  });

  it('counts the parts a page draws: elements, their text, table cells filled out to the header', () => {
    expect(scanMarkdown('A paragraph').cost.parts).toBe(3);
    // Two list items (three parts each) holding a paragraph each.
    expect(scanMarkdown('- a\n- b').cost.parts).toBe(12);
    // A row of one letter under a three-column header is drawn as three cells.
    const table = scanMarkdown('| a | b | c |\n|---|---|---|\n| x |\nplain');
    expect(table.lines.map((line) => line.cost.cells)).toEqual([3, 3, 3, 3]);
    expect(scanMarkdown(NORMAL_ARTICLE).cost.parts).toBeLessThan(MARKDOWN_LIMITS.maxParts / 2);
  });

  it('charges an underlined heading to the line above it, which a split must keep with it', () => {
    const { lines, cost } = scanMarkdown('Title\n=====\n\nText\nmore text\n---');
    expect(lines.map((line) => line.cost.setext)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(cost.setext).toBe(2);
  });

  it('cuts blocks at blank lines, never inside a fenced code block', () => {
    const { blocks } = scanMarkdown('one\n\n```\ncode\n\nmore code\n```\n\ntwo');
    expect(blocks.map((block) => [block.from, block.to])).toEqual([
      [0, 1],
      [2, 7],
      [8, 9],
    ]);
  });

  // Each of these texts is as long as the normal article but holds up to 18 times as many lines, and reading a line
  // costs more than reading a character, hence more than the 10 times allowed for scanners of characters. Work that
  // grows faster than the text is what this guards against: the parser took thousands of times longer on these.
  it('reads hostile text in time proportional to its size', () => {
    const normal = fastestTime(() => scanMarkdown(NORMAL_ARTICLE));
    for (const [name, text] of Object.entries({ ...HOSTILE_MARKDOWN, ...HOSTILE_STRUCTURES })) {
      const hostile = fastestTime(() => scanMarkdown(text));
      expect(hostile, `${name}: ${hostile.toFixed(2)} ms against ${normal.toFixed(2)} ms`).toBeLessThan(20 * normal);
    }
  });
});

describe('markdownStructureProblem', () => {
  it('accepts a normal article and nesting up to the limit', () => {
    expect(markdownStructureProblem(NORMAL_ARTICLE)).toBeUndefined();
    const atTheLimit = Array.from({ length: MARKDOWN_LIMITS.maxDepth }, (_, level) => `${'  '.repeat(level)}- a`);
    expect(markdownStructureProblem(atTheLimit.join('\n'))).toBeUndefined();
    expect(markdownStructureProblem(`${'> '.repeat(MARKDOWN_LIMITS.maxDepth)}quoted`)).toBeUndefined();
  });

  it('names the depth, the line and the limit of nesting too deep, and what to do', () => {
    expect(markdownStructureProblem(`Intro\n\n${'> '.repeat(17)}deep`)).toBe(
      'Lists and quotes nest 17 levels deep at line 3; they may nest at most 16 levels. Flatten the nesting there.',
    );
    expect(markdownStructureProblem(HOSTILE_STRUCTURES['list items nested 24,999 deep']!)).toMatch(
      /^Lists and quotes nest 24,999 levels deep at line 1;/,
    );
  });

  it('names how many parts an article would draw, the limit, and what to do', () => {
    expect(markdownStructureProblem(HOSTILE_STRUCTURES['12,500 list items']!)).toBe(
      'The text has about 75,000 parts to draw (paragraphs, headings, list items, table cells and formatted words); ' +
        'an article may have at most 20,000. Split it into several articles, or join short lines into paragraphs.',
    );
  });

  it('accepts what the page renders as written, however odd, and refuses the rest of the hostile structures', () => {
    const accepted = Object.entries(HOSTILE_STRUCTURES)
      .filter(([, text]) => markdownStructureProblem(text) === undefined)
      .map(([name]) => name);
    // A rule, one paragraph of marks (shown as text), definitions, and labels that are text: nothing deep or large.
    expect(accepted).toEqual([
      '"- " 24,999 times (a rule)',
      'nested emphasis',
      'reference definitions',
      'definitions with unclosed titles',
      'footnote labels that never close',
      'indentation of tabs under a deep list',
    ]);
  });
});
