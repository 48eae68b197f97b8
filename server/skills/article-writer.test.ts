import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, NORMAL_ARTICLE, fastestTime } from '../../common/testing/timing';
import { citedArticleIds, renderedTargets } from '../test/rendered-links';
import {
  contentWords,
  listItemText,
  skillsForPrompt,
  titleFromPrompt,
  topicWords,
  writeArticle,
} from './article-writer';
import { loadCatalogue } from './skill-catalogue';

const catalogue = loadCatalogue();
const runbook = {
  id: '00000000-0000-4000-8000-000000000205',
  title: 'Incident Response Runbook',
  tags: ['incident', 'postmortem'],
  content:
    '# Runbook\n\n- Every SEV1 incident gets a blameless postmortem within five days.\n- [ ] Check the dashboard\n- Avoid naming individuals in a postmortem; describe the system instead.\n',
};

describe('article writer', () => {
  it('turns a prompt into a title', () => {
    expect(titleFromPrompt('how to run a blameless postmortem?')).toBe('How to Run a Blameless Postmortem');
    expect(titleFromPrompt('Write an article about onboarding new engineers')).toBe('Onboarding New Engineers');
  });

  it('keeps topic words whole and stems only for matching', () => {
    expect(topicWords('How to run a blameless postmortem')).toEqual(['blameless', 'postmortem']);
    expect(contentWords('postmortems processes')).toEqual(['postmortem', 'process']);
  });

  it('finds catalogue skills the prompt names through aliases, in any number', () => {
    expect(skillsForPrompt(catalogue, 'How to run a blameless postmortem').map((skill) => skill.id)).toContain(
      'incident-management',
    );
  });

  it('writes a structured article that borrows from and cites its sources', () => {
    const article = writeArticle({
      prompt: 'How to run a blameless postmortem',
      category: 'Processes',
      sources: [runbook],
      catalogue,
    });
    expect(article.title).toBe('How to Run a Blameless Postmortem');
    for (const heading of ['## Summary', '## Steps', '## Pitfalls', '## Related skills', '## Related articles'])
      expect(article.content).toContain(heading);
    expect(article.content).toContain(
      'Every SEV1 incident gets a blameless postmortem within five days. _(from [Incident Response Runbook](/knowledge?article=00000000-0000-4000-8000-000000000205))_',
    );
    expect(article.content).toContain('- Avoid naming individuals in a postmortem');
    expect(article.content).not.toContain('[ ]');
    expect(article.tags).toEqual(['incident management', 'postmortem', 'blameless']);
  });

  it('says so when the hub has nothing related, and uses practices for guidelines', () => {
    const article = writeArticle({
      prompt: 'Guidelines for naming feature flags',
      category: 'Guidelines',
      sources: [],
      catalogue,
    });
    expect(article.content).toContain('## Practices');
    expect(article.content).toContain('no related articles yet');
    expect(article.content).not.toContain('## Related articles');
  });
});

describe('article writer on hostile text', () => {
  const write = (content: string) =>
    writeArticle({
      prompt: 'How to run a blameless postmortem',
      category: 'Processes',
      sources: [
        { ...runbook, content },
        { ...runbook, content },
        { ...runbook, content },
      ],
      catalogue,
    });

  it("reads list items by scanning, with the old pattern's results", () => {
    expect(listItemText('  - Every incident gets a postmortem.  ')).toBe('Every incident gets a postmortem.');
    expect(listItemText('12. Step twelve')).toBe('Step twelve');
    expect(listItemText('* [ ] A task')).toBe('[ ] A task');
    expect(listItemText('-no space')).toBeUndefined();
    expect(listItemText(`-${' '.repeat(49_900)}`)).toBeUndefined();
    expect(listItemText('1.5 million')).toBeUndefined();
  });

  it('takes about as long over sources with 50,000-space lines as over normal sources of the same size', () => {
    const normal = fastestTime(() => write(NORMAL_ARTICLE), 5);
    for (const [name, hostile] of Object.entries(HOSTILE_MARKDOWN)) {
      const content = `- Every SEV1 incident gets a blameless postmortem within five days.\n${hostile}\nend`;
      const elapsed = fastestTime(() => write(content), 5);
      expect(elapsed, `${name}: ${elapsed.toFixed(2)} ms against ${normal.toFixed(2)} ms`).toBeLessThan(10 * normal);
    }
  });
});

describe('article writer against Markdown link injection', () => {
  const evilSource = {
    id: '00000000-0000-4000-8000-000000000299',
    title: 'Policy](https://evil.example/login) ([see',
    content: [
      '- Every postmortem names the https://evil.example/steal page as the place to report.',
      '- Postmortem owners <https://evil.example/a> collect notes at www.evil.example today.',
      '- Postmortem drafts go to owner@evil.example before the review meeting.',
      '- Postmortem links: https&#58;//evil.example/entity and ![pixel](https://evil.example/p.png) too.',
      '- [Postmortem guide](https://evil.example/guide) explains the blameless review in detail.',
    ].join('\n'),
  };
  const prompt = 'How to run a postmortem [Verify your account](https://evil.example/verify)';

  it('escapes titles, prompts and borrowed lines: the only links are citations of the sources', () => {
    const article = writeArticle({ prompt, category: 'Processes', sources: [runbook, evilSource], catalogue });
    const cited = citedArticleIds(article.content);
    expect(new Set(cited)).toEqual(new Set([runbook.id, evilSource.id]));
    // The words are still there, shown as text (with an invisible zero-width space inside "://"); the
    // prompt shows as the title, in the heading and the summary.
    const text = renderedTargets(article.content).html.replaceAll('\u200b', '');
    expect(text).toContain('[Verify Your Account](https://evil.example/verify)');
    expect(text).toContain('Policy](https://evil.example/login) ([see');
    expect(text).toContain('owner@evil.example');
  });

  it('keeps the heading and summary on one line whatever the prompt holds', () => {
    const article = writeArticle({
      prompt: 'Postmortems\n\n[x]: https://evil.example\n# Injected',
      category: 'General',
      sources: [],
      catalogue,
    });
    expect(citedArticleIds(article.content)).toEqual([]);
    expect(article.content).not.toMatch(/^# Injected/m);
  });
});
