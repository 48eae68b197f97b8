/**
 * Timing for tests that prove text handling stays linear on hostile input. Tests compare with a
 * normal input measured in the same test, never with a wall-clock limit.
 */

/**
 * The fastest of `runs` calls of `work`, in milliseconds, after one warm-up call. The fastest, not the median:
 * on a machine shared with other work, a pause (another process, a garbage collection) only ever adds time, so
 * the fastest run is the one closest to the work itself.
 */
export function fastestTime(work: () => unknown, runs = 9): number {
  work();
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/**
 * Inputs that made regular expressions backtrack, or that a careless scanner would walk many times:
 * long runs of one character, unclosed brackets and emphasis, half links. Each is at most 50,000
 * characters, the most an article may hold.
 */
export const HOSTILE_MARKDOWN: Record<string, string> = {
  'a heading then 3,000 spaces': `# a${' '.repeat(3_000)}b`,
  'a heading then 49,000 spaces': `# a${' '.repeat(49_000)}b`,
  'a line of 49,900 spaces between words': `a\n${' '.repeat(49_900)}\nb`,
  'a list marker then 49,900 spaces': `-${' '.repeat(49_900)}\nend`,
  'a pipe then 49,900 spaces': `|${' '.repeat(49_900)}x`,
  'unclosed brackets': '['.repeat(50_000),
  'unclosed image openers': '!['.repeat(25_000),
  'half link targets': '](x'.repeat(16_000),
  'repeated citations without a close': '(/knowledge?article='.repeat(2_400),
  'underscores between letters': '_a'.repeat(25_000),
  'stars between letters': '*a'.repeat(25_000),
  hashes: '#'.repeat(50_000),
  'spaced hashes': ' #'.repeat(25_000),
  dashes: '-'.repeat(50_000),
  backslashes: '\\'.repeat(50_000),
  'new lines': '\n'.repeat(50_000),
  'tabs and spaces': ' \t'.repeat(25_000),
};

const NORMAL_SECTION = [
  '## Why it matters',
  '',
  'Incidents are **expensive**, and the _lessons_ fade fast. Read the [runbook](/knowledge?article=00000000-0000-4000-8000-000000000205) first.',
  '',
  '- Every SEV1 incident gets a blameless postmortem within five days.',
  '- [ ] Check the `dashboard` and the on-call notes.',
  '1. Name an owner, then list the steps in order.',
  '',
  '| Step | Owner |',
  '|---|---|',
  '| Triage | On call |',
  '',
].join('\n');

/** A normal article of about 50,000 characters: headings, prose, lists, a link, a table. */
export const NORMAL_ARTICLE = `# Running a Blameless Postmortem\n\n${NORMAL_SECTION.repeat(Math.floor(49_000 / NORMAL_SECTION.length))}`;
