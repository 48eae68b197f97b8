import { isWhitespace } from '@common/markdown-text';

/**
 * The Markdown renderer (micromark, under react-markdown) resolves emphasis and links within each
 * paragraph in time that grows faster than the paragraph: one 50,000-character paragraph of "*a*a*a"
 * took 26 s to parse. Paragraphs of real articles hold a few dozen such marks (24 at most in the demo
 * hub), so an article whose every block stays under a budget renders as before, in one piece. Only an
 * article with an outsized block is rendered block by block, and a single line over the budget is
 * shown as plain text. Splitting reads each character once.
 */

/** Emphasis, link, image, code, HTML and escape marks one block may hold and still be rendered as Markdown. */
export const MAX_MARKS_PER_BLOCK = 400;

const MARKS = new Set('*_[]`<~!\\');

export type MarkdownPiece = { kind: 'markdown' | 'text'; source: string };

function marksIn(line: string): number {
  let count = 0;
  for (const char of line) if (MARKS.has(char)) count += 1;
  return count;
}

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
  /** Marks outside code fences: what the inline parser has to resolve. */
  marks: number;
  /** Index of each line's marks (0 inside fences), to split an outsized block at line ends. */
  lineMarks: number[];
}

/** Blocks separated by blank lines outside code fences. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block = { lines: [], marks: 0, lineMarks: [] };
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = fenceOf(line);
    if (fence === undefined && isBlank(line)) {
      if (current.lines.length > 0) blocks.push(current);
      current = { lines: [], marks: 0, lineMarks: [] };
      continue;
    }
    const insideFence = fence !== undefined || marker !== undefined;
    if (marker !== undefined) fence = fence === undefined ? marker : fence === marker ? undefined : fence;
    const marks = insideFence ? 0 : marksIn(line);
    current.lines.push(line);
    current.lineMarks.push(marks);
    current.marks += marks;
  }
  if (current.lines.length > 0) blocks.push(current);
  return blocks;
}

/** An outsized block as pieces of whole lines under the budget; a line over it alone becomes text. */
function splitBlock(block: Block): MarkdownPiece[] {
  const pieces: MarkdownPiece[] = [];
  let lines: string[] = [];
  let marks = 0;
  const flush = () => {
    if (lines.length > 0) pieces.push({ kind: 'markdown', source: lines.join('\n') });
    lines = [];
    marks = 0;
  };
  block.lines.forEach((line, index) => {
    const lineMarks = block.lineMarks[index]!;
    if (lineMarks > MAX_MARKS_PER_BLOCK) {
      flush();
      pieces.push({ kind: 'text', source: line });
      return;
    }
    if (marks + lineMarks > MAX_MARKS_PER_BLOCK) flush();
    lines.push(line);
    marks += lineMarks;
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
  if (blocks.every((block) => block.marks <= MAX_MARKS_PER_BLOCK)) return [{ kind: 'markdown', source: markdown }];
  return blocks.flatMap((block) => (block.marks <= MAX_MARKS_PER_BLOCK ? [{ kind: 'markdown' as const, source: block.lines.join('\n') }] : splitBlock(block)));
}
