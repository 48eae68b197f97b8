import { describe, expect, it } from 'vitest';
import { formatDate, formatWhen } from './relative-time';

const NOW = Date.parse('2026-03-14T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatWhen', () => {
  it.each([
    [before(5_000), 'just now'],
    [before(-5_000), 'just now'],
    [before(60_000), '1 minute ago'],
    [before(59 * 60_000), '59 minutes ago'],
    [before(3 * 3_600_000), '3 hours ago'],
    [before(24 * 3_600_000), 'yesterday'],
    [before(6 * 24 * 3_600_000), '6 days ago'],
    ['2026-03-04T10:00:00.000Z', 'Mar 4, 2026'],
  ])('%s -> %s', (iso, text) => {
    expect(formatWhen(iso, NOW)).toBe(text);
  });

  it('formats a plain date', () => {
    expect(formatDate('2025-12-31T12:00:00.000Z')).toBe('Dec 31, 2025');
  });
});
