import { describe, expect, it } from 'vitest';
import { contentWords, skillsForPrompt, titleFromPrompt, topicWords, writeArticle } from './article-writer';
import { loadCatalogue } from './skill-catalogue';

const catalogue = loadCatalogue();
const runbook = {
  id: '00000000-0000-4000-8000-000000000205',
  title: 'Incident Response Runbook',
  content: '# Runbook\n\n- Every SEV1 incident gets a blameless postmortem within five days.\n- [ ] Check the dashboard\n- Avoid naming individuals in a postmortem; describe the system instead.\n',
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
    expect(skillsForPrompt(catalogue, 'How to run a blameless postmortem').map((skill) => skill.id)).toContain('incident-management');
  });

  it('writes a structured article that borrows from and cites its sources', () => {
    const article = writeArticle({ prompt: 'How to run a blameless postmortem', category: 'Processes', sources: [runbook], catalogue });
    expect(article.title).toBe('How to Run a Blameless Postmortem');
    for (const heading of ['## Summary', '## Steps', '## Pitfalls', '## Related skills', '## Related articles']) expect(article.content).toContain(heading);
    expect(article.content).toContain('Every SEV1 incident gets a blameless postmortem within five days. _(from [Incident Response Runbook](/knowledge?article=00000000-0000-4000-8000-000000000205))_');
    expect(article.content).toContain('- Avoid naming individuals in a postmortem');
    expect(article.content).not.toContain('[ ]');
    expect(article.tags).toEqual(['incident management', 'blameless', 'postmortem']);
  });

  it('says so when the hub has nothing related, and uses practices for guidelines', () => {
    const article = writeArticle({ prompt: 'Guidelines for naming feature flags', category: 'Guidelines', sources: [], catalogue });
    expect(article.content).toContain('## Practices');
    expect(article.content).toContain('no related articles yet');
    expect(article.content).not.toContain('## Related articles');
  });
});
