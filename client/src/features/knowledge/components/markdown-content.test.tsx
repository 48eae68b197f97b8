import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, HOSTILE_STRUCTURES, NORMAL_ARTICLE } from '@common/testing/timing';
import { MarkdownContent } from './markdown-content';

/** Milliseconds to render `markdown` (and unmount it again). */
function renderTime(markdown: string): number {
  const started = performance.now();
  render(<MarkdownContent>{markdown}</MarkdownContent>);
  const elapsed = performance.now() - started;
  cleanup();
  return elapsed;
}

/** What makes the Markdown parser itself slow down faster than the text grows, in one paragraph. */
const PARSER_HOSTILE: Record<string, string> = {
  'stars between letters': '*a'.repeat(25_000),
  'double stars': '**a'.repeat(16_000),
  'link openers': '[a]('.repeat(12_000),
  'nested link openers': `${'['.repeat(20_000)}${'](x'.repeat(10_000)}`,
  'a table 25,000 cells wide': `${'|a'.repeat(12_000)}\n${'|-'.repeat(12_000)}`,
  'stars in many paragraphs at the budget': `${'*a'.repeat(200)}\n\n`.repeat(120),
};

describe('MarkdownContent', () => {
  it('renders tables and task lists (GitHub-flavoured Markdown)', () => {
    render(
      <MarkdownContent>
        {'| Data | Rule |\n| --- | --- |\n| Email | Mask it |\n\n- [x] Done\n- [ ] Todo'}
      </MarkdownContent>,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Mask it' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('shows raw HTML as text and drops unsafe link targets', () => {
    const { container } = render(
      <MarkdownContent>
        {'<img src=x onerror=alert(1)> [bad](javascript:alert(1)) [good](/knowledge?article=1)'}
      </MarkdownContent>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('href', '/knowledge?article=1');
  });

  it('renders hostile articles in about the time a normal article of the same size takes', () => {
    const normal = [renderTime(NORMAL_ARTICLE), renderTime(NORMAL_ARTICLE), renderTime(NORMAL_ARTICLE)].sort(
      (a, b) => a - b,
    )[1]!;
    for (const [name, text] of Object.entries({ ...HOSTILE_MARKDOWN, ...PARSER_HOSTILE, ...HOSTILE_STRUCTURES })) {
      const hostile = renderTime(text);
      expect(
        hostile,
        `${name}: ${hostile.toFixed(0)} ms against ${normal.toFixed(0)} ms for a normal article`,
      ).toBeLessThan(5 * normal);
    }
  }, 120_000);

  it('shows nesting too deep to render as its text, and the rest of the article as Markdown', () => {
    // 3,000 nested quotes overflowed React's stack: every visitor saw "Something went wrong".
    const { container } = render(
      <MarkdownContent>{`Intro **bold**\n\n${'> '.repeat(3_000)}deep words\n\n- after`}</MarkdownContent>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.textContent).toContain('> > > deep words');
    expect(screen.getByRole('listitem')).toHaveTextContent('after');
  });

  it('still shows the words of a paragraph too busy to format', () => {
    const { container } = render(<MarkdownContent>{`Intro **bold**\n\n${'*a'.repeat(1_000)}`}</MarkdownContent>);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.textContent).toContain('*a*a*a');
  });
});
