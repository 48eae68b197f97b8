import { describe, expect, it } from 'vitest';
import { modelArticleSchema } from './model-features';

/**
 * A model's draft is stored as an article, so its title obeys the rule of titles people write. A
 * draft that breaks it fails this check, and the caller falls back to the built-in writer (that
 * fallback on any wrong shape is proved in model-fallback.test.ts).
 */

const draft = (title: string) => ({
  title,
  content: 'A model-written article body that is long enough to be stored.',
  tags: [],
});

describe('a drafted title', () => {
  it('is refused when it holds a text-direction override or shows nothing', () => {
    for (const title of ['Policy \u202Egnp.exe', '\u2066Isolated\u2069 title', '\u3164\u3164', '\u200B\u200B']) {
      expect(modelArticleSchema.safeParse(draft(title)).success, JSON.stringify(title)).toBe(false);
    }
  });

  it('is kept when it reads as it is written, in any script', () => {
    for (const title of ['Blameless Postmortems', 'محمد 李 Zoë', 'R2-D2']) {
      expect(modelArticleSchema.parse(draft(title)).title).toBe(title);
    }
  });
});
