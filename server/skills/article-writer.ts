import { LIMITS, type KnowledgeCategory } from '../../common/constants';
import { isWhitespace, stripInlineMarkdown, trimEndWhile } from '../../common/markdown-text';
import { skillFacts, type SkillTeachers } from './draft-grounding';
import { catalogueSections, inWords, outlineSection, teacherSection } from './grounded-sections';
import { escapeInlineMarkdown, keepOnlyCitationLinks } from './safe-markdown';
import type { Catalogue, CatalogueSkill } from './skill-catalogue';
import { isWholeSentences, quotablePhrase } from './whole-sentence';

/**
 * The built-in knowledge generator: writes a structured Markdown article from a prompt, drawing
 * on the company's own related articles (quoted and cited by title with links) and on the skill
 * catalogue. It needs no network and gives the same article for the same inputs.
 *
 * When the workspace has no related article it does not pad the draft with generic advice: it says so,
 * keeps to what the catalogue knows about the skills the prompt names (or, naming none, gives only an
 * outline to fill in), and names the colleagues who can teach them.
 *
 * Prompts and articles are anyone's text: every step reads each character a fixed number of times
 * (no regular expression that can backtrack over a long run of spaces), and everything taken from
 * them is escaped, so the only links in the result are citations of the source articles.
 *
 * What it writes reads as English: it borrows only list items that are whole sentences (whole-sentence.ts)
 * and share a word with the prompt, its own text follows the same rules, and its tags come from the
 * prompt, from the tags of the articles it drew on, or name a catalogue skill the prompt names.
 */

export interface SourceArticle {
  id: string;
  title: string;
  content: string;
  /** The article's own tags: the generator offers the ones that match the prompt as tags of the draft. */
  tags?: string[];
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
    'use using get set build building good better tips new team teams look like please help stuff thing things ' +
    'want wants need needs great keep actually really just'
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

/**
 * Every word of a text, lower-case and stemmed, joined by single spaces and padded with one at each end,
 * so " code review " can be looked for as a phrase. Short words and stop words stay: "AI engineering"
 * must not match a prompt that only says "engineering", nor "making decisions" one that says "decisions".
 */
function phraseText(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean)
    .map(stem);
  return ` ${words.join(' ')} `;
}

/** True when the text (as phraseText) holds the name as a phrase: "code review" in "a good code review". */
function namesIn(text: string, name: string): boolean {
  const phrase = phraseText(name);
  return phrase.trim() !== '' && text.includes(phrase);
}

/** True when the prompt names the skill: by its name or one of its aliases. */
function promptNamesSkill(skill: CatalogueSkill, promptText: string): boolean {
  return [skill.name, ...skill.aliases].some((name) => namesIn(promptText, name));
}

/**
 * Catalogue skills a prompt is about: the ones it names (by name or alias), then the ones with at least
 * half of their name's words in the prompt and another of the prompt's words in their description. A
 * shared word in a description alone ("request" in API Testing's) is not enough: that is how unrelated
 * skills used to appear beside an article.
 */
export function skillsForPrompt(catalogue: Catalogue, prompt: string, limit = 4): CatalogueSkill[] {
  const words = new Set(contentWords(prompt));
  const promptText = phraseText(prompt);
  return catalogue.skills
    .flatMap((skill) => {
      const named = promptNamesSkill(skill, promptText);
      const nameWords = [
        ...new Set(
          phraseText(skill.name)
            .trim()
            .split(' ')
            .filter((word) => word && !PROMPT_STOP_WORDS.has(word)),
        ),
      ];
      const nameHits = nameWords.filter((word) => words.has(word));
      const textHits = new Set(
        contentWords(`${skill.discipline} ${skill.description}`).filter(
          (word) => words.has(word) && !nameHits.includes(word),
        ),
      ).size;
      const related = nameWords.length > 0 && nameHits.length * 2 >= nameWords.length && textHits > 0;
      if (!named && !related) return [];
      return [{ skill, score: (named ? 10 : 0) + nameHits.length * 3 + textHits }];
    })
    .sort((a, b) => b.score - a.score || a.skill.id.localeCompare(b.skill.id))
    .slice(0, limit)
    .map((entry) => entry.skill);
}

/**
 * The catalogue skills the prompt names by name or alias, at most three: the ones a draft may state facts
 * about and suggest teachers for. A skill that only shares words with the prompt is not named.
 */
