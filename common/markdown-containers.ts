/**
 * How Markdown's lines sit inside block quotes, list items and footnote definitions, read the way micromark (the
 * page's parser, CommonMark with GitHub's additions) reads its containers but without it: one pass over the lines,
 * each character looked at a fixed number of times.
 *
 * The parser the page uses (micromark) needs time that grows with the square of the nesting (a line of 25,000
 * "- " list markers before a word kept a tab busy for minutes) and React renders nested elements recursively
 * (3,000 block quotes overflowed the stack), so the depth has to be known before the parser sees the text.
 *
 * The reading errs on the deep side wherever it cannot be sure without a full parse (a line that might be a lazy
 * continuation keeps the containers it might belong to; markers inside what may be HTML still count; after a line
 * that may be a table row, any list item may start): a guard built on it may show harmless text as text, but never
 * lets deep nesting through as Markdown. markdown-containers.test.ts holds it to the rendered depth of random
 * articles.
 */

const TAB_STOP = 4;
/** Indentation from which a line is code (or a paragraph's continuation), never a new container. */
const CODE_INDENT = 4;
/** An ordered list marker's number has at most nine digits. */
const MAX_ORDERED_DIGITS = 9;

/** What a line holds once its container markers are read. */
export type LineKind =
  /** Only whitespace. */
  | 'blank'
  /** Text that starts a paragraph (or a table, or an HTML block: they cost like one). */
  | 'paragraph'
  /** Text that continues the paragraph above, in its container or lazily outside it. */
  | 'continuation'
  /** Container markers and nothing after them ("> ", "- "). */
  | 'marker'
  /** An underline ("===" or "---") that turns the paragraph above into a heading. */
  | 'setext'
  /** "# Heading". */
  | 'heading'
  /** "***", "- - -". */
  | 'break'
  /** A code fence's opening or closing line, or a line inside fenced or indented code. */
  | 'code';

/** What `ContainerReader.read` answers about a line; the reader reuses one record, valid until the next call. */
export interface ContainerLine {
  /** Block quotes and list items this line's content sits in. */
  depth: number;
  /** How many of them this line opens. */
  opened: number;
  kind: LineKind;
  /** Where the line's content starts once its container markers and indentation are read. */
  contentStart: number;
}

/** A block quote, a list item whose lines are indented to `width` columns, or a footnote definition. */
type Container = { kind: 'quote' } | { kind: 'item'; width: number } | { kind: 'footnote' };

const QUOTE: Container = Object.freeze({ kind: 'quote' });
const FOOTNOTE: Container = Object.freeze({ kind: 'footnote' });

/** A footnote definition's content is indented four columns ("[^1]: text", then "    more"). */
const FOOTNOTE_WIDTH = 4;
/** A footnote label holds at most 999 characters. */
const MAX_FOOTNOTE_LABEL = 999;

const isSpaceOrTab = (char: string | undefined) => char === ' ' || char === '\t';
const isBlankChar = (char: string | undefined) => char === ' ' || char === '\t' || char === '\r';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * One line, with what the reader asks of it more than once worked out once: where its text ends, and from where
 * it is a thematic break. Every question is then answered without reading the line again, so a line of 25,000
 * list markers is read in one pass, not once per marker (which is what makes the parser quadratic).
 */
class Line {
  text = '';
  /** Index after the last character that is not a space, a tab or a carriage return. */
  textEnd = 0;
  /**
   * Per thematic-break character ("*", "-", "_"), worked out when first asked: where the line's end made only of
   * that character and blanks starts, and where its third such character from the end is (-2: not asked yet).
   */
  private readonly tailStart = [-2, -2, -2];
  private readonly thirdLast = [-2, -2, -2];

  /** Reads another line: the reader keeps one Line (and one cursor) for all of them. */
  reset(text: string): this {
    let end = text.length;
    while (end > 0 && isBlankChar(text[end - 1])) end -= 1;
    this.text = text;
    this.textEnd = end;
    this.tailStart.fill(-2);
    return this;
  }

