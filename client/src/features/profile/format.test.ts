import { describe, expect, it } from 'vitest';
import { initials as initialsOf } from '@/lib/initials';
import { displayRole, formatMemberSince, industryLabel, mainGoalLabel } from './format';

describe('profile formatting', () => {
  it('falls back to "Professional" for an empty role', () => {
    expect(displayRole(null)).toBe('Professional');
    expect(displayRole('  ')).toBe('Professional');
    expect(displayRole('Data Analyst')).toBe('Data Analyst');
  });

  it('formats Member Since, or "Unknown"', () => {
    expect(formatMemberSince('2025-03-05T12:00:00.000Z')).toBe('March 5, 2025');
    expect(formatMemberSince(undefined)).toBe('Unknown');
    expect(formatMemberSince('')).toBe('Unknown');
    expect(formatMemberSince('not a date')).toBe('Unknown');
  });

  it('labels enums from the shared constants', () => {
    expect(industryLabel('finance')).toBe('Finance');
    expect(industryLabel(null)).toBe('Not set');
    expect(mainGoalLabel('career-transition')).toBe('Career transition');
  });

  it('takes first and last initials', () => {
    expect(initialsOf('Alex Morgan')).toBe('AM');
    expect(initialsOf('Ana María de la Cruz')).toBe('AC');
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});
