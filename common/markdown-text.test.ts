import { describe, expect, it } from 'vitest';
import { markdownExcerpt, stripInlineMarkdown } from './markdown-text';
import { HOSTILE_MARKDOWN, NORMAL_ARTICLE, fastestTime } from './testing/timing';

describe('markdownExcerpt', () => {
  it('keeps the words and drops headings, emphasis, links and list markers', () => {
    const markdown =
      '# Title\n\n## Summary\n\nRead **this** and [the runbook](/knowledge?article=abc).\n\n- First `step`\n1. Second step';
    expect(markdownExcerpt(markdown)).toBe('Read this and the runbook. First step Second step');
  });

  it('leaves code blocks and table rules out', () => {
    expect(markdownExcerpt('Intro\n\n```\nconst x = 1;\n```\n\n| A | B |\n|---|---|\n| 1 | 2 |')).toBe('Intro A B 1 2');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const excerpt = markdownExcerpt('word '.repeat(100), 40);
    expect(excerpt.length).toBeLessThanOrEqual(41);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('drops underscore emphasis, even before punctuation, and keeps snake_case words intact', () => {
    expect(markdownExcerpt('Set _max_retries_ to 3')).toBe('Set max_retries to 3');
    expect(markdownExcerpt('This answers: _How to run a postmortem_. (_really_)')).toBe(
      'This answers: How to run a postmortem. (really)',
    );
  });

  it('shows escaped characters as themselves and hides the zero-width spaces of generated articles', () => {
    expect(markdownExcerpt('Use \\*args and \\[brackets\\] at https:\u200b//example.test')).toBe(
      'Use *args and [brackets] at https://example.test',
    );
  });

  it('reads the opening only: a first line of 49,900 spaces gives an empty excerpt, not a frozen server', () => {
    expect(markdownExcerpt(`${' '.repeat(49_900)}\nwords after`)).toBe('');
  });

  it('takes about as long on hostile text as on a normal article', () => {
    const normal = fastestTime(() => markdownExcerpt(NORMAL_ARTICLE));
    for (const [name, text] of Object.entries(HOSTILE_MARKDOWN)) {
      const hostile = fastestTime(() => markdownExcerpt(text));
      expect(
        hostile,
        `${name}: ${hostile.toFixed(3)} ms against ${normal.toFixed(3)} ms for a normal article`,
      ).toBeLessThan(10 * normal);
    }
  });
});

describe('stripInlineMarkdown', () => {
  it('drops half a link target that a search snippet cut off', () => {
    expect(stripInlineMarkdown('see [Runbook](/knowledge?article=12')).toBe('see Runbook');
  });

  it('keeps the spaces at the edges of a segment so highlights do not glue to words', () => {
    expect(stripInlineMarkdown(' a **bold** claim ')).toBe(' a bold claim ');
  });

  it('takes about as long on hostile text as on normal text of the same length', () => {
    const normal = fastestTime(() => stripInlineMarkdown(NORMAL_ARTICLE));
    for (const [name, text] of Object.entries(HOSTILE_MARKDOWN)) {
      const hostile = fastestTime(() => stripInlineMarkdown(text));
      expect(hostile, `${name}: ${hostile.toFixed(3)} ms against ${normal.toFixed(3)} ms for normal text`).toBeLessThan(
        10 * normal,
      );
    }
  });
});
