import { ContainerReader, markdownLines, type ContainerLine, type LineKind } from './markdown-containers';

/**
 * What an article's Markdown asks of the page that renders it, measured in one pass without the Markdown parser:
 * how deep its lists and quotes nest, and what each line and each block (lines between blank lines) costs the
 * parser and the page. The server refuses an article over the limits below when it is written
 * (markdownStructureProblem); the page measures every article again before rendering it, since older ones were
 * stored without the rule, and shows what is over them as plain text (client/src/features/knowledge/lib).
 */

export const MARKDOWN_LIMITS = {
  /**
   * Block quotes and list items inside one another. Parsing nested lists takes time that grows with the square of
   * their depth (25,000 levels: minutes) and React renders each level inside the last (3,000 levels overflowed its
   * stack); real articles nest a handful of levels.
   */
  maxDepth: 16,
  /**
   * Emphasis, link, image, code, HTML and escape marks in one block: the parser resolves them in time that grows
   * faster than the block (50,000 characters of "*a" took 26 s). Paragraphs of real articles hold a few dozen.
   */
  maxMarksPerBlock: 400,
  /**
   * Table cells in one block: a table parses in linear time, but the page needs seconds to build and lay out one
   * 12,000 cells wide. 2,000 is a table of 400 rows of 5 columns.
   */
  maxCellsPerBlock: 2_000,
  /**
   * Headings underlined with "===" or "---" in one parse: the parser moves everything read so far for each of them
   * (12,500 of them took 35 s in one article).
   */
  maxSetextPerParse: 50,
  /**
   * Parts the page draws for one article: paragraphs, headings, list items, quotes, table cells and formatted
   * words, as counted by partsOf. Drawing is linear in them, but 25,000 list items take the page many times as
   * long as a dense 50,000-character article, which has about 8,000.
   */
  maxParts: 20_000,
} as const;

/** Characters that start emphasis, links, images, code, HTML or escapes: what the parser resolves inline. */
const MARKS = '*_[]`<~!\\';
/** By character code: 1 for a mark, 2 for a table cell separator. */
const CHAR_CLASS = new Uint8Array(128);
for (const mark of MARKS) CHAR_CLASS[mark.charCodeAt(0)] = 1;
CHAR_CLASS['|'.charCodeAt(0)] = 2;

export interface Cost {
  marks: number;
  cells: number;
  setext: number;
  /** Parts the page draws (see MARKDOWN_LIMITS.maxParts). */
  parts: number;
}

export const NO_COST: Cost = Object.freeze({ marks: 0, cells: 0, setext: 0, parts: 0 });
export const addCost = (a: Cost, b: Cost): Cost => ({
  marks: a.marks + b.marks,
  cells: a.cells + b.cells,
  setext: a.setext + b.setext,
  parts: a.parts + b.parts,
});

export interface ScannedLine {
  text: string;
  /** Where the line starts in the Markdown (not kept for empty lines, which no piece starts or ends with). */
  start: number;
  /** Block quotes and list items this line's content sits in. */
  depth: number;
  kind: LineKind;
  cost: Cost;
}

export interface ScannedBlock {
  /** Its lines: `from` up to (not including) `to`. */
  from: number;
  to: number;
  /** The deepest nesting of any of its lines. */
  depth: number;
  /** The line (index) that nests deepest. */
  deepestLine: number;
  cost: Cost;
}

export interface ScannedMarkdown {
  lines: ScannedLine[];
  /** Runs of lines between blank lines; a fenced code block is never cut (its blank lines are code). */
  blocks: ScannedBlock[];
  /** What the whole text costs. */
  cost: Cost;
}

/** "|---|:-:|" or "--|--": a table's delimiter row (pipes, dashes, colons and blanks, at least one dash and pipe). */
function isDelimiterRow(text: string, from: number): boolean {
  let dash = false;
  let pipe = false;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '-') dash = true;
    else if (char === '|') pipe = true;
    else if (char !== ':' && char !== ' ' && char !== '\t' && char !== '\r') return false;
  }
  return dash && pipe;
}

/** Marks and table cells in a line's content (after its container markers); one record, reused. */
const counted = { marks: 0, cells: 0 };
function countMarks(text: string, from: number): typeof counted {
  let marks = 0;
  let pipes = 0;
  let first = -1;
  let last = -1;
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 128) {
      const kind = CHAR_CLASS[code];
      if (kind === 1) marks += 1;
      else if (kind === 2) pipes += 1;
    }
    if (code !== 32 && code !== 9 && code !== 13) {
      if (first === -1) first = index;
      last = index;
    }
  }
  counted.marks = marks;
  // "| a | b |" and "a | b" are two cells: pipes separate them, and a pipe at either end only closes the row.
  counted.cells =
    pipes === 0 ? 0 : pipes + 1 - (text[first] === '|' ? 1 : 0) - (last !== first && text[last] === '|' ? 1 : 0);
  return counted;
}

/**
 * Parts the page draws for a line's leaf, counted like the page's nodes: a paragraph, heading or rule is an element,
 * its text and the line break after it; a line that continues a paragraph adds text to it.
 */
function partsOfLeaf(kind: LineKind): number {
  switch (kind) {
    case 'paragraph':
    case 'heading':
      return 3;
    case 'break':
      return 2;
    case 'continuation':
      return 1;
    default:
      return 0;
  }
}
/**
 * A block quote or list item: its element and the line break after it, and as much again for the list around it
 * and its layout (measured in Chromium: 10,000 empty list items held the page three times as long as 16,000 parts of
 * paragraphs).
 */
const PARTS_PER_CONTAINER = 3;
/** A table cell: its element and its text. */
const PARTS_PER_CELL = 2;

