import { describe, expect, it } from 'vitest';
import { markdownExcerpt, stripInlineMarkdown, withoutLeadingTitle } from './markdown-text';

describe('markdownExcerpt', () => {
  it('keeps the words and drops headings, emphasis, links and list markers', () => {
    const markdown = '# Title\n\n## Summary\n\nRead **this** and [the runbook](/knowledge?article=abc).\n\n- First `step`\n1. Second step';
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
    expect(markdownExcerpt('This answers: _How to run a postmortem_. (_really_)')).toBe('This answers: How to run a postmortem. (really)');
  });
});

describe('stripInlineMarkdown', () => {
  it('drops half a link target that a search snippet cut off', () => {
    expect(stripInlineMarkdown('see [Runbook](/knowledge?article=12')).toBe('see Runbook');
  });

  it('keeps the spaces at the edges of a segment so highlights do not glue to words', () => {
    expect(stripInlineMarkdown(' a **bold** claim ')).toBe(' a bold claim ');
  });
});

describe('withoutLeadingTitle', () => {
  it('drops a first-line heading that repeats the title', () => {
    expect(withoutLeadingTitle('# How to Run a Postmortem\n\n## Summary', 'How to run a postmortem')).toBe('## Summary');
  });

  it('keeps a different heading', () => {
    expect(withoutLeadingTitle('# Background\n\nText', 'Other')).toBe('# Background\n\nText');
  });
});
