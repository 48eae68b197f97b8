import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, NORMAL_ARTICLE, fastestTime } from '@common/testing/timing';
import { withoutLeadingTitle } from './markdown-text';

describe('withoutLeadingTitle', () => {
  it('drops a first-line heading that repeats the title', () => {
    expect(withoutLeadingTitle('# How to Run a Postmortem\n\n## Summary', 'How to run a postmortem')).toBe(
      '## Summary',
    );
    expect(withoutLeadingTitle('\n  # Title #  \r\nBody', 'Title')).toBe('Body');
  });

  it('keeps a different heading, a deeper one and a hashtag', () => {
    expect(withoutLeadingTitle('# Background\n\nText', 'Other')).toBe('# Background\n\nText');
    expect(withoutLeadingTitle('## Title\n\nText', 'Title')).toBe('## Title\n\nText');
    expect(withoutLeadingTitle('#Title\n\nText', 'Title')).toBe('#Title\n\nText');
    expect(withoutLeadingTitle('# C#\n\nText', 'C#')).toBe('Text');
  });

  it('reads a generated heading as its title: escapes resolved, zero-width spaces ignored', () => {
    const heading = '# Policy\\](https:\u200b//evil.example) (\\[see\n\nText';
    expect(withoutLeadingTitle(heading, 'Policy](https://evil.example) ([see')).toBe('Text');
  });

  it('takes about as long on hostile text as on a normal article of the same length', () => {
    for (const [name, text] of Object.entries(HOSTILE_MARKDOWN)) {
      // The same length of ordinary words, opening with a heading as long as the hostile text.
      const normalText = `# ${'Running a Blameless Postmortem '.repeat(text.length / 31 + 1)}`.slice(0, text.length);
      const normal = fastestTime(() => withoutLeadingTitle(normalText, 'Running a Blameless Postmortem'));
      const hostile = fastestTime(() => withoutLeadingTitle(text, 'a'));
      expect(hostile, `${name}: ${hostile.toFixed(3)} ms against ${normal.toFixed(3)} ms`).toBeLessThan(10 * normal);
    }
    expect(withoutLeadingTitle(NORMAL_ARTICLE, 'Running a Blameless Postmortem').startsWith('## Why it matters')).toBe(
      true,
    );
  });
});