  /** Whether nothing but spaces and tabs follows `index`. */
  blankFrom(index: number): boolean {
    return index >= this.textEnd;
  }

  /** From `index`: "***", "- - -", "___" (three or more of one character, spaces and tabs between). */
  thematicBreakAt(index: number): boolean {
    const marker = this.text[index];
    const slot = marker === '*' ? 0 : marker === '-' ? 1 : marker === '_' ? 2 : -1;
    if (slot === -1) return false;
    if (this.tailStart[slot] === -2) {
      let tailStart = this.text.length;
      let thirdLast = -1;
      let seen = 0;
      while (tailStart > 0 && (this.text[tailStart - 1] === marker || isBlankChar(this.text[tailStart - 1]))) {
        tailStart -= 1;
        if (this.text[tailStart] === marker && ++seen === 3) thirdLast = tailStart;
      }
      this.tailStart[slot] = tailStart;
      this.thirdLast[slot] = thirdLast;
    }
    return index >= this.tailStart[slot]! && index <= this.thirdLast[slot]!;
  }

  /** From `index`: a run of "=" or of "-", then only spaces and tabs. */
  setextUnderlineAt(index: number): boolean {
    const marker = this.text[index];
    if (marker !== '=' && marker !== '-') return false;
    let at = index;
    while (this.text[at] === marker) at += 1;
    return this.blankFrom(at);
  }

  /** From `index`: "#" to "######" then a space, a tab or the line's end. */
  atxHeadingAt(index: number): boolean {
    let at = index;
    while (at < index + 6 && this.text[at] === '#') at += 1;
    return at > index && (at === this.text.length || isBlankChar(this.text[at]));
  }

  /** From `index`: a code fence's marker ("```" or "~~~", or longer). */
  fenceAt(index: number): { char: string; length: number } | undefined {
    const char = this.text[index];
    if (char !== '`' && char !== '~') return undefined;
    let at = index;
    while (this.text[at] === char) at += 1;
    const length = at - index;
    if (length < 3) return undefined;
    // A backtick fence's info string holds no backtick ("```a`b" is inline code, not a fence).
    if (char === '`' && this.text.indexOf('`', at) !== -1) return undefined;
    return { char, length };
  }

  /**
   * From `index`: a footnote definition's start, "[^label]:" (GitHub-flavoured Markdown), answering the index after
   * its colon. The label has no spaces, tabs or "[" and at most 999 characters; a backslash escapes one character.
   */
  footnoteAt(index: number): number | undefined {
    if (this.text[index] !== '[' || this.text[index + 1] !== '^') return undefined;
    let at = index + 2;
    const limit = Math.min(this.text.length, at + MAX_FOOTNOTE_LABEL + 1);
    while (at < limit) {
      const char = this.text[at];
      if (char === ']') break;
      if (char === '[' || isBlankChar(char)) return undefined;
      at += char === '\\' ? 2 : 1;
    }
    if (at === index + 2 || this.text[at] !== ']' || this.text[at + 1] !== ':') return undefined;
    return at + 2;
  }

  /** About the list marker listMarkerAt last found: ordered, numbered exactly 1, and nothing after it. */
  readonly marker = { ordered: false, one: false, empty: false };

  /** The length of a list marker at `index` ("-", "*", "+", "1." or "1)" and a blank after it), or 0. */
  listMarkerAt(index: number): number {
    const char = this.text[index];
    let end = index;
    let ordered = false;
    if (char === '-' || char === '+' || char === '*') end = index + 1;
    else {
      while (isDigit(this.text[end]) && end - index < MAX_ORDERED_DIGITS) end += 1;
      if (end === index || (this.text[end] !== '.' && this.text[end] !== ')')) return 0;
      ordered = true;
      end += 1;
    }
    if (end < this.text.length && !isBlankChar(this.text[end])) return 0;
    this.marker.ordered = ordered;
    // Only "1." or "1)" itself may interrupt a paragraph (micromark refuses "01." too).
    this.marker.one = ordered && end - index === 2 && this.text[index] === '1';
    this.marker.empty = this.blankFrom(end);
    return end - index;
  }
}

