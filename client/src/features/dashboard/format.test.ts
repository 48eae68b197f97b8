import { describe, expect, it } from 'vitest';
import { formatRoi } from './format';

describe('formatRoi', () => {
  it('shows the multiple with one decimal', () => {
    expect(formatRoi(3.4)).toBe('3.4x');
    expect(formatRoi(3)).toBe('3.0x');
    expect(formatRoi(0)).toBe('0.0x');
    expect(formatRoi(12.35)).toMatch(/^12\.[34]x$/);
  });
});
