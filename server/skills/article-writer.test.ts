import { describe, expect, it } from 'vitest';
import { markdownStructureProblem } from '../../common/markdown-structure';
import { HOSTILE_MARKDOWN, HOSTILE_STRUCTURES, NORMAL_ARTICLE, fastestTime } from '../../common/testing/timing';
import { readArticle } from '../test/prose-checks';
import { citedArticleIds, renderedTargets } from '../test/rendered-links';
import {
  contentWords,
  listItemText,
  relatedSources,
  skillsForPrompt,
  skillsNamedIn,
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

  it('names the colleagues who can teach a skill the prompt names, beside its citations', () => {
    const article = writeArticle({
      prompt: 'How to run a blameless postmortem',
      category: 'Processes',
      sources: [runbook],
      catalogue,
      teachers: new Map([['incident-management', [{ fullName: 'Priya Sharma', level: 5 }]]]),
    });
    expect(article.content).toContain(
      '## Who can teach it here\n\n- Priya Sharma (Expert) can teach Incident Management.',
    );
    expect(new Set(citedArticleIds(article.content))).toEqual(new Set([runbook.id]));
    expect(article.content.indexOf('## Who can teach it here')).toBeLessThan(
      article.content.indexOf('## Related articles'),
    );
  });
});

/** The generic advice a draft with sources pads its steps and pitfalls with: never in a draft without them. */
const BOILERPLATE = [
  'Name an owner for the process',
  'Set a learning goal you can check',
  'Treating the page as finished',
];

describe('article writer with no company sources', () => {
  const kubernetes = catalogue.byId.get('kubernetes')!;
  const teachers = new Map([
    [
      'kubernetes',
      [
        { fullName: 'Priya Sharma', level: 5 },
        { fullName: 'Ben Lee', level: 4 },
      ],
    ],
  ]);

  it('says so near the top and keeps to what the catalogue knows about the skill it names, with who can teach it', () => {
    const article = writeArticle({
      prompt: 'Kubernetes upgrade runbook',
      category: 'Training',
      sources: [],
      catalogue,
      teachers,
    });
    const { summary } = readArticle(article.content);
    expect(summary).toContain(
      'Your workspace has no articles on this yet, so this draft draws only on what the skill catalogue says about Kubernetes.',
    );
    expect(article.content).toContain(`**Kubernetes**: ${kubernetes.description}`);
    // Its related skills, by name, from the catalogue's links (either side), with how long each takes.
    const related = [...catalogue.neighbours.get('kubernetes')!.keys()].map((id) => catalogue.byId.get(id)!);
    const strongest = related.sort(
      (a, b) =>
        catalogue.neighbours.get('kubernetes')!.get(b.id)! - catalogue.neighbours.get('kubernetes')!.get(a.id)! ||
        a.name.localeCompare(b.name),
    )[0]!;
    expect(article.content).toContain(`most closely related to ${strongest.name} (${strongest.timeToLearn} to learn)`);
    expect(article.content).toContain(`- People usually take ${kubernetes.timeToLearn} to learn Kubernetes.`);
    expect(article.content).toContain('- Priya Sharma (Expert) and Ben Lee (Advanced) can teach Kubernetes.');
    for (const text of BOILERPLATE) expect(article.content).not.toContain(text);
    expect(article.content).not.toContain('## Steps');
    expect(article.content).not.toContain('## Related articles');
    expect(citedArticleIds(article.content)).toEqual([]);
    expect(article.tags[0]).toBe('kubernetes');
  });

  it('says nobody here has marked the skill yet, and how to, when nobody can teach it', () => {
    const article = writeArticle({
      prompt: 'Kubernetes upgrade runbook',
      category: 'Processes',
      sources: [],
      catalogue,
    });
    expect(article.content).toContain(
      '- Nobody here has marked Kubernetes as a skill they can teach yet. If you can, tick “Can teach” beside it in the skill levels on your profile.',
    );
  });

  it('gives only the honest statement and an outline to fill in when the prompt names no catalogue skill either', () => {
    const article = writeArticle({
      prompt: 'Guidelines for naming feature flags',
      category: 'Guidelines',
      sources: [],
      catalogue,
    });
    expect(article.title).toBe('Guidelines for Naming Feature Flags');
    expect(article.content).toContain(
      'Your workspace has no articles on this yet and the prompt names no skill in the skill catalogue, so this draft is only an outline for you to fill in.',
    );
    const headings = article.content.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      '# Guidelines for Naming Feature Flags',
      '## Summary',
      '## For you to fill in',
      '### The rule',
      '### Examples',
      '### Who to ask',
    ]);
    // Under each heading only what belongs there, addressed to the author.
    expect(article.content).toContain(
      '### The rule\n\n_State the guideline in one sentence, then the reason behind it._',
    );
    for (const text of BOILERPLATE) expect(article.content).not.toContain(text);
    expect(article.content).not.toContain('Who can teach');
  });

  it('does not count an article that only mentions a word of the prompt and lends the draft nothing', () => {
    const mention = {
      id: '00000000-0000-4000-8000-000000000214',
      title: 'Security Basics: Phishing and Secrets',
      tags: ['security'],
      content: 'Everyone, accountants included, turns on two-factor sign-in in their first week.',
    };
    const article = writeArticle({
      prompt: 'Quantum basket weaving for accountants',
      category: 'General',
      sources: [mention],
      catalogue,
    });
    expect(relatedSources([mention, runbook], 'Quantum basket weaving for accountants')).toEqual([]);
    expect(article.content).toContain('Your workspace has no articles on this yet');
    expect(citedArticleIds(article.content)).toEqual([]);
    // An article about the topic (its title or tags share a word) or one that lends a point still counts.
    expect(relatedSources([mention, runbook], 'Security review checklist')).toEqual([mention]);
    expect(relatedSources([mention, runbook], 'How to run a blameless postmortem')).toEqual([runbook]);
  });

  it('reads a skill as named only by its name or an alias, not by a shared word', () => {
    expect(skillsNamedIn(catalogue, 'k8s upgrade runbook').map((skill) => skill.id)).toEqual(['kubernetes']);
    expect(skillsNamedIn(catalogue, 'quantum basket weaving for accountants')).toEqual([]);
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

  it("drafts Markdown a reader's page renders as written, whatever structure its sources hold", () => {
    for (const [name, hostile] of Object.entries(HOSTILE_STRUCTURES)) {
      const content = `- Every SEV1 incident gets a blameless postmortem within five days.\n${hostile}`;
      expect(markdownStructureProblem(write(content).content), name).toBeUndefined();
    }
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
