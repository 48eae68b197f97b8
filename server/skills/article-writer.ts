import { LIMITS, type KnowledgeCategory } from '../../common/constants';
import { isWhitespace, stripInlineMarkdown, trimEndWhile } from '../../common/markdown-text';
import { escapeInlineMarkdown, keepOnlyCitationLinks } from './safe-markdown';
import type { Catalogue, CatalogueSkill } from './skill-catalogue';

/**
 * The built-in knowledge generator: writes a structured Markdown article from a prompt, drawing
 * on the company's own related articles (quoted and cited by title with links) and on the skill
 * catalogue. It needs no network and gives the same article for the same inputs.
 *
 * Prompts and articles are anyone's text: every step reads each character a fixed number of times
 * (no regular expression that can backtrack over a long run of spaces), and everything taken from
 * them is escaped, so the only links in the result are citations of the source articles.
 */

export interface SourceArticle {
  id: string;
  title: string;
  content: string;
}

export interface WrittenArticle {
  title: string;
  content: string;
  tags: string[];
}

/** Words that carry no topic: question words, filler and the verbs people put before one. */
export const PROMPT_STOP_WORDS = new Set(
  (
    'a an and are as at be by for from how i in into is it its of on or our the their this to we what when where which who why with ' +
    'about guide article explain your you do does should can best way ways run running write writing make making create creating ' +
    'use using get set build building good better tips new team teams'
  ).split(' '),
);

/** Lower-case content words of a text, unstemmed: what tags and search queries are made of. */
export function topicWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 2 && !PROMPT_STOP_WORDS.has(word));
}

/** Crude English stemming so "postmortems" meets "postmortem" ("blameless" and "process" stay whole). */
function stem(word: string): string {
  if (/(ss|us|is)$/.test(word)) return word;
  return word.replace(/(ing|ed|es|s)$/, '');
}

/** Stemmed content words, for comparing a prompt with skill names and article lines. */
export function contentWords(text: string): string[] {
  return topicWords(text)
    .map(stem)
    .filter((word) => word.length > 2);
}

/** Words separated by single spaces: later steps never see a run of whitespace. */
function singleSpaced(text: string): string {
  return text.split(/\s+/).filter(Boolean).join(' ');
}

const TITLE_TRAILING_PUNCTUATION = new Set('.?!');

