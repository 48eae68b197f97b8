import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  Knowledge,
  KnowledgeVersion,
  KnowledgeVersionSummary,
  UpdateKnowledgeData,
} from '../../../common/schemas/knowledge';
import { conflict, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { institutionalKnowledge, knowledgeVersions, type KnowledgeRow } from '../../infra/db/schema';
import { requireChangeableArticle } from './article-permissions';
import { getKnowledge, knowledgeColumns, readableArticle } from './knowledge';
import { toKnowledgeVersionDto, toKnowledgeVersionSummaryDto } from './knowledge-dto';

/**
 * Changing an article after it was written: edits that keep every earlier version, publishing a draft, and
 * deleting. Who may do it is decided in article-permissions.ts; each change runs in one transaction that holds
 * the article's row, so two editors never interleave.
 */

const articleNotFound = () => notFound('knowledge_article_not_found', 'Knowledge article not found');

type StoredArticle = Omit<KnowledgeRow, 'searchVector' | 'titleVector'>;

/** The article the actor can read, locked until the transaction ends; 404 for anything else. */
async function lockReadableArticle(tx: Database, actorId: string, id: string): Promise<StoredArticle> {
  const [row] = await tx
    .select(knowledgeColumns)
    .from(institutionalKnowledge)
    .where(and(eq(institutionalKnowledge.id, id), readableArticle(tx, actorId)))
    .for('update', { of: institutionalKnowledge });
  if (!row) throw articleNotFound();
  return row;
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

/** The fields of the edit that differ from the stored article. */
function changedFields(row: StoredArticle, edit: UpdateKnowledgeData) {
  const changes: Partial<Pick<StoredArticle, 'title' | 'content' | 'category' | 'tags'>> = {};
  if (edit.title !== undefined && edit.title !== row.title) changes.title = edit.title;
  if (edit.content !== undefined && edit.content !== row.content) changes.content = edit.content;
  if (edit.category !== undefined && edit.category !== row.category) changes.category = edit.category;
  if (edit.tags !== undefined && !sameTags(edit.tags, row.tags)) changes.tags = edit.tags;
  return changes;
}

/**
 * Edits an article (or the actor's draft). The text it replaces is kept as a version. The edit names the
 * version it started from; when someone saved in between it is refused with 409, so nobody's change is
 * silently undone. An edit that changes nothing stores nothing.
 */
export async function updateKnowledge(
  db: Database,
  actorId: string,
  id: string,
  edit: UpdateKnowledgeData,
): Promise<Knowledge> {
  await db.transaction(async (tx) => {
    const row = await lockReadableArticle(tx, actorId, id);
    await requireChangeableArticle(tx, actorId, row);
    if (row.version !== edit.expectedVersion)
      throw conflict(
        'article_changed_since_opened',
        `Someone saved this article after you opened it (it is now at version ${row.version}). Reload it to see their changes, then edit again.`,
      );
    const changes = changedFields(row, edit);
    if (Object.keys(changes).length === 0) return;
    await tx.insert(knowledgeVersions).values({
      knowledgeId: row.id,
      version: row.version,
      title: row.title,
      content: row.content,
      category: row.category,
      tags: row.tags,
      editedBy: row.editedBy ?? row.authorId,
      writtenAt: row.updatedAt,
    });
    await tx
      .update(institutionalKnowledge)
      .set({ ...changes, version: row.version + 1, editedBy: actorId, updatedAt: sql`now()` })
      .where(eq(institutionalKnowledge.id, row.id));
  });
  return getKnowledge(db, actorId, id);
}

/** Publishes the actor's draft: from now on it is in the hub's list and search, dated now. */
export async function publishDraft(db: Database, actorId: string, id: string): Promise<Knowledge> {
  await db.transaction(async (tx) => {
    const row = await lockReadableArticle(tx, actorId, id);
    if (!row.draft) throw conflict('article_already_published', 'This article is already published');
    await requireChangeableArticle(tx, actorId, row);
    await tx
      .update(institutionalKnowledge)
      .set({ draft: false, isActive: true, createdAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(institutionalKnowledge.id, row.id));
  });
  return getKnowledge(db, actorId, id);
}

/**
 * Deletes an article: a draft is discarded for good (it was never published); a published article leaves the
 * hub, its text and versions kept in the database. Answers the article's workspace.
 */
export async function deleteKnowledge(db: Database, actorId: string, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockReadableArticle(tx, actorId, id);
    await requireChangeableArticle(tx, actorId, row);
    if (row.draft) {
      await tx.delete(institutionalKnowledge).where(eq(institutionalKnowledge.id, row.id));
      return row.companyId;
    }
    await tx
      .update(institutionalKnowledge)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(eq(institutionalKnowledge.id, row.id));
    return row.companyId;
  });
}

/** Throws 404 unless the actor can read the article. */
async function assertReadable(db: Database, actorId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: institutionalKnowledge.id })
    .from(institutionalKnowledge)
    .where(and(eq(institutionalKnowledge.id, id), readableArticle(db, actorId)));
  if (!row) throw articleNotFound();
}

/** An article's earlier versions, newest first, without their text: whoever can read the article can read them. */
export async function listVersions(db: Database, actorId: string, id: string): Promise<KnowledgeVersionSummary[]> {
  await assertReadable(db, actorId, id);
  const { content: _content, ...withoutText } = getTableColumns(knowledgeVersions);
  const rows = await db
    .select(withoutText)
    .from(knowledgeVersions)
    .where(eq(knowledgeVersions.knowledgeId, id))
    .orderBy(desc(knowledgeVersions.version));
  return rows.map(toKnowledgeVersionSummaryDto);
}

/** One earlier version of an article with its text. */
export async function getVersion(
  db: Database,
  actorId: string,
  id: string,
  version: number,
): Promise<KnowledgeVersion> {
  await assertReadable(db, actorId, id);
  const [row] = await db
    .select()
    .from(knowledgeVersions)
    .where(and(eq(knowledgeVersions.knowledgeId, id), eq(knowledgeVersions.version, version)));
  if (!row) throw notFound('knowledge_version_not_found', `This article has no earlier version ${version}`);
  return toKnowledgeVersionDto(row);
}
