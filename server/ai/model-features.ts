import { z } from 'zod';
import {
  INDUSTRY_LABELS,
  LIMITS,
  MAIN_GOAL_LABELS,
  type KnowledgeCategory,
  SKILL_LEVEL_LABELS,
  type SkillLevel,
} from '../../common/constants';
import { markdownStructureProblem } from '../../common/markdown-structure';
import { titleText } from '../../common/schemas/fields';
import type { SourceArticle, WrittenArticle } from '../skills/article-writer';
import type { SkillFacts, SkillTeachers } from '../skills/draft-grounding';
import type { RecommendationDraft, SkillProfile } from '../skills/engine';
import { keepOnlyCitationLinks } from '../skills/safe-markdown';
import type { Catalogue } from '../skills/skill-catalogue';
import { chatJson, ChatModelError, type ChatModelConfig } from './chat-client';

/**
 * What Skillweave asks a configured language model for, and the shapes its answers must have.
 * Each function either returns a checked answer or throws; callers fall back to the built-in engine.
 */

const modelRecommendationsSchema = z.object({
  recommendations: z
    .array(
      z.object({
        skillName: z.string().trim().min(1).max(80),
        matchPercentage: z.number().int().min(0).max(100),
        description: z.string().trim().min(10).max(600),
        timeToLearn: z.string().trim().min(1).max(40),
        reason: z.string().trim().min(1).max(300),
      }),
    )
    .min(1)
    .max(10),
});

/** Asks the model for recommendations, grounded in the engine's best candidates from the catalogue. */
export async function recommendWithModel(
  config: ChatModelConfig,
  catalogue: Catalogue,
  profile: SkillProfile,
  candidates: RecommendationDraft[],
): Promise<Omit<RecommendationDraft, 'skillId' | 'kind'>[]> {
  const answer = await chatJson(
    config,
    [
      {
        role: 'system',
        content:
          'You are the career coach of Skillweave, which helps people grow T-shaped: deep in one skill, broad across others. ' +
          "Recommend 6 skills: about half that deepen the person's core and half that broaden them toward their goal. " +
          'When they name a role they are working toward, lean toward what that role needs. ' +
          'Never recommend a skill they already have. Answer with JSON only: {"recommendations":[{"skillName":string,' +
          '"matchPercentage":integer 0-100,"description":string (one or two sentences),"timeToLearn":string like "4-6 weeks",' +
          '"reason":string (one sentence starting "Because")}]}',
      },
      {
        role: 'user',
        content: JSON.stringify({
          role: profile.role,
          roleWorkingToward: profile.targetRole ?? null,
          industry: profile.industry ? INDUSTRY_LABELS[profile.industry] : null,
          mainGoal: profile.mainGoal ? MAIN_GOAL_LABELS[profile.mainGoal] : null,
          skills: profile.skills,
          candidatesFromCatalogue: candidates.map(({ skillName, timeToLearn, matchPercentage }) => ({
            skillName,
            timeToLearn,
            score: matchPercentage,
          })),
        }),
      },
    ],
    modelRecommendationsSchema,
  );
  const owned = new Set(profile.skills.map((name) => catalogue.match(name)?.id ?? name.trim().toLowerCase()));
  const fresh = answer.recommendations.filter(
    (item) => !owned.has(catalogue.match(item.skillName)?.id ?? item.skillName.toLowerCase()),
  );
  if (fresh.length === 0) throw new ChatModelError('recommended only skills the person already has');
  return fresh.sort((a, b) => b.matchPercentage - a.matchPercentage);
}

/** A drafted article. Its title follows the rule of titles people write, so a draft cannot slip in what a form refuses. */
export const modelArticleSchema = z.object({
  title: titleText(LIMITS.titleMax, 'Title'),
  content: z.string().trim().min(50).max(LIMITS.contentMax),
  tags: z.array(z.string().trim().min(1).max(LIMITS.tagMax)).max(8).default([]),
});

