import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, NORMAL_ARTICLE, fastestTime } from '../../common/testing/timing';
import { citedArticleIds, renderedTargets } from '../test/rendered-links';
import { escapeInlineMarkdown, keepOnlyCitationLinks } from './safe-markdown';

const CITED = '00000000-0000-4000-8000-000000000205';
const OTHER = '00000000-0000-4000-8000-000000000206';
const allowed = new Set([CITED]);

/** Ways a draft can carry a link, each with text that must survive as text. */
const LINK_FORMS = [
  '[Verify your account](https://evil.example/verify)',
  '![pixel](https://evil.example/p.png)',
  '<https://evil.example/angle>',
  'https://evil.example/bare',
  'HTTPS://EVIL.EXAMPLE/upper',
  'www.evil.example/www',
  'WWW.evil.example',
  'owner@evil.example',
  'mailto:owner@evil.example',
  'xmpp:owner@evil.example',
  'https&#58;//evil.example/entity',
  'https:&#47;/evil.example/entity',
  'www\\.evil.example/escaped',
  'https\\://evil.example/escaped',
  '\\\\[double backslash](https://evil.example/bs)',
  '[ref link][evil]\n\n[evil]: https://evil.example/definition',
  '[^note]\n\n[^note]: https://evil.example/footnote',
  '<a href="https://evil.example/html">html</a>',
  `[Looks cited](/knowledge?article=${OTHER})`,
  `[Looks cited](/knowledge?article=${CITED} "with a title")`,
  `![Image of a citation](/knowledge?article=${CITED})`,
  `[outer [inner](/knowledge?article=${CITED}) more](https://evil.example/outer)`,
  '`code` then [after code](https://evil.example/code)',
  '```\n[in a fence](https://evil.example/fence)\n```',
  '| a | [cell](https://evil.example/cell) |\n|---|---|\n| b | c |',
  '> [quoted](https://evil.example/quote)',
  '- [ ] [task](https://evil.example/task)',
];

describe('keepOnlyCitationLinks', () => {
  it.each(LINK_FORMS)('leaves no link but citations of cited articles: %j', (form) => {
    const markdown = `Intro with a [citation](/knowledge?article=${CITED}).\n\n${form}\n\nEnd.`;
    const safe = keepOnlyCitationLinks(markdown, allowed);
    const cited = citedArticleIds(safe);
    expect(cited.every((id) => id === CITED)).toBe(true);
    expect(cited.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the citation and the rest of the formatting', () => {
    const markdown = `# Title\n\n## Steps\n\n1. **Bold** step _(from [Runbook](/knowledge?article=${CITED}))_\n\n| a | b |\n|---|---|\n| 1 | 2 |`;
    const safe = keepOnlyCitationLinks(markdown, allowed);
    expect(safe).toBe(markdown);
    const { html } = renderedTargets(safe);
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<table>');
    expect(html).toContain(`<a href="/knowledge?article=${CITED}">Runbook</a>`);
  });

  it('gives the same result when applied twice', () => {
    const markdown = LINK_FORMS.join('\n\n');
    const once = keepOnlyCitationLinks(markdown, allowed);
    expect(keepOnlyCitationLinks(once, allowed)).toBe(once);
  });

  it('takes about as long on hostile drafts as on a normal article of the same size', () => {
    const normal = fastestTime(() => keepOnlyCitationLinks(NORMAL_ARTICLE, allowed));
    const hostile: Record<string, string> = {
      ...HOSTILE_MARKDOWN,
      'citation openers without a close': '[a](/knowledge?article='.repeat(2_000),
      'brackets in a long line': `[${'a'.repeat(49_000)}`,
      'at signs': '@'.repeat(50_000),
      'colons and slashes': ':/'.repeat(25_000),
    };
    for (const [name, text] of Object.entries(hostile)) {
      const elapsed = fastestTime(() => keepOnlyCitationLinks(text, allowed));
      expect(elapsed, `${name}: ${elapsed.toFixed(3)} ms against ${normal.toFixed(3)} ms`).toBeLessThan(10 * normal);
    }
  });
});

describe('escapeInlineMarkdown', () => {
  it.each(LINK_FORMS)('shows %j as text, on one line', (form) => {
    const escaped = escapeInlineMarkdown(form);
    expect(escaped).not.toContain('\n');
    expect(renderedTargets(`Prompt: _${escaped}_`).links).toEqual([]);
    expect(renderedTargets(`Prompt: _${escaped}_`).images).toEqual([]);
  });

  it('keeps the words readable', () => {
    const { html } = renderedTargets(`_${escapeInlineMarkdown('Policy](https://evil.example/login) ([see')}_`);
    expect(html.replaceAll('\u200b', '')).toBe('<p><em>Policy](https://evil.example/login) ([see</em></p>');
  });
});
