import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exceededJsonLimit } from './json-limits';

const roomy = { maxDepth: 1000, maxLength: 10_000_000 };

/** Nesting depth as JSON counts it, for values small enough to recurse over. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe('exceededJsonLimit', () => {
  it('measures exactly the length JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const length = JSON.stringify(value).length;
        expect(exceededJsonLimit(value, { ...roomy, maxLength: length })).toBeUndefined();
        expect(exceededJsonLimit(value, { ...roomy, maxLength: length - 1 })).toBe('length');
      }),
      { numRuns: 500, seed: 20261121 },
    );
  });

  it('measures exactly the nesting depth', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const depth = depthOf(value);
        expect(exceededJsonLimit(value, { ...roomy, maxDepth: depth })).toBeUndefined();
        if (depth > 0) expect(exceededJsonLimit(value, { ...roomy, maxDepth: depth - 1 })).toBe('depth');
      }),
      { numRuns: 500, seed: 20261121 },
    );
  });

  it('finds NUL and lone surrogates in keys and values, and accepts proper pairs', () => {
    for (const text of ['\u0000', 'a\ud800', '\udc00b', 'x\udc00\ud800y']) {
      expect(exceededJsonLimit({ a: [text] }, roomy), JSON.stringify(text)).toBe('text');
      expect(exceededJsonLimit({ [text]: 1 }, roomy), JSON.stringify(text)).toBe('text');
    }
    expect(exceededJsonLimit({ 'emoji 😀': ['𝄞', 'é', '中文'] }, roomy)).toBeUndefined();
  });

  it('answers for values nested far deeper than the call stack allows, without throwing', () => {
    const deepObjects = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
    const deepLists = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(() => JSON.stringify(deepObjects)).toThrow(RangeError);
    expect(exceededJsonLimit(deepObjects, { maxDepth: 5, maxLength: 2000 })).toBe('depth');
    expect(exceededJsonLimit(deepLists, { maxDepth: 5, maxLength: 2000 })).toBe('depth');
    expect(exceededJsonLimit(deepLists, { maxDepth: 200_000, maxLength: 2000 })).toBe('length');
  });
});