/** Markdown's lines: a line ends at "\n", "\r\n" or a lone "\r", as the parser reads them. */
export function markdownLines(markdown: string): string[] {
  if (!markdown.includes('\r')) return markdown.split('\n');
  const lines: string[] = [];
  let start = 0;
  for (let index = 0; index < markdown.length; index += 1) {
    const char = markdown[index];
    if (char !== '\n' && char !== '\r') continue;
    lines.push(markdown.slice(start, index));
    if (char === '\r' && markdown[index + 1] === '\n') index += 1;
    start = index + 1;
  }
  lines.push(markdown.slice(start));
  return lines;
}

/** A position in one line, in characters and in columns (a tab reaches the next multiple of four). */
class Cursor {
  index = 0;
  column = 0;
  readonly line = new Line();

  /** Starts reading another line. */
  reset(text: string): this {
    this.line.reset(text);
    this.index = 0;
    this.column = 0;
    return this;
  }

  get char(): string | undefined {
    return this.line.text[this.index];
  }

  private widthAt(index: number, column: number): number {
    return this.line.text[index] === '\t' ? TAB_STOP - (column % TAB_STOP) : 1;
  }

  /**
   * Columns of spaces and tabs from here, counted up to `limit` (every caller needs only a few: whether a line is
   * indented as code, or enough for an item), so a long run of spaces is never counted once per container.
   */
  indent(limit = CODE_INDENT): number {
    let index = this.index;
    let column = this.column;
    while (column - this.column < limit && isSpaceOrTab(this.line.text[index])) {
      column += this.widthAt(index, column);
      index += 1;
    }
    return column - this.column;
  }

  /** Moves over up to `columns` columns of spaces and tabs; a tab wider than what is left is crossed in part. */
  skip(columns: number): void {
    let left = columns;
    while (left > 0 && isSpaceOrTab(this.char)) {
      const width = this.widthAt(this.index, this.column);
      if (width <= left) {
        this.column += width;
        this.index += 1;
        left -= width;
      } else {
        this.column += left;
        left = 0;
      }
    }
  }

  /** Moves over characters that are not spaces or tabs. */
  step(count = 1): void {
    this.index += count;
    this.column += count;
  }

  /** The index `columns` of spaces and tabs ahead (fewer than a code indent), without moving. */
  indexAfter(columns: number): number {
    const { index, column } = this;
    this.skip(columns);
    const after = this.index;
    this.index = index;
    this.column = column;
    return after;
  }

  restIsBlank(): boolean {
    return this.line.blankFrom(this.index);
  }
}

/**
 * Whether text at the cursor would start a block of its own rather than continue a paragraph lazily (outside the
 * containers the paragraph sits in). As in micromark, any block quote, list item or footnote definition starts anew
 * here, even an empty item or one numbered from 2: the rules that keep those from interrupting a paragraph apply only inside the
 * paragraph's own containers. HTML blocks are not recognised: such a line is taken to stay inside the containers,
 * which can only make the nesting read deeper.
 */
function interruptsParagraph(cursor: Cursor): boolean {
  const indent = cursor.indent();
  if (indent >= CODE_INDENT) return false;
  const line = cursor.line;
  const at = cursor.indexAfter(indent);
  return (
    line.text[at] === '>' ||
    line.atxHeadingAt(at) ||
    line.fenceAt(at) !== undefined ||
    line.thematicBreakAt(at) ||
    line.listMarkerAt(at) > 0 ||
    line.footnoteAt(at) !== undefined
  );
}

/**
 * Reads Markdown's lines one by one, keeping the containers that are open: call `read` with each line in order.
 * A line's characters are each looked at a fixed number of times, whatever is open: a container is continued or
 * opened only by characters of the line (a ">", or the few columns of indentation an item needs), and a line that
 * continues none of them is settled without visiting them.
 */
