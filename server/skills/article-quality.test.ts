import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_CATEGORIES } from '../../common/constants';
import { loadDemoArticles } from '../modules/demo/demo-articles';
import {
  looseStem,
  proseProblems,
  readArticle,
  sentencesOf,
  tagFoundIn,
  wordPool,
  wordsOf,
} from '../test/prose-checks';
import { topicWords, writeArticle, type SourceArticle } from './article-writer';
import { loadCatalogue } from './skill-catalogue';

/**
 * The built-in generator's text, read sentence by sentence over many prompts against the demo hub's
 * articles: every paragraph and list item is whole sentences, the summary reads as English, and every
 * tag comes from the prompt, from the articles it drew on, or names a catalogue skill the prompt names.
 */

const catalogue = loadCatalogue();
const demoArticles = loadDemoArticles().filter((article) => !article.aiGenerated);

/**
 * The hub's articles that best match a prompt, as the generator is given them: people's own articles,
 * ranked title over tags over content (as the search vector weighs them), at most three.
 */
function sourcesFor(prompt: string): SourceArticle[] {
  const promptWords = new Set(topicWords(prompt).map(looseStem));
  const hits = (text: string) =>
    new Set(
      wordsOf(text)
        .map(looseStem)
        .filter((word) => promptWords.has(word)),
    ).size;
  return demoArticles
    .map((article) => ({
      article,
      score: 3 * hits(article.title) + 2 * hits(article.tags.join(' ')) + hits(article.content),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.article.id.localeCompare(b.article.id))
    .slice(0, 3)
    .map(({ article }) => ({ id: article.id, title: article.title, content: article.content, tags: article.tags }));
}

/** Short, long, questions, odd punctuation, commands, unknown topics. */
const PROMPTS = [
  'How to run a blameless postmortem?',
  'How to run a blameless postmortem',
  'Onboarding new engineers in the first week',
  'What should a good pull request look like',
  'feature flags cleanup',
  'quantum basket weaving for accountants',
  'Write an article about code review etiquette',
  'Please draft a guide on handing over on-call',
  'SQL performance: indexes, EXPLAIN and slow queries!!!',
  'release checklist???',
  'How do we keep customer data (PII) out of logs...',
  'mentoring, pairing, and growing junior people,',
  'Why do we write RFCs? When is one needed?',
  'accessibility basics for designers and engineers',
  'observability: logs vs metrics vs traces',
  'How should managers run 1:1s with remote reports',
  'giving feedback with SBI - situation, behaviour, impact',
  'meeting notes template and decisions log',
  'customer interviews — what to ask, what not to ask',
  'security basics for every new hire: passwords, 2FA, phishing',
  'incident response roles: incident commander, scribe, comms',
  'Analytics dashboard tour for product managers',
  'Kubernetes upgrade runbook',
  'How to choose between Postgres and MongoDB for a new service',
  'budgeting for the next fiscal year; forecasts and approvals',
  'The team wants to adopt trunk based development and needs a short practical guide covering branch rules, feature toggles, code review turnaround, release trains and how hotfixes work when something breaks in production on a Friday evening',
  'tips',
  'help with stuff and things',
  'rollout process for feature flags, step by step',
  'How to write great documentation that people actually read',
  'Guidelines for naming feature flags',
  'hiring interviews: structured questions and scorecards',
  'dealing with technical debt in a legacy codebase',
  'how to do a design critique',
  'Training plan for data analysts learning Python and SQL',
  'Tools we use for on-call paging and alert routing',
  'what is a SEV1 and who gets paged?',
  'Running effective retrospectives after each sprint',
  'GDPR data subject requests: who answers and how fast',
  'Our approach to estimating work, and why we stopped using story points.',
  'Machine learning model monitoring & drift',
  'writing a postmortem. blameless! fast?',
] as const;

describe('generated articles read as whole sentences, over many prompts and every category', () => {
  const cases = PROMPTS.flatMap((prompt) => KNOWLEDGE_CATEGORIES.map((category) => ({ prompt, category })));

  it.each(cases)('$category: $prompt', ({ prompt, category }) => {
    const sources = sourcesFor(prompt);
    const article = writeArticle({ prompt, category, sources, catalogue });
    const { summary, units } = readArticle(article.content);

    const problems = units.flatMap(({ section, text }) =>
      proseProblems(text).map((problem) => `${section || 'intro'}: ${problem}`),
    );
    // Soft: one run reports every kind of problem, not only the first.
    expect.soft(problems).toEqual([]);

    expect.soft(summary).not.toBe('');
    expect.soft(sentencesOf(summary).length, summary).toBeGreaterThanOrEqual(1);
    expect.soft(sentencesOf(summary).length, summary).toBeLessThanOrEqual(2);

    const pool = wordPool([
      prompt,
      ...sources.flatMap((source) => [source.title, source.content, ...(source.tags ?? [])]),
    ]);
    const unrelated = article.tags.filter((tag) => !tagFoundIn(tag, pool) && !namedSkill(tag, prompt));
    expect.soft(unrelated, `tags ${JSON.stringify(article.tags)}`).toEqual([]);
    // A prompt with no topic words ("tips") finds no sources and gets no tags rather than made-up ones.
    if (topicWords(prompt).length > 0) expect.soft(article.tags.length).toBeGreaterThan(0);
  });
});

/** True when the tag is a catalogue skill the prompt names, by its name or one of its aliases. */
function namedSkill(tag: string, prompt: string): boolean {
  const skill = catalogue.skills.find((candidate) => candidate.name.toLowerCase() === tag.toLowerCase());
  if (!skill) return false;
  const promptStems = wordsOf(prompt).map(looseStem).join(' ');
  return [skill.name, ...skill.aliases].some((name) => {
    const stems = wordsOf(name).map(looseStem).join(' ');
    return stems !== '' && ` ${promptStems} `.includes(` ${stems} `);
  });
}

describe('the prose checks themselves', () => {
  it('catch the fragments and garbled summaries the generator once wrote', () => {
    expect(proseProblems('takes more than about two engineer-weeks,')).not.toEqual([]);
    expect(proseProblems('This processes entry answers: How to run a blameless postmortem?.')).not.toEqual([]);
    expect(proseProblems('SEV2 checkout latency (Tue), resolved; postmortem draft linked')).not.toEqual([]);
    expect(proseProblems('Write an RFC when a change and')).not.toEqual([]);
    expect(proseProblems('Ship it.. Then rest.')).not.toEqual([]);
    expect(proseProblems('Every SEV1 incident gets a blameless postmortem within five days.')).toEqual([]);
    expect(proseProblems('This entry covers “Why? How?”. It builds on two articles.')).toEqual([]);
  });

  it('match tags loosely stemmed, word by word', () => {
    const pool = wordPool(['Every postmortems names the processes']);
    expect(tagFoundIn('postmortem', pool)).toBe(true);
    expect(tagFoundIn('process', pool)).toBe(true);
    expect(tagFoundIn('incident management', pool)).toBe(false);
  });
});