export function skillsNamedIn(catalogue: Catalogue, prompt: string): CatalogueSkill[] {
  const promptText = phraseText(prompt);
  return skillsForPrompt(catalogue, prompt)
    .filter((skill) => promptNamesSkill(skill, promptText))
    .slice(0, 3);
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

/**
 * How many of the prompt's words a borrowed item must share. One, from a source whose title or tags
 * share one too (the article is about the topic); two otherwise (one, for a one-word prompt): search
 * also finds articles that merely use a word of the prompt, and a single common word such as "request"
 * pulled privacy rules into an article about pull requests.
 */
function sharedWordsNeeded(source: SourceArticle, words: ReadonlySet<string>): number {
  return isAboutTopic(source, words) ? 1 : Math.min(2, words.size);
}

/** True when the source's title or tags share a word with the prompt: the article is about the topic. */
function isAboutTopic(source: SourceArticle, words: ReadonlySet<string>): boolean {
  return contentWords(`${source.title} ${(source.tags ?? []).join(' ')}`).some((word) => words.has(word));
}

/**
 * The sources a draft may call related: search finds any article that uses a word of the prompt, so one
 * counts only when its title or tags share a word with the prompt, or it lends the draft a point. The rest
 * (an article that mentions "accountants" once, for a prompt about basket weaving for accountants) would be
 * cited for nothing, and would hide that the workspace has nothing written on the topic.
 */
export function relatedSources(sources: readonly SourceArticle[], prompt: string): SourceArticle[] {
  const words = new Set(contentWords(prompt));
  return sources.filter((source) => isAboutTopic(source, words) || borrowedPoints([source], words).length > 0);
}

/** List items of the sources that are whole sentences and share enough words with the prompt, best first, each cited. */
function borrowedPoints(sources: SourceArticle[], words: Set<string>, pattern?: RegExp): string[] {
  const points: { text: string; score: number }[] = [];
  for (const source of sources) {
    const minShared = sharedWordsNeeded(source, words);
    for (const line of source.content.split('\n')) {
      if (line.length > MAX_SOURCE_LINE) continue;
      const raw = listItemText(line);
      // Keep the words of links but not the links, so every citation points at the line's own source.
      const item = raw === undefined ? '' : itemWords(raw);
      if (!item || item.length < 20 || item.length > 240 || item.split(' ').length < 5) continue;
      if (pattern && !pattern.test(item)) continue;
      // A fragment ("takes more than about two engineer-weeks,") only made sense under its lead-in.
      if (!isWholeSentences(item)) continue;
      const score = contentWords(item).filter((word) => words.has(word)).length;
      if (score < minShared) continue;
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

/** A source's line that warns: it belongs under Pitfalls. */
const WARNING = /^(avoid|don't|do not|never)\b|\b(pitfall|mistake|anti-pattern)/i;

const PITFALL_TEMPLATES = [
  'Treating the page as finished: knowledge goes stale unless someone owns it.',
  'Skipping the "why": people follow steps they understand, and bend the ones they do not.',
  'Doing it alone: a second pair of eyes catches what the author cannot see.',
];

/** What the entry covers: its title quoted as a phrase (the prompt's own punctuation would run into the sentence's). */
function coversSentence(category: KnowledgeCategory, title: string): string {
  const topic = quotablePhrase(title);
  return topic
    ? `This ${category.toLowerCase()} entry covers “${escapeInlineMarkdown(topic)}”.`
    : `This is a ${category.toLowerCase()} entry.`;
}

/** Two whole sentences: what the entry covers and the company articles and skills it builds on. */
function summaryOf(category: KnowledgeCategory, title: string, sourceCount: number, skills: CatalogueSkill[]): string {
  const skillNames = inWords(skills.map((skill) => escapeInlineMarkdown(skill.name)));
  const basis =
    `It builds on ${sourceCount} related article${sourceCount === 1 ? '' : 's'} already in your knowledge hub` +
    (skillNames ? ` and on the skills it touches: ${skillNames}.` : '.');
  return `${coversSentence(category, title)} ${basis}`;
}

/**
 * The honest statement at the top of a draft with no company sources: the workspace has nothing written on
 * this, so the draft holds only what the catalogue knows about the named skills, or only an outline.
 */
function noSourceSummary(category: KnowledgeCategory, title: string, named: CatalogueSkill[]): string {
  const basis =
    named.length > 0
      ? 'Your workspace has no articles on this yet, so this draft draws only on what the skill catalogue says about ' +
        `${inWords(named.map((skill) => escapeInlineMarkdown(skill.name)))}.`
      : 'Your workspace has no articles on this yet and the prompt names no skill in the skill catalogue, ' +
        'so this draft is only an outline for you to fill in.';
  return `${coversSentence(category, title)} ${basis}`;
}

/** The stemmed words of a tag or phrase, as one key: "Post-mortems" and "postmortem" differ, "postmortems" and "postmortem" do not. */
const tagKey = (tag: string) => contentWords(tag).join(' ') || tag.toLowerCase();

/**
 * At most five tags, each found in what the article was made from: catalogue skills the prompt names
 * (or whose whole name is in the sources), the sources' own tags that share a word with the prompt, the
 * prompt's topic words, then tags two sources share.
 */
function tagsFor(
  prompt: string,
  promptWords: ReadonlySet<string>,
  skills: CatalogueSkill[],
  sources: SourceArticle[],
): string[] {
  const promptText = phraseText(prompt);
  const sourceTexts = sources.map((source) => phraseText(`${source.title}\n${source.content}`));
  const skillTags = skills
    .filter(
      (skill) =>
        promptNamesSkill(skill, promptText) || sourceTexts.some((sourceText) => namesIn(sourceText, skill.name)),
    )
    .map((skill) => skill.name.toLowerCase());
  const sourceTags = sources.flatMap((source) => (source.tags ?? []).map((tag) => tag.toLowerCase()));
  const matchingSourceTags = sourceTags.filter((tag) => contentWords(tag).some((word) => promptWords.has(word)));
  const sharedSourceTags = sourceTags.filter((tag, index) => sourceTags.indexOf(tag) !== index);
  const candidates = [...skillTags, ...matchingSourceTags, ...topicWords(prompt), ...sharedSourceTags];

  const tags: string[] = [];
  const seen = new Set<string>();
  for (const tag of candidates) {
    const key = tagKey(tag);
    if (tag.length > LIMITS.tagMax || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === 5) break;
  }
  return tags;
}

/** Escapes what was written and keeps only links that cite the sources: the last look before a draft leaves. */
function finished(title: string, lines: string[], tags: string[], sources: SourceArticle[]): WrittenArticle {
  const content = keepOnlyCitationLinks(lines.join('\n'), new Set(sources.map((source) => source.id)));
  return { title, content, tags };
}

/**
 * A draft for a prompt no company article relates to: the honest statement, then the catalogue's facts about
 * the skills the prompt names and who can teach them here, then the headings only the team can fill in.
 */
function writeWithoutSources(
  prompt: string,
  category: KnowledgeCategory,
  catalogue: Catalogue,
  teachers: SkillTeachers,
): WrittenArticle {
  const title = titleFromPrompt(prompt);
  const named = skillsNamedIn(catalogue, prompt);
  const facts = named.map((skill) => skillFacts(catalogue, skill));
  const lines = [
    `# ${escapeInlineMarkdown(title)}`,
    '',
    '## Summary',
    '',
    noSourceSummary(category, title, named),
    '',
    ...(facts.length > 0 ? [...catalogueSections(facts), ...teacherSection(facts, teachers)] : []),
    ...outlineSection(category),
    named.length > 0
      ? '_Drafted by Skillweave from your prompt and the skill catalogue, with no company sources. Review it before you rely on it._'
      : '_Drafted by Skillweave from your prompt alone, with no company sources. Fill it in before you publish it._',
  ];
  return finished(title, lines, tagsFor(prompt, new Set(contentWords(prompt)), named, []), []);
}

/**
 * Writes the article. The sources are the company's own articles that search found for the prompt; the
 * teachers are the workspace's colleagues who can teach the skills the prompt names (skillsNamedIn).
 */
export function writeArticle(input: {
  prompt: string;
  category: KnowledgeCategory;
  sources: SourceArticle[];
  catalogue: Catalogue;
  teachers?: SkillTeachers;
}): WrittenArticle {
  const { prompt, category, catalogue } = input;
  const sources = relatedSources(input.sources, prompt);
  const teachers = input.teachers ?? new Map();
  if (sources.length === 0) return writeWithoutSources(prompt, category, catalogue, teachers);
  const title = titleFromPrompt(prompt);
  const words = new Set(contentWords(prompt));
  const skills = skillsForPrompt(catalogue, prompt);
  const named = skillsNamedIn(catalogue, prompt).map((skill) => skillFacts(catalogue, skill));

  // Warnings ("Avoid naming individuals...") go under Pitfalls, every other borrowed point is a step.
  const warnings = borrowedPoints(sources, words, WARNING);
  const borrowed = borrowedPoints(sources, words)
    .filter((point) => !warnings.includes(point))
    .slice(0, 4);
  const steps = [...borrowed, ...STEP_TEMPLATES[category]].slice(0, 6);
  const pitfalls = [...warnings.slice(0, 2), ...PITFALL_TEMPLATES].slice(0, 4);
  const stepsHeading = category === 'Best Practices' || category === 'Guidelines' ? 'Practices' : 'Steps';

  const lines: string[] = [
    `# ${escapeInlineMarkdown(title)}`,
    '',
    '## Summary',
    '',
    summaryOf(category, title, sources.length, skills),
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
  if (named.length > 0) lines.push('', ...teacherSection(named, teachers).slice(0, -1));
  lines.push('', '## Related articles', '');
  for (const source of sources) lines.push(`- ${citation(source)}`);
  lines.push('', '_Drafted by Skillweave from your prompt and your knowledge hub. Review it before you rely on it._');

  // Everything above is escaped already; this second look guarantees the only links are the citations.
  return finished(title, lines, tagsFor(prompt, words, skills, sources), sources);
}