export class ContainerReader {
  private readonly open: Container[] = [];
  /** Where in `open` the block quotes are, in order. */
  private readonly quoteDepths: number[] = [];
  /** The innermost container ends with a paragraph that the next line may continue, lazily or not. */
  private paragraph = false;
  /**
   * That paragraph is surely plain text, so an empty item or one numbered from 2 cannot interrupt it. A line that
   * may be a table row or HTML leaves this false: micromark lets a list start after those where a paragraph would
   * refuse it, and a container opened here that the parser does not open only makes the nesting read deeper.
   */
  private strictParagraph = false;
  /** The fenced code block being read, and how many containers it sits in. */
  private fence: { char: string; length: number; depth: number } | undefined;
  private readonly html = new HtmlBlockWatch();
  /**
   * Whether the line being read is surely outside an HTML block: only then does a fence open code, and only then is
   * its text surely a paragraph's.
   */
  private outsideHtml = true;

  private readonly cursor = new Cursor();
  private readonly result: ContainerLine = { depth: 0, opened: 0, kind: 'blank', contentStart: 0 };

  private answer(opened: number, kind: LineKind, contentStart: number): ContainerLine {
    const result = this.result;
    result.depth = this.open.length;
    result.opened = opened;
    result.kind = kind;
    result.contentStart = contentStart;
    return result;
  }

  read(text: string): ContainerLine {
    // A line inside what may be an HTML block opens no fence and is no sure paragraph (see HtmlBlockWatch).
    this.outsideHtml = !this.html.open;
    this.html.see(text);
    // An empty line (most of a text made of line breaks) stays in the items up to the first block quote.
    if (text === '' && !this.fence) {
      this.closeFrom(this.nextQuoteFrom(0));
      this.endParagraph();
      return this.answer(0, 'blank', 0);
    }
    const cursor = this.cursor.reset(text);
    const matched = this.continueContainers(cursor);

    if (this.fence) {
      if (matched >= this.fence.depth) return this.readFenced(cursor);
      this.fence = undefined; // a container ended, and the fence with it
    }

    if (cursor.restIsBlank()) {
      // A blank line continues list items, not block quotes, and ends a paragraph. A line of quote markers alone
      // ("> >") does the same inside its quotes, but is not blank: it keeps its block.
      this.closeFrom(matched);
      this.endParagraph();
      return this.answer(0, cursor.line.textEnd === 0 ? 'blank' : 'marker', cursor.index);
    }

    if (matched < this.open.length) {
      if (this.paragraph && !interruptsParagraph(cursor)) {
        // Lazy continuation: the paragraph, and every container around it, goes on.
        this.strictParagraph &&= this.outsideHtml && isPlainText(cursor.line, cursor.index);
        return this.answer(0, 'continuation', cursor.index);
      }
      this.closeFrom(matched);
    }

    const opened = this.openContainers(cursor);
    const kind = this.readLeaf(cursor, opened);
    return this.answer(opened, kind, cursor.index);
  }

  private endParagraph(): void {
    this.paragraph = false;
    this.strictParagraph = false;
  }

  private closeFrom(depth: number): void {
    if (depth < this.open.length) {
      this.open.length = depth;
      while (this.quoteDepths.length > 0 && this.quoteDepths.at(-1)! >= depth) this.quoteDepths.pop();
      this.endParagraph();
    }
  }

