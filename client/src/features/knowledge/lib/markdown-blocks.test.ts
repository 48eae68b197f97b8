import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, NORMAL_ARTICLE, fastestTime } from '@common/testing/timing';
import {
  LONG_WORD_CHARS,
  MAX_CELLS_PER_BLOCK,
  MAX_MARKS_PER_BLOCK,
  hasLongWord,
  markdownPieces,
} from './markdown-blocks';

describe('markdownPieces', () => {
  it('keeps a normal article in one piece, exactly as written', () => {
    expect(markdownPieces(NORMAL_ARTICLE)).toEqual([{ kind: 'markdown', source: NORMAL_ARTICLE }]);
  });

  it('splits an article with an outsized block at blank lines, then at line ends, and shows an outsized line as text', () => {
    const busyLine = '*a'.repeat(MAX_MARKS_PER_BLOCK + 1);
    const markdown = `# Title\n\nIntro with **bold**.\n\n- one *x*\n- two *y*\n${busyLine}\n- three\n\nAfter.`;
    expect(markdownPieces(markdown)).toEqual([
      { kind: 'markdown', source: '# Title' },
      { kind: 'markdown', source: 'Intro with **bold**.' },
      { kind: 'markdown', source: '- one *x*\n- two *y*' },
      { kind: 'text', source: busyLine },
      { kind: 'markdown', source: '- three' },
      { kind: 'markdown', source: 'After.' },
    ]);
  });

  it('never cuts a fenced code block, whose marks the renderer does not resolve', () => {
    const code = `\`\`\`\n${'*a\n\n'.repeat(MAX_MARKS_PER_BLOCK)}\`\`\``;
    const markdown = `${code}\n\n${'[x]'.repeat(MAX_MARKS_PER_BLOCK)}`;
    const pieces = markdownPieces(markdown);
    expect(pieces[0]).toEqual({ kind: 'markdown', source: code });
    expect(pieces.at(-1)?.kind).toBe('text');
  });

  it('shows a table too wide to lay out quickly as text, and keeps a long ordinary table', () => {
    const longTable = `| a | b | c | d |\n|---|---|---|---|\n${'| 1 | 2 | 3 | 4 |\n'.repeat(300)}`;
    expect(markdownPieces(longTable)).toEqual([{ kind: 'markdown', source: longTable }]);
    const wideHeader = '|a'.repeat(MAX_CELLS_PER_BLOCK + 1);
    expect(markdownPieces(`Intro\n\n${wideHeader}\n|-|-|`)).toEqual([
      { kind: 'markdown', source: 'Intro' },
      { kind: 'text', source: wideHeader },
      { kind: 'markdown', source: '|-|-|' },
    ]);
  });

  it('takes about as long on hostile text as on a normal article of the same size', () => {
    const normal = fastestTime(() => markdownPieces(NORMAL_ARTICLE));
    for (const [name, text] of Object.entries(HOSTILE_MARKDOWN)) {
      const hostile = fastestTime(() => markdownPieces(text));
      expect(hostile, `${name}: ${hostile.toFixed(3)} ms against ${normal.toFixed(3)} ms`).toBeLessThan(10 * normal);
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