/** "how to run a blameless postmortem" -> "How to Run a Blameless Postmortem". */
export function titleFromPrompt(prompt: string): string {
  const spaced = singleSpaced(prompt);
  // On single-spaced text every "\s" below matches exactly one space, so nothing can backtrack.
  const cleaned = trimEndWhile(
    spaced.replace(
      /^(please )?(write|create|draft|generate) (me )?(an? )?((article|guide|entry|page) ?)?((about|on) ?)?/i,
      '',
    ),
    (char) => TITLE_TRAILING_PUNCTUATION.has(char) || isWhitespace(char),
  );
  const small = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
  const words = (cleaned || spaced).split(' ');
  return words
    .map((word, index) =>
      index > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
    .slice(0, 200);
}

/** Catalogue skills the prompt names, then the ones whose words it shares most. */
export function skillsForPrompt(catalogue: Catalogue, prompt: string, limit = 4): CatalogueSkill[] {
  const words = new Set(contentWords(prompt));
  const namesIn = (name: string) => {
    const nameWords = contentWords(name);
    return nameWords.length > 0 && nameWords.every((word) => words.has(word));
  };
  return catalogue.skills
    .map((skill) => {
      const named = [skill.name, ...skill.aliases].some(namesIn);
      const nameHits = contentWords(skill.name).filter((word) => words.has(word)).length;
      const textHits = contentWords(`${skill.discipline} ${skill.description}`).filter((word) =>
        words.has(word),
      ).length;
      return { skill, score: (named ? 10 : 0) + nameHits * 3 + textHits };
    })
    .filter((entry) => entry.score >= 2)
    .sort((a, b) => b.score - a.score || a.skill.id.localeCompare(b.skill.id))
    .slice(0, limit)
    .map((entry) => entry.skill);
}

/** A borrowed line longer than this (with its Markdown) cannot become an item of at most 240 characters. */
const MAX_SOURCE_LINE = 1_000;

/** The text of a Markdown list item ("- text", "* text", "12. text"), or undefined for any other line. */
export function listItemText(line: string): string | undefined {
  let index = 0;
  while (isWhitespace(line[index])) index += 1;
  if (line[index] === '-' || line[index] === '*') {
    index += 1;
  } else {
    const digits = index;
    while (line[index] !== undefined && line[index]! >= '0' && line[index]! <= '9') index += 1;
    if (index === digits || line[index] !== '.') return undefined;
    index += 1;
  }
  if (!isWhitespace(line[index])) return undefined;
  return line.slice(index).trim() || undefined;
}

/** A list item as plain words: no task box, no Markdown, no "(from ...)" credit copied from an earlier draft. */
function itemWords(item: string): string {
  const withoutBox = /^\[[ xX]\] /.test(item) ? item.slice(4) : item;
  const text = stripInlineMarkdown(withoutBox).trim();
  const credit = text.lastIndexOf(' (from ');
  return credit > 0 && text.endsWith(')') ? text.slice(0, credit) : text;
}

/** The cited-source link every borrowed point and the related-articles list use. */
function citation(source: SourceArticle): string {
  return `[${escapeInlineMarkdown(source.title)}](/knowledge?article=${source.id})`;
}

/** List items of the sources that share words with the prompt, each cited. */
function borrowedPoints(sources: SourceArticle[], words: Set<string>, pattern?: RegExp): string[] {
  const points: { text: string; score: number }[] = [];
  for (const source of sources) {
    for (const line of source.content.split('\n')) {
      if (line.length > MAX_SOURCE_LINE) continue;
      const raw = listItemText(line);
      // Keep the words of links but not the links, so every citation points at the line's own source.
      const item = raw === undefined ? '' : itemWords(raw);
      if (!item || item.length < 20 || item.length > 240 || item.split(' ').length < 5) continue;
      if (pattern && !pattern.test(item)) continue;
      // Whole sentences read as advice; fragments are often examples lifted from a template.
      const score =
        contentWords(item).filter((word) => words.has(word)).length +
        (item.endsWith('.') || item.endsWith('!') ? 0.5 : 0);
      points.push({ text: `${escapeInlineMarkdown(item)} _(from ${citation(source)})_`, score });
    }
  }
  return points.sort((a, b) => b.score - a.score).map((point) => point.text);
}

const STEP_TEMPLATES: Record<KnowledgeCategory, string[]> = {
  'Best Practices': [
    'Agree on what "good" looks like and write it down where the work happens.',
    'Start small: apply the practice to one team or project and review it after two weeks.',
    'Pair an experienced colleague with someone new to the practice for the first few rounds.',
    'Measure one outcome that matters (time saved, errors avoided) before and after.',
  ],
  Processes: [
    'Name an owner for the process and a backup who can step in.',
    'List the steps in order, with who does each one and what "done" means for it.',
    'Keep checklists and templates next to the steps so nobody has to search for them.',
    'Review the process after each use and fold the lessons back into this page.',
  ],
  Guidelines: [
    'State the rule in one sentence, then the reason behind it.',
    'Give one example that follows the guideline and one that does not.',
    'Say who to ask when a case is unclear, and record the answer here.',
    'Revisit the guideline every quarter so it keeps matching how the team works.',
  ],
  Training: [
    'Set a learning goal you can check: what will the learner be able to do afterwards?',
    'Learn the core idea first, then practise on a small real task from your own work.',
    'Book a peer learning session with someone who already does this well.',
    'Teach back what you learned in a short write-up or demo to lock it in.',
  ],
  Tools: [
    'Describe what the tool is for, and what it is not for.',
    'Document access: how to get an account, and who approves it.',
    'Write the three tasks people do most often as short step-by-step recipes.',
    'Note the known limits and the workarounds the team relies on.',
  ],
  General: [
    'Explain the context: why this matters to the company right now.',
    'Summarise what the team already knows, with links to the details.',
    'List the open questions and who is working on them.',
    'Keep the page current: add the date and owner of the last review.',
  ],
};

const PITFALL_TEMPLATES = [
  'Treating the page as finished: knowledge goes stale unless someone owns it.',
  'Skipping the "why": people follow steps they understand, and bend the ones they do not.',
  'Doing it alone: a second pair of eyes catches what the author cannot see.',
];

/** Writes the article. The sources are the company's own articles that search found for the prompt. */
export function writeArticle(input: {
  prompt: string;
  category: KnowledgeCategory;
  sources: SourceArticle[];
  catalogue: Catalogue;
}): WrittenArticle {
  const { prompt, category, sources, catalogue } = input;
  const title = titleFromPrompt(prompt);
  const words = new Set(contentWords(prompt));
  const skills = skillsForPrompt(catalogue, prompt);

  const borrowed = borrowedPoints(sources, words);
  const steps = [...borrowed.slice(0, 4), ...STEP_TEMPLATES[category]].slice(0, 6);
  const pitfalls = [
    ...borrowedPoints(sources, words, /^(avoid|don't|do not|never)\b|\b(pitfall|mistake|anti-pattern)/i).slice(0, 2),
    ...PITFALL_TEMPLATES,
  ].slice(0, 4);
  const stepsHeading = category === 'Best Practices' || category === 'Guidelines' ? 'Practices' : 'Steps';

  const lines: string[] = [
    `# ${escapeInlineMarkdown(title)}`,
    '',
    '## Summary',
    '',
    `This ${category.toLowerCase()} entry answers: _${escapeInlineMarkdown(prompt)}_. ` +
      (sources.length > 0
        ? `It builds on ${sources.length} related article${sources.length === 1 ? '' : 's'} already in your knowledge hub`
        : 'Your knowledge hub has no related articles yet, so it starts from general practice') +
      (skills.length > 0 ? ` and on the skills it touches: ${skills.map((skill) => skill.name).join(', ')}.` : '.'),
    '',
    `## ${stepsHeading}`,
    '',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    '## Pitfalls',
    '',
    ...pitfalls.map((pitfall) => `- ${pitfall}`),
  ];
  if (skills.length > 0) {
    lines.push('', '## Related skills', '');
    for (const skill of skills) lines.push(`- **${skill.name}** (${skill.timeToLearn} to learn): ${skill.description}`);
  }
  if (sources.length > 0) {
    lines.push('', '## Related articles', '');
    for (const source of sources) lines.push(`- ${citation(source)}`);
  }
  lines.push('', '_Drafted by Skillweave from your prompt and your knowledge hub. Review it before you rely on it._');

  const promptTags = topicWords(prompt).filter((word) => word.length <= LIMITS.tagMax);
  const tags = [...new Set([...skills.map((skill) => skill.name.toLowerCase()), ...promptTags.slice(0, 3)])].slice(
    0,
    5,
  );
  // Everything above is escaped already; this second look guarantees the only links are the citations.
  const content = keepOnlyCitationLinks(lines.join('\n'), new Set(sources.map((source) => source.id)));
  return { title, content, tags };
}