  /** Moves past the markers and indentation of the open containers this line continues; answers how many. */
  private continueContainers(cursor: Cursor): number {
    let matched = 0;
    // micromark lets a footnote definition inside another go on with its parent's four columns, not four more.
    let afterFootnoteIndent = false;
    while (matched < this.open.length) {
      const container = this.open[matched]!;
      if (container.kind === 'quote') {
        const indent = cursor.indent();
        if (indent >= CODE_INDENT || cursor.line.text[cursor.indexAfter(indent)] !== '>') break;
        cursor.skip(indent);
        skipQuoteMarker(cursor);
        afterFootnoteIndent = false;
      } else if (cursor.restIsBlank()) {
        // A blank rest stays in every item and footnote up to the next block quote, which needs its ">": jump
        // there, rather than visit thousands of items for each of thousands of blank lines.
        return this.nextQuoteFrom(matched);
      } else if (container.kind === 'footnote') {
        if (!afterFootnoteIndent) {
          if (cursor.indent(FOOTNOTE_WIDTH) < FOOTNOTE_WIDTH) break;
          cursor.skip(FOOTNOTE_WIDTH);
          afterFootnoteIndent = true;
        }
      } else {
        // Text must be indented to the item's content.
        if (cursor.indent(container.width) < container.width) break;
        cursor.skip(container.width);
        afterFootnoteIndent = false;
      }
      matched += 1;
    }
    return matched;
  }

  /** The depth of the first block quote at or below `depth` (the number of containers when there is none). */
  private nextQuoteFrom(depth: number): number {
    const quotes = this.quoteDepths;
    let low = 0;
    let high = quotes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (quotes[middle]! < depth) low = middle + 1;
      else high = middle;
    }
    return low < quotes.length ? quotes[low]! : this.open.length;
  }

  private push(container: Container): void {
    if (container.kind === 'quote') this.quoteDepths.push(this.open.length);
    this.open.push(container);
    this.endParagraph();
  }

  /** Opens the block quotes and list items that start on this line; answers how many. */
  private openContainers(cursor: Cursor): number {
    let opened = 0;
    for (;;) {
      const indent = cursor.indent();
      if (indent >= CODE_INDENT) return opened;
      const line = cursor.line;
      const at = cursor.indexAfter(indent);
      if (line.text[at] === '>') {
        cursor.skip(indent);
        skipQuoteMarker(cursor);
        this.push(QUOTE);
        opened += 1;
        continue;
      }
      const first = line.text[at];
      // Only "[", a bullet or a digit can start what follows; anything else is the line's content.
      if (first !== '[' && first !== '-' && first !== '*' && first !== '+' && !isDigit(first)) return opened;
      const footnoteEnd = line.footnoteAt(at);
      if (footnoteEnd !== undefined) {
        // A footnote definition may start anywhere a container may, even inside a paragraph; the blanks after its
        // colon are part of its marker.
        cursor.skip(indent);
        cursor.step(footnoteEnd - cursor.index);
        cursor.skip(Number.POSITIVE_INFINITY);
        this.push(FOOTNOTE);
        opened += 1;
        continue;
      }
      const markerLength = line.listMarkerAt(at);
      if (markerLength === 0 || line.thematicBreakAt(at)) return opened;
      const { empty, ordered, one } = line.marker;
      // An item interrupts a paragraph only when it has text and, if ordered, starts at 1.
      if (this.strictParagraph && opened === 0 && (empty || (ordered && !one))) return opened;
      cursor.skip(indent);
      cursor.step(markerLength);
      const spaces = cursor.indent(CODE_INDENT + 1);
      // The content starts after the marker and 1-4 spaces; after more (code), or none (an empty item), after one.
      const gap = empty || spaces > CODE_INDENT ? 1 : spaces;
      cursor.skip(Math.min(gap, spaces));
      this.push({ kind: 'item', width: indent + markerLength + gap });
      opened += 1;
    }
  }

  /** What the rest of the line is, once its containers are read. */
  private readLeaf(cursor: Cursor, opened: number): LineKind {
    const indent = cursor.indent();
    const continuing = this.paragraph && opened === 0;
    // Indented text continues a paragraph; without one it is code.
    if (indent >= CODE_INDENT) return continuing ? 'continuation' : 'code';
    if (cursor.restIsBlank()) {
      this.endParagraph();
      return 'marker';
    }
    cursor.skip(indent);
    const line = cursor.line;
    const at = cursor.index;
    const fence = this.outsideHtml ? line.fenceAt(at) : undefined;
    if (line.text[at] === '<') this.html.start(line.text, at);
    let kind: LineKind;
    if (fence) {
      this.fence = { ...fence, depth: this.open.length };
      kind = 'code';
    } else if (line.atxHeadingAt(at)) kind = 'heading';
    else if (continuing && line.setextUnderlineAt(at)) kind = 'setext';
    else if (line.thematicBreakAt(at)) kind = 'break';
    else kind = continuing ? 'continuation' : 'paragraph';
    this.paragraph = kind === 'paragraph' || kind === 'continuation';
    this.strictParagraph =
      this.paragraph && this.outsideHtml && isPlainText(line, at) && (kind === 'paragraph' || this.strictParagraph);
    return kind;
  }

  /** A line inside a fenced code block: its closing fence, or code. */
  private readFenced(cursor: Cursor): ContainerLine {
    const fence = this.fence!;
    const indent = cursor.indent();
    if (indent < CODE_INDENT) {
      const at = cursor.indexAfter(indent);
      const closing = cursor.line.fenceAt(at);
      if (
        closing &&
        closing.char === fence.char &&
        closing.length >= fence.length &&
        cursor.line.blankFrom(at + closing.length)
      )
        this.fence = undefined;
    }
    return this.answer(0, 'code', cursor.index);
  }
}

