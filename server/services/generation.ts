import type { FastifyBaseLogger } from 'fastify';
import type { KnowledgeCategory } from '../../common/constants';
import type { Knowledge } from '../../common/schemas/knowledge';
import type { Database } from '../db/client';
import { writeArticle } from '../skills/article-writer';
import { loadCatalogue } from '../skills/skill-catalogue';
import { assertCompanyExists } from './companies';
import { insertArticle } from './knowledge';
import { searchKnowledge } from './search';

/** How many of the company's own articles a generated article draws on and cites. */
const SOURCE_COUNT = 3;

/** Any prompt word may match: "how to run a blameless postmortem" -> "run or blameless or postmortem". */
export function anyWordQuery(prompt: string): string {
  const words = prompt
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && word !== 'or' && word !== 'and');
  return [...new Set(words)].join(' or ');
}

/** Drafts an article from a prompt, cites the company's related articles, and stores it as AI generated. */
export async function generateKnowledge(
  db: Database,
  actorId: string,
  companyId: string,
  input: { prompt: string; category: KnowledgeCategory },
  _log?: FastifyBaseLogger,
): Promise<Knowledge> {
  await assertCompanyExists(db, companyId);
  const query = anyWordQuery(input.prompt);
  const sources = query ? await searchKnowledge(db, companyId, query, SOURCE_COUNT) : [];
  const written = writeArticle({ prompt: input.prompt, category: input.category, sources, catalogue: loadCatalogue() });
  return insertArticle(db, companyId, actorId, {
    ...written,
    category: input.category,
    aiGenerated: true,
    aiPrompt: input.prompt,
  });
}
