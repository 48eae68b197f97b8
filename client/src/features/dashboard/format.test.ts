import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/english-format';
import { formatRoi } from './format';

describe('formatRoi', () => {
  it('shows the multiple with one decimal', () => {
    expect(formatRoi(3.4)).toBe('3.4x');
    expect(formatRoi(3)).toBe('3.0x');
    expect(formatRoi(0)).toBe('0.0x');
    expect(formatRoi(12.35)).toMatch(/^12\.[34]x$/);
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1284)).toBe('1,284');
    expect(formatCount(7)).toBe('7');
  });
});