/** What a line costs the parser and the page. */
function lineCost(text: string, read: ContainerLine, tableColumns: number): Cost {
  if (read.kind === 'blank') return NO_COST;
  const containers = read.opened * PARTS_PER_CONTAINER;
  // Code is one element whatever it holds: no marks are resolved and no cells laid out in it.
  if (read.kind === 'code') return { marks: 0, cells: 0, setext: 0, parts: containers };
  const { marks, cells: rowCells } = countMarks(text, read.contentStart);
  // GitHub's tables fill a short row out to the header's number of cells.
  const cells = tableColumns > 0 ? Math.max(rowCells, tableColumns) : rowCells;
  // A line with more marks or cells than a block may hold is shown as text: one part.
  const drawnAsText = marks > MARKDOWN_LIMITS.maxMarksPerBlock || cells > MARKDOWN_LIMITS.maxCellsPerBlock;
  // A pair of marks is an element around text (emphasis, a link, code).
  const parts = drawnAsText ? 1 : containers + partsOfLeaf(read.kind) + cells * PARTS_PER_CELL + marks;
  return { marks, cells, setext: 0, parts };
}

const EMPTY_LINE: ScannedLine = Object.freeze({ text: '', start: -1, depth: 0, kind: 'blank', cost: NO_COST });

/**
 * Measures every line and block. Reads each character a fixed number of times; the only state carried from line
 * to line is the containers that are open and, within a block, the width of the table being read (GitHub's tables
 * give every row the header's number of cells, so a 1,000-column header makes each one-letter row 1,000 cells).
 */
export function scanMarkdown(markdown: string): ScannedMarkdown {
  const reader = new ContainerReader();
  const lines: ScannedLine[] = [];
  const blocks: ScannedBlock[] = [];
  const total: Cost = { marks: 0, cells: 0, setext: 0, parts: 0 };
  let block: ScannedBlock | undefined;
  let tableColumns = 0;
  let offset = 0;

  for (const text of markdownLines(markdown)) {
    const index = lines.length;
    const start = offset;
    offset +=
      text.length + (markdown[offset + text.length] === '\r' && markdown[offset + text.length + 1] === '\n' ? 2 : 1);
    const read = reader.read(text);
    if (read.kind !== 'blank' && read.kind !== 'code' && index > 0 && lines[index - 1]!.kind !== 'blank') {
      if (isDelimiterRow(text, read.contentStart)) tableColumns = countMarks(text, read.contentStart).cells;
    }
    const cost = lineCost(text, read, tableColumns);
    // Empty lines (all of a text made of line breaks) share one record.
    const line: ScannedLine =
      text === '' && read.kind === 'blank' ? EMPTY_LINE : { text, start, depth: read.depth, kind: read.kind, cost };
    lines.push(line);
    accumulate(total, cost);

    if (read.kind === 'blank') {
      if (block) blocks.push(block);
      block = undefined;
      tableColumns = 0;
      continue;
    }
    block ??= {
      from: index,
      to: index,
      depth: 0,
      deepestLine: index,
      cost: { marks: 0, cells: 0, setext: 0, parts: 0 },
    };
    block.to = index + 1;
    accumulate(block.cost, cost);
    if (read.depth > block.depth) {
      block.depth = read.depth;
      block.deepestLine = index;
    }
    if (read.kind === 'setext' && index > block.from) {
      // The underline is paid for with the text above it, which a split must not separate from it.
      const above = lines[index - 1]!;
      above.cost = { ...above.cost, setext: above.cost.setext + 1 };
      block.cost.setext += 1;
      total.setext += 1;
    }
  }
  if (block) blocks.push(block);
  return { lines, blocks, cost: total };
}

function accumulate(into: Cost, cost: Cost): void {
  into.marks += cost.marks;
  into.cells += cost.cells;
  into.setext += cost.setext;
  into.parts += cost.parts;
}

/** Whether a block can be parsed and drawn as it is, in one piece. */
export function blockFits(cost: Cost): boolean {
  return (
    cost.marks <= MARKDOWN_LIMITS.maxMarksPerBlock &&
    cost.cells <= MARKDOWN_LIMITS.maxCellsPerBlock &&
    cost.setext <= MARKDOWN_LIMITS.maxSetextPerParse
  );
}

const formatCount = (count: number) => count.toLocaleString('en-US');

/**
 * Why the page could not render this Markdown as written, as a sentence that tells its author what to change; or
 * undefined when it can. What the page shows as text rather than Markdown (see MARKDOWN_LIMITS) is refused when an
 * article is written.
 */
export function markdownStructureProblem(markdown: string): string | undefined {
  const scanned = scanMarkdown(markdown);
  const deepest = scanned.blocks.reduce<ScannedBlock | undefined>(
    (found, block) => (block.depth > (found?.depth ?? MARKDOWN_LIMITS.maxDepth) ? block : found),
    undefined,
  );
  if (deepest)
    return (
      `Lists and quotes nest ${formatCount(deepest.depth)} levels deep at line ${formatCount(deepest.deepestLine + 1)}; ` +
      `they may nest at most ${MARKDOWN_LIMITS.maxDepth} levels. Flatten the nesting there.`
    );
  if (scanned.cost.parts > MARKDOWN_LIMITS.maxParts)
    return (
      `The text has about ${formatCount(scanned.cost.parts)} parts to draw (paragraphs, headings, list items, table cells ` +
      `and formatted words); an article may have at most ${formatCount(MARKDOWN_LIMITS.maxParts)}. ` +
      'Split it into several articles, or join short lines into paragraphs.'
    );
  return undefined;
}
