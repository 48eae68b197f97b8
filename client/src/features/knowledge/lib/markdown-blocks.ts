import { isWhitespace } from '@common/markdown-text';

/**
 * The Markdown renderer (micromark, under react-markdown) resolves emphasis and links within each
 * paragraph in time that grows faster than the paragraph: one 50,000-character paragraph of "*a*a*a"
 * took 26 s to parse. Paragraphs of real articles hold a few dozen such marks (24 at most in the demo
 * hub), so an article whose every block stays under a budget renders as before, in one piece. Only an
 * article with an outsized block (or table) is rendered block by block, and a single line over the
 * budget is shown as plain text. Splitting reads each character once.
 */

/** Emphasis, link, image, code, HTML and escape marks one block may hold and still be rendered as Markdown. */
export const MAX_MARKS_PER_BLOCK = 400;
/**
 * Table cell separators one block may hold: a table is parsed in linear time, but the page needs
 * seconds to build and lay out one 12,000 cells wide. 2,000 is a table of 400 rows of 5 columns.
 */
export const MAX_CELLS_PER_BLOCK = 2_000;

const MARKS = new Set('*_[]`<~!\\');

export type MarkdownPiece = { kind: 'markdown' | 'text'; source: string };

/** What a line asks of the parser and the page: marks to resolve, and table cells. */
interface Cost {
  marks: number;
  cells: number;
}

function costOf(line: string): Cost {
  const cost = { marks: 0, cells: 0 };
  for (const char of line) {
    if (MARKS.has(char)) cost.marks += 1;
    else if (char === '|') cost.cells += 1;
  }
  return cost;
}

const FREE: Cost = { marks: 0, cells: 0 };
const add = (a: Cost, b: Cost): Cost => ({ marks: a.marks + b.marks, cells: a.cells + b.cells });
const withinBudget = (cost: Cost) => cost.marks <= MAX_MARKS_PER_BLOCK && cost.cells <= MAX_CELLS_PER_BLOCK;

function isBlank(line: string): boolean {
  for (const char of line) if (!isWhitespace(char)) return false;
  return true;
}

/** "```" or "~~~" (after up to three spaces) opens or closes a fenced code block. */
function fenceOf(line: string): string | undefined {
  let index = 0;
  while (index < 3 && line[index] === ' ') index += 1;
  const marker = line.slice(index, index + 3);
  return marker === '```' || marker === '~~~' ? marker : undefined;
}

interface Block {
  lines: string[];
  /** Marks and cells outside code fences (code is neither parsed for marks nor laid out as a table). */
  cost: Cost;
  /** Each line's cost, to split an outsized block at line ends. */
  lineCosts: Cost[];
}

/** Blocks separated by blank lines outside code fences. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block = { lines: [], cost: FREE, lineCosts: [] };
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = fenceOf(line);
    if (fence === undefined && isBlank(line)) {
      if (current.lines.length > 0) blocks.push(current);
      current = { lines: [], cost: FREE, lineCosts: [] };
      continue;
    }
    const insideFence = fence !== undefined || marker !== undefined;
    if (marker !== undefined) fence = fence === undefined ? marker : fence === marker ? undefined : fence;
    const cost = insideFence ? FREE : costOf(line);
    current.lines.push(line);
    current.lineCosts.push(cost);
    current.cost = add(current.cost, cost);
  }
  if (current.lines.length > 0) blocks.push(current);
  return blocks;
}

/** An outsized block as pieces of whole lines under the budget; a line over it alone becomes text. */
function splitBlock(block: Block): MarkdownPiece[] {
  const pieces: MarkdownPiece[] = [];
  let lines: string[] = [];
  let cost = FREE;
  const flush = () => {
    if (lines.length > 0) pieces.push({ kind: 'markdown', source: lines.join('\n') });
    lines = [];
    cost = FREE;
  };
  block.lines.forEach((line, index) => {
    const lineCost = block.lineCosts[index]!;
    if (!withinBudget(lineCost)) {
      flush();
      pieces.push({ kind: 'text', source: line });
      return;
    }
    if (!withinBudget(add(cost, lineCost))) flush();
    lines.push(line);
    cost = add(cost, lineCost);
  });
  flush();
  return pieces;
}

/**
 * The pieces to render: the whole article as one Markdown piece when every block is within the
 * budget (so links to definitions elsewhere in the article keep working), else block by block.
 */
export function markdownPieces(markdown: string): MarkdownPiece[] {
  const blocks = blocksOf(markdown);
  if (blocks.every((block) => withinBudget(block.cost))) return [{ kind: 'markdown', source: markdown }];
  return blocks.flatMap((block) =>
    withinBudget(block.cost) ? [{ kind: 'markdown' as const, source: block.lines.join('\n') }] : splitBlock(block),
  );
}

/** Longer than any word of prose; URLs and identifiers in real articles stay well under it. */
export const LONG_WORD_CHARS = 300;

/**
 * Whether the text holds a "word" (a run without whitespace) longer than LONG_WORD_CHARS. Chromium
 * lays out such a word in time that grows with the square of its length when the font kerns its
 * letter pairs: 20,000 characters of "WoWo..." took 2.8 s with Inter's kerning, 8 ms without.
 */
export function hasLongWord(text: string): boolean {
  let run = 0;
  for (const char of text) {
    run = isWhitespace(char) ? 0 : run + 1;
    if (run > LONG_WORD_CHARS) return true;
  }
  return false;
}
