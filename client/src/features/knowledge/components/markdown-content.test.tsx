import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from './markdown-content';

describe('MarkdownContent', () => {
  it('renders tables and task lists (GitHub-flavoured Markdown)', () => {
    render(<MarkdownContent>{'| Data | Rule |\n| --- | --- |\n| Email | Mask it |\n\n- [x] Done\n- [ ] Todo'}</MarkdownContent>);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Mask it' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('shows raw HTML as text and drops unsafe link targets', () => {
    const { container } = render(<MarkdownContent>{'<img src=x onerror=alert(1)> [bad](javascript:alert(1)) [good](/knowledge?article=1)'}</MarkdownContent>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('href', '/knowledge?article=1');
  });
});
