import { forbidden } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { DEMO_LOCKED, mayEditDemoArticles } from '../demo';
import { requireWorkspace } from '../workspaces';

/**
 * Who may change an article (edit, publish, delete): the one place that decides it.
 *
 * - A draft belongs to its author alone: nobody else even sees it.
 * - A published article may be changed by its author and by the owners and admins of its workspace.
 * - In the demo workspace nobody administers anything, and the demo user is every anonymous visitor at once:
 *   its published articles stay as they are for all of them. A signed-in person may still change what they
 *   wrote there themselves.
 */

export interface ArticleOwnership {
  companyId: string;
  authorId: string | null;
  draft: boolean;
}

type Refusal = { code: 'demo_workspace_locked' | 'article_authors_only'; message: string };

const AUTHORS_AND_ADMINS_ONLY = "Only the article's author and the workspace's owners and admins can change it";

/** Why the actor may not change the article, or null when they may. The caller has already checked it is visible. */
async function refusalFor(db: Database, actorId: string, article: ArticleOwnership): Promise<Refusal | null> {
  const isAuthor = article.authorId !== null && article.authorId === actorId;
  if (article.draft) return isAuthor ? null : { code: 'article_authors_only', message: AUTHORS_AND_ADMINS_ONLY };
  const workspace = await requireWorkspace(db, article.companyId, actorId);
  if (workspace.isDemo) {
    if (!mayEditDemoArticles(actorId)) return { code: 'demo_workspace_locked', message: DEMO_LOCKED.article };
    return isAuthor ? null : { code: 'article_authors_only', message: AUTHORS_AND_ADMINS_ONLY };
  }
  if (isAuthor || workspace.role === 'owner' || workspace.role === 'admin') return null;
  return { code: 'article_authors_only', message: AUTHORS_AND_ADMINS_ONLY };
}

/** Whether the actor may edit and delete the article: what the screens use to show those controls. */
export async function mayChangeArticle(db: Database, actorId: string, article: ArticleOwnership): Promise<boolean> {
  return (await refusalFor(db, actorId, article)) === null;
}

/** Throws 403 with the reason unless the actor may change the article. */
export async function requireChangeableArticle(db: Database, actorId: string, article: ArticleOwnership) {
  const refusal = await refusalFor(db, actorId, article);
  if (refusal) throw forbidden(refusal.code, refusal.message);
}