/** Said to the model when search found no related company article. */
export const NO_COMPANY_SOURCES = 'No company sources: this workspace has no articles related to the prompt.';

/** The one sentence that tells the model exactly which company sources exist. */
function sourcesSentence(sources: readonly SourceArticle[]): string {
  if (sources.length === 0) return NO_COMPANY_SOURCES;
  return `Company sources: ${sources.map((source) => `"${source.title}"`).join(', ')}; nothing else from this company.`;
}

const ARTICLE_INSTRUCTIONS =
  'You write entries for a company knowledge base. Write a useful, structured Markdown article with a title heading and ' +
  'a Summary. Use only what you are given. companyArticles are the only company sources (the field "sources" says which ' +
  'exist): draw on them and cite each one you use as a Markdown link [Title](/knowledge?article=ID). catalogueSkills is ' +
  "what the skill catalogue says about the skills the prompt names: each one's definition, related skills and usual time " +
  'to learn. teachersHere lists the colleagues in this workspace who can teach those skills. Never invent company facts: ' +
  'no processes, tools, owners, people, figures or statistics that these sources do not state. When there are no company ' +
  'sources, say plainly near the top that the workspace has no articles on this yet, keep to the catalogue facts, and ' +
  "leave the team's own practice as headings for the author to fill in. For each catalogue skill, name the colleagues " +
  'in teachersHere who can teach it, as plain text; when it has none, say nobody here has marked it yet and that whoever ' +
  'can teach it can tick "Can teach" in the skill levels on their profile. No raw HTML. Answer with JSON only: ' +
  '{"title":string,"content":string (Markdown),"tags":[string] (up to 5, lowercase)}';

/**
 * Asks the model to write the article from the prompt, the company's related articles, the catalogue's facts
 * about the skills the prompt names and the colleagues who can teach them: it is told exactly which sources
 * exist, and to invent no company facts. The draft is stored under the name of the person who asked, so
 * whatever the model was talked into writing, its only links are citations of those articles: every other
 * link becomes plain text.
 */
export async function writeArticleWithModel(
  config: ChatModelConfig,
  input: {
    prompt: string;
    category: KnowledgeCategory;
    sources: SourceArticle[];
    skills?: readonly SkillFacts[];
    teachers?: SkillTeachers;
  },
): Promise<WrittenArticle> {
  const skills = input.skills ?? [];
  const teachers: SkillTeachers = input.teachers ?? new Map();
  const answer = await chatJson(
    config,
    [
      { role: 'system', content: ARTICLE_INSTRUCTIONS },
      {
        role: 'user',
        content: JSON.stringify({
          prompt: input.prompt,
          category: input.category,
          sources: sourcesSentence(input.sources),
          companyArticles: input.sources.map((source) => ({
            id: source.id,
            title: source.title,
            excerpt: source.content.slice(0, 1500),
          })),
          catalogueSkills: skills.map((facts) => ({
            name: facts.name,
            description: facts.description,
            timeToLearn: facts.timeToLearn,
            relatedSkills: facts.related.map(({ name, timeToLearn }) => ({ name, timeToLearn })),
          })),
          teachersHere: skills.map((facts) => ({
            skill: facts.name,
            colleagues: (teachers.get(facts.id) ?? []).map((teacher) => ({
              fullName: teacher.fullName,
              level: SKILL_LEVEL_LABELS[teacher.level as SkillLevel] ?? teacher.level,
            })),
          })),
        }),
      },
    ],
    modelArticleSchema,
  );
  const cited = new Set(input.sources.map((source) => source.id));
  const content = keepOnlyCitationLinks(answer.content, cited);
  // Held to the rule of articles people write: the built-in writer drafts instead of storing what a reader's page
  // would have to show as text.
  const problem = markdownStructureProblem(content);
  if (problem) throw new ChatModelError(`drafted Markdown the page cannot render as written: ${problem}`);
  return {
    title: answer.title,
    content,
    tags: [...new Set(answer.tags.map((tag) => tag.toLowerCase()))].slice(0, 5),
  };
}
