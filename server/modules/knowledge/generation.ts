import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, type KnowledgeCategory } from '../../../common/constants';
import type { Knowledge } from '../../../common/schemas/knowledge';
import type { ChatModelConfig } from '../../ai/chat-client';
import { writeArticleWithModel } from '../../ai/model-features';
import type { Database } from '../../infra/db/client';
import {
  relatedSources,
  skillsNamedIn,
  topicWords,
  writeArticle,
  type WrittenArticle,
} from '../../skills/article-writer';
import { skillFacts } from '../../skills/draft-grounding';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { requireWorkspace } from '../workspaces';
import { teachersInWorkspace } from './draft-teachers';
import { insertArticle } from './knowledge';
import { findSourceArticles } from './search';

/** How many of the company's own articles a generated article draws on and cites. */
const SOURCE_COUNT = 3;
/** How much of each source the generator reads: enough for its list items, bounded whatever is stored. */
const SOURCE_CHARS = 20_000;

/** Any topic word may match: "how to run a blameless postmortem" -> "blameless or postmortem". */
export function anyWordQuery(prompt: string): string {
  return [...new Set(topicWords(prompt))].join(' or ');
}

/**
 * A generated article obeys the same size limit as one written by hand (the database refuses longer
 * text too). Making a model's draft safe can lengthen it, so a draft over the limit is cut: at a line
 * end near the limit when there is one, else at the limit itself (never inside an emoji).
 */
export function withinContentLimit(content: string, max: number = LIMITS.contentMax): string {
  if (content.length <= max) return content;
  const lineEnd = content.lastIndexOf('\n', max);
  if (lineEnd > max - 2_000) return content.slice(0, lineEnd).trimEnd();
  const splitsEmoji = content.charCodeAt(max - 1) >= 0xd800 && content.charCodeAt(max - 1) <= 0xdbff;
  return content.slice(0, splitsEmoji ? max - 1 : max);
}

/**
 * Drafts an article from a prompt, cites the company's related articles, and stores it as an AI
 * generated draft that only its author sees until they publish it: by the configured language model when there is one, else (or when it fails) by the
 * built-in generator. Both are given the same grounding: the related articles (or none), the catalogue's
 * facts about the skills the prompt names, and the colleagues of this workspace who can teach them.
 */
export async function generateKnowledge(
  db: Database,
  actorId: string,
  companyId: string,
  input: { prompt: string; category: KnowledgeCategory },
  options: { model?: ChatModelConfig; log?: FastifyBaseLogger } = {},
): Promise<Knowledge> {
  await requireWorkspace(db, companyId, actorId);
  const query = anyWordQuery(input.prompt);
  // Only people's own articles are sources: citing earlier drafts would echo the generator back to itself.
  const found = query ? await findSourceArticles(db, companyId, query, SOURCE_COUNT, SOURCE_CHARS) : [];
  // Both writers are told the same sources: the found articles the draft can really draw on.
  const sources = relatedSources(found, input.prompt);
  const catalogue = loadCatalogue();
  const skills = skillsNamedIn(catalogue, input.prompt);
  const teachers = await teachersInWorkspace(db, companyId, skills, actorId);
  let written: WrittenArticle | undefined;
  if (options.model) {
    try {
      const facts = skills.map((skill) => skillFacts(catalogue, skill));
      written = await writeArticleWithModel(options.model, { ...input, sources, skills: facts, teachers });
    } catch (error) {
      options.log?.warn(
        { reason: (error as Error).message },
        'language model generation failed; the built-in generator answered',
      );
    }
  }
  written ??= writeArticle({ prompt: input.prompt, category: input.category, sources, catalogue, teachers });
  return insertArticle(db, companyId, actorId, {
    ...written,
    content: withinContentLimit(written.content),
    category: input.category,
    aiGenerated: true,
    aiPrompt: input.prompt,
    // A person reviews what was generated before anyone else reads it.
    draft: true,
  });
}