/** The raw HTML blocks whose end is a marker of their own rather than a blank line, and that marker. */
const HTML_BLOCK_ENDS: [start: RegExp, end: string][] = [
  [/^<script(?:[\s>]|$)/i, '</script>'],
  [/^<pre(?:[\s>]|$)/i, '</pre>'],
  [/^<style(?:[\s>]|$)/i, '</style>'],
  [/^<textarea(?:[\s>]|$)/i, '</textarea>'],
  [/^<!--/, '-->'],
  [/^<\?/, '?>'],
  [/^<!\[CDATA\[/, ']]>'],
  [/^<![A-Za-z]/, '>'],
];

/**
 * Where an HTML block may be open. Inside one, micromark reads no Markdown at all, so a "```" there opens no code
 * block, and Markdown after the HTML block's end is read again. The reader therefore trusts no fence inside what may
 * be HTML (it reads those lines as text, which can only make the nesting read deeper): otherwise a false fence would
 * hide everything after it. Any line opening with "<" may start one; it lasts to its end marker or a blank line.
 */
class HtmlBlockWatch {
  /** What ends the block that may be open: a marker, a blank line, or nothing is open. */
  private until: string | 'blank line' | undefined;

  get open(): boolean {
    return this.until !== undefined;
  }

  start(text: string, at: number): void {
    if (this.until) return;
    // The start patterns are anchored and bounded (a tag name, a few characters): they read a fixed prefix.
    const opening = text.slice(at, at + 12);
    const end = HTML_BLOCK_ENDS.find(([start]) => start.test(opening))?.[1];
    this.until = end ?? 'blank line';
    if (end && text.toLowerCase().includes(end, at + 2)) this.until = undefined;
  }

  /** Called with every line before it is read; a line holding the end still belongs to the block. */
  see(text: string): void {
    if (this.until === undefined) return;
    if (this.until === 'blank line' ? text.trim() === '' : text.toLowerCase().includes(this.until))
      this.until = undefined;
  }
}

/**
 * Text from `index` that can only be a paragraph's: not HTML or a link reference definition (by its first
 * character), and no table cell separator.
 */
function isPlainText(line: Line, index: number): boolean {
  const first = line.text[index];
  return first !== '<' && first !== '[' && line.text.indexOf('|', index) === -1;
}

/** Past a block quote's ">" and the one space or tab column that may follow it. */
function skipQuoteMarker(cursor: Cursor): void {
  cursor.step();
  if (isSpaceOrTab(cursor.char)) cursor.skip(1);
}
