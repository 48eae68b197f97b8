import {
  MARKDOWN_LIMITS,
  blockFits,
  scanMarkdown,
  type Cost,
  type ScannedLine,
  type ScannedMarkdown,
} from '@common/markdown-structure';
import { isWhitespace } from '@common/markdown-text';

/**
 * Articles are written by anyone in the company and opened by everyone, and older ones were stored before the
 * server measured their structure, so the page measures each article before the Markdown parser sees it
 * (scanMarkdown, one pass without the parser) and renders it within bounded time:
 *
 * - an article within every limit (every real one) is rendered in one piece, exactly as before;
 * - otherwise block by block (lines between blank lines), consecutive blocks sharing a piece: a block with more
 *   marks, cells or underlined headings than one parse should resolve is cut at line ends, a line over the limits
 *   is shown as plain text, and so is a block nested deeper than the limit;
 * - once the page has drawn as many parts as an article may have, the rest is shown as plain text.
 *
 * Plain text keeps every word: it is the article as written, without its formatting.
 */

export type MarkdownPiece = { kind: 'markdown' | 'text'; source: string };

/** Whether the whole text can be parsed and drawn at once. */
function fitsInOnePiece(scanned: ScannedMarkdown): boolean {
  return (
    scanned.cost.parts <= MARKDOWN_LIMITS.maxParts &&
    scanned.cost.setext <= MARKDOWN_LIMITS.maxSetextPerParse &&
    scanned.blocks.every((block) => block.depth <= MARKDOWN_LIMITS.maxDepth && blockFits(block.cost))
  );
}

/**
 * Collects pieces as runs of whole lines. Consecutive text joins one piece; consecutive Markdown joins one piece
 * while the headings underlined in it stay few enough for one parse (marks and cells are resolved per block, so
 * whole blocks add none). The lines of a block cut at line ends share pieces only with each other, within the
 * limits of one block.
 */
class PieceList {
  readonly pieces: MarkdownPiece[] = [];
  private current: { kind: MarkdownPiece['kind']; from: number; to: number; cost: Cost; cut: boolean } | undefined;

  constructor(
    private readonly article: string,
    private readonly lines: readonly ScannedLine[],
  ) {}

  /** Whole blocks, from line `from` up to `to`. */
  markdown(from: number, to: number, cost: Cost): void {
    const current = this.current;
    if (current?.kind === 'markdown' && !current.cut) {
      const setext = current.cost.setext + cost.setext;
      if (setext <= MARKDOWN_LIMITS.maxSetextPerParse) {
        current.to = to;
        current.cost.setext = setext;
        return;
      }
    }
    this.start('markdown', from, to, cost, false);
  }

  /** One line of a block cut at line ends. */
  markdownLine(index: number, cost: Cost): void {
    const current = this.current;
    if (current?.kind === 'markdown' && current.cut) {
      const joined = {
        marks: current.cost.marks + cost.marks,
        cells: current.cost.cells + cost.cells,
        setext: current.cost.setext + cost.setext,
        parts: current.cost.parts + cost.parts,
      };
      if (blockFits(joined)) {
        current.to = index + 1;
        current.cost = joined;
        return;
      }
    }
    this.start('markdown', index, index + 1, cost, true);
  }

  text(from: number, to: number): void {
    if (this.current?.kind === 'text') this.current.to = to;
    else this.start('text', from, to, { marks: 0, cells: 0, setext: 0, parts: 1 }, false);
  }

  /** Ends the lines of a cut block: what follows shares no piece with them. Text goes on joining text. */
  endCut(): void {
    if (this.current?.cut) this.end();
  }

  /** Ends the piece being collected, so the next lines start one of their own. */
  end(): void {
    const current = this.current;
    if (current) {
      // A piece starts and ends on a line with text: its source is the Markdown between, as written.
      const last = this.lines[current.to - 1]!;
      const source = this.article.slice(this.lines[current.from]!.start, last.start + last.text.length);
      this.pieces.push({ kind: current.kind, source });
    }
    this.current = undefined;
  }

  private start(kind: MarkdownPiece['kind'], from: number, to: number, cost: Cost, cut: boolean): void {
    this.end();
    // A copy: the piece's own count grows as lines join it.
    this.current = { kind, from, to, cost: { ...cost }, cut };
  }
}

/** The pieces to render, in order: Markdown to parse and plain text to show as it is. */
export function markdownPieces(markdown: string): MarkdownPiece[] {
  const scanned = scanMarkdown(markdown);
  if (fitsInOnePiece(scanned)) return [{ kind: 'markdown', source: markdown }];
  const pieces = new PieceList(markdown, scanned.lines);
  // Parts drawn as Markdown so far; once a line would pass the article's budget, everything after it is text.
  let parts = 0;
  let full = false;
  for (const block of scanned.blocks) {
    if (full || block.depth > MARKDOWN_LIMITS.maxDepth) pieces.text(block.from, block.to);
    else if (blockFits(block.cost) && parts + block.cost.parts <= MARKDOWN_LIMITS.maxParts) {
      pieces.markdown(block.from, block.to, block.cost);
      parts += block.cost.parts;
    } else {
      // Cut at line ends: each line as Markdown while it fits, as text once over a limit.
      for (let index = block.from; index < block.to; index += 1) {
        const { cost } = scanned.lines[index]!;
        full ||= parts + cost.parts > MARKDOWN_LIMITS.maxParts;
        if (!full && blockFits(cost)) {
          pieces.markdownLine(index, cost);
          parts += cost.parts;
        } else pieces.text(index, index + 1);
      }
      pieces.endCut();
    }
  }
  pieces.end();
  return pieces.pieces;
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
