/**
 * Checks a parsed JSON value against a nesting depth and a length without recursion and without
 * serialising it: JSON.stringify (and any recursive walk) overflows the call stack on a value
 * nested a few thousand levels deep, which a 1 MB request body can easily hold. The walk stops as
 * soon as a limit is passed, so its work is bounded by the limits, not by the input. On the way it
 * also finds text PostgreSQL's jsonb refuses (NUL, and halves of a surrogate pair: "\ud800").
 */

export interface JsonLimits {
  /** Levels of objects and arrays: {} is 1, { "a": [] } is 2. */
  maxDepth: number;
  /** Characters of the value written as compact JSON. */
  maxLength: number;
}

export type JsonLimitExceeded = 'depth' | 'length' | 'text';

/** NUL, or a lone UTF-16 surrogate (in a u-mode expression a proper pair is one code point, not \p{Cs}). */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this looks for.
const UNSTORABLE_TEXT = /[\u0000\p{Cs}]/u;

export function exceededJsonLimit(value: unknown, limits: JsonLimits): JsonLimitExceeded | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let length = 0;
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (item.value !== null && typeof item.value === 'object') {
      const depth = item.depth + 1;
      if (depth > limits.maxDepth) return 'depth';
      const children = Array.isArray(item.value) ? item.value : Object.values(item.value);
      // Brackets and commas, plus each key with its quotes and colon, before looking inside.
      length += 2 + Math.max(children.length - 1, 0);
      if (length > limits.maxLength) return 'length';
      if (!Array.isArray(item.value)) {
        for (const key of Object.keys(item.value)) {
          length += JSON.stringify(key).length + 1;
          if (length > limits.maxLength) return 'length';
          if (UNSTORABLE_TEXT.test(key)) return 'text';
        }
      }
      for (const child of children) pending.push({ value: child, depth });
    } else {
      length += scalarLength(item.value);
      if (length > limits.maxLength) return 'length';
      if (typeof item.value === 'string' && UNSTORABLE_TEXT.test(item.value)) return 'text';
    }
  }
  return undefined;
}

/** Length of a scalar written as JSON (a string, number, boolean or null: JSON.stringify does not recurse on them). */
function scalarLength(value: unknown): number {
  return (JSON.stringify(value) ?? 'null').length;
}
