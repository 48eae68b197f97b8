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

/**
 * Markdown whose structure, not its characters, made the page slow or broke it: nesting (each level costs the
 * parser more than the last, and React renders each level inside the last), headings underlined with "===" (the
 * parser moves everything read so far for each one), tens of thousands of parts to draw, and tables whose short rows
 * are filled out to the header's width. Each is at most 50,000 characters.
 */
export const HOSTILE_STRUCTURES: Record<string, string> = {
  '"- " 24,999 times (a rule)': '- '.repeat(24_999),
  'list items nested 24,999 deep': `${'- '.repeat(24_999)}a`,
  '"+" items nested 24,999 deep': '+ '.repeat(24_999),
  'numbered items nested 16,666 deep': '1. '.repeat(16_666),
  '3,000 nested quotes': '> '.repeat(3_000),
  'quotes nested 24,999 deep': `${'> '.repeat(24_999)}a`,
  'footnotes nested 8,333 deep': '[^a]: '.repeat(8_333),
  'a staircase of 220 indented items': Array.from({ length: 220 }, (_, level) => `${'  '.repeat(level)}- a`).join('\n'),
  'quotes and items alternating 12,500 deep': '> - '.repeat(12_500),
  'a deep list after an unclosed comment and a fence': `<!--\n\n\`\`\`\n\n-->\n${'- '.repeat(24_000)}a`,
  'headings underlined with "="': 'a\n=\n'.repeat(12_500),
  'headings underlined with "-"': 'a\n-\n'.repeat(12_500),
  '12,500 list items': '- a\n'.repeat(12_500),
  '16,666 paragraphs': 'a\n\n'.repeat(16_666),
  '12,500 headings': '# a\n'.repeat(12_500),
  '25,000 lines of one paragraph': 'a\n'.repeat(25_000),
  'nested emphasis': `${'*'.repeat(24_999)}a${'*'.repeat(24_999)}`,
  'stars on a line of their own': '*\n'.repeat(25_000),
  'reference definitions': '[a]: /u\n'.repeat(6_250),
  'definitions with unclosed titles': '[a]: /u "\n'.repeat(5_000),
  'a 999-column table with 20,000 one-letter rows': `${'|a'.repeat(999)}\n${'|-'.repeat(999)}\n${'a\n'.repeat(20_000)}`,
  'unclosed tags on every line': '<a\n'.repeat(16_666),
  'footnote labels that never close': `[^${'a'.repeat(998)}\n`.repeat(49),
  'indentation of tabs under a deep list': `${'- '.repeat(16)}a\n${'\t'.repeat(49_000)}b`,
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
