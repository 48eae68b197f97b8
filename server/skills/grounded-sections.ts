import { SKILL_LEVEL_LABELS, type KnowledgeCategory, type SkillLevel } from '../../common/constants';
import type { SkillFacts, SkillTeachers } from './draft-grounding';
import { escapeInlineMarkdown } from './safe-markdown';

/**
 * The parts of a generated draft that say only what is known: the catalogue's facts about the skills the
 * prompt names, the colleagues who can teach them, and, where the workspace has nothing written, headings
 * for the author to fill in instead of generic advice. Every line is whole sentences.
 */

/** "A", "A and B", "A, B and C". */
export function inWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const name = (facts: SkillFacts) => escapeInlineMarkdown(facts.name);

/** Definition, related skills and how people usually learn each skill, as the catalogue states them. */
export function catalogueSections(skills: readonly SkillFacts[]): string[] {
  const lines = ['## What it is', ''];
  for (const facts of skills) lines.push(`**${name(facts)}**: ${escapeInlineMarkdown(facts.description)}`, '');

  const withRelated = skills.filter((facts) => facts.related.length > 0);
  if (withRelated.length > 0) {
    lines.push('## Related skills', '');
    for (const facts of withRelated) {
      const related = inWords(
        facts.related.map((skill) => `${escapeInlineMarkdown(skill.name)} (${skill.timeToLearn} to learn)`),
      );
      lines.push(`- ${name(facts)} is most closely related to ${related}.`);
    }
    lines.push('');
  }

  // The catalogue links skills without saying which comes first, so the draft does not claim an order.
  lines.push('## How people usually learn it', '');
  for (const facts of skills) {
    const steppingStones =
      facts.related.length > 0
        ? ' Its related skills are the stepping stones toward it and beyond it: start with the one closest to your work.'
        : '';
    lines.push(`- People usually take ${facts.timeToLearn} to learn ${name(facts)}.${steppingStones}`);
  }
  lines.push('');
  return lines;
}

function levelLabel(level: number): string {
  return SKILL_LEVEL_LABELS[level as SkillLevel] ?? `level ${level}`;
}

/**
 * Who can teach each skill here, by name as plain text; or, for a skill nobody has marked, that nobody has
 * yet and how someone who can would say so.
 */
export function teacherSection(skills: readonly SkillFacts[], teachers: SkillTeachers): string[] {
  if (skills.length === 0) return [];
  const lines = ['## Who can teach it here', ''];
  for (const facts of skills) {
    const people = teachers.get(facts.id) ?? [];
    if (people.length > 0) {
      const listed = inWords(
        people.map((person) => `${escapeInlineMarkdown(person.fullName)} (${levelLabel(person.level)})`),
      );
      lines.push(`- ${listed} can teach ${name(facts)}.`);
    } else {
      lines.push(
        `- Nobody here has marked ${name(facts)} as a skill they can teach yet. ` +
          'If you can, tick “Can teach” beside it in the skill levels on your profile.',
      );
    }
  }
  lines.push('');
  return lines;
}

/** Per category, the sections a person fills in, each with what belongs there. */
const OUTLINES: Record<KnowledgeCategory, [heading: string, hint: string][]> = {
  'Best Practices': [
    ['Why it matters', 'Say what goes wrong here without this practice.'],
    ['Practices', 'List what your team does, one practice per line.'],
    ['Pitfalls', 'Note the mistakes you have seen and how to avoid them.'],
  ],
  Processes: [
    ['When it applies', 'Say what starts the process and who owns it.'],
    ['Steps', 'Write the steps in order, with who does each one.'],
    ['Done when', 'Say how everyone knows the process is complete.'],
  ],
  Guidelines: [
    ['The rule', 'State the guideline in one sentence, then the reason behind it.'],
    ['Examples', 'Give one example that follows it and one that does not.'],
    ['Who to ask', 'Name who decides when a case is unclear.'],
  ],
  Training: [
    ['Learning goal', 'Say what the learner will be able to do afterwards.'],
    ['Practice', 'List small, real tasks from your work to practise on.'],
    ['Material', 'Name the material your team trusts for this.'],
  ],
  Tools: [
    ['What it is for', 'Say what the tool is for, and what it is not for.'],
    ['Getting access', 'Say how to get an account and who approves it.'],
    ['Common tasks', 'Write the tasks people do most often as short recipes.'],
  ],
  General: [
    ['Context', 'Say why this matters to your team now.'],
    ['What we know', 'Write down what the team already knows.'],
    ['Open questions', 'List what is still unclear and who is looking into it.'],
  ],
};

/** Headings with no content for the author: what only the workspace knows, which the draft must not invent. */
export function outlineSection(category: KnowledgeCategory): string[] {
  const lines = ['## For you to fill in', '', 'What your team does goes here, in your own words.', ''];
  for (const [heading, hint] of OUTLINES[category]) lines.push(`### ${heading}`, '', `_${hint}_`, '');
  return lines;
}
