import type { FastifyBaseLogger } from 'fastify';
import type { KnowledgeCategory } from '../../common/constants';
import type { Knowledge } from '../../common/schemas/knowledge';
import type { Database } from '../db/client';
import { topicWords, writeArticle, type WrittenArticle } from '../skills/article-writer';
import type { ChatModelConfig } from '../ai/chat-client';
import { writeArticleWithModel } from '../ai/model-features';
import { loadCatalogue } from '../skills/skill-catalogue';
import { insertArticle } from './knowledge';
import { findArticles } from './search';
import { requireWorkspace } from './workspaces';

/** How many of the company's own articles a generated article draws on and cites. */
const SOURCE_COUNT = 3;

/** Any topic word may match: "how to run a blameless postmortem" -> "blameless or postmortem". */
export function anyWordQuery(prompt: string): string {
  return [...new Set(topicWords(prompt))].join(' or ');
}

/**
 * Drafts an article from a prompt, cites the company's related articles, and stores it as AI
 * generated: by the configured language model when there is one, else (or when it fails) by the
 * built-in generator.
 */
export async function generateKnowledge(
  db: Database,
  actorId: string,
  companyId: string,
  input: { prompt: string; category: KnowledgeCategory },
  options: { model?: ChatModelConfig; log?: FastifyBaseLogger } = {},
): Promise<Knowledge> {
  await requireWorkspace(db, companyId);
  const query = anyWordQuery(input.prompt);
  // Only people's own articles are sources: citing earlier drafts would echo the generator back to itself.
  const hits = query ? await findArticles(db, companyId, query, SOURCE_COUNT * 3) : [];
  const sources = hits.filter((hit) => !hit.aiGenerated).slice(0, SOURCE_COUNT);
  let written: WrittenArticle | undefined;
  if (options.model) {
    try {
      written = await writeArticleWithModel(options.model, { ...input, sources });
    } catch (error) {
      options.log?.warn({ reason: (error as Error).message }, 'language model generation failed; the built-in generator answered');
    }
  }
  written ??= writeArticle({ prompt: input.prompt, category: input.category, sources, catalogue: loadCatalogue() });
  return insertArticle(db, companyId, actorId, {
    ...written,
    category: input.category,
    aiGenerated: true,
    aiPrompt: input.prompt,
  });
}
