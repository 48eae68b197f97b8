import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton, Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/relative-time';
import type { Knowledge, KnowledgeSummary } from '@common/schemas/knowledge';
import { useKnowledgeArticle } from '../api/get-knowledge-article';
import { knowledgeKeys } from '../api/query-keys';
import { useAuthorName } from '../hooks/use-author-name';
import { useKnowledgeInteractions } from '../interactions-context';
import { pluralize } from '../lib/format';
import { withoutLeadingTitle } from '../lib/markdown-text';
import { ArticleActions, DeleteArticleConfirm, type ArticleMode } from './article-actions';
import { ArticleHistory } from './article-history';
import { HelpfulButton } from './helpful-button';
import { AiGeneratedBadge, CategoryBadge, TagList } from './knowledge-badges';
import { MarkdownContent, preloadMarkdownContent } from './lazy-markdown-content';

// The editor's form (react-hook-form, zod) loads when an author asks to edit, not with the hub.
const ArticleEditor = lazy(() => import('./article-editor').then((module) => ({ default: module.ArticleEditor })));

/** Holds the editor's place while its code loads. */
function EditorLoading() {
  return (
    <div className="flex min-h-72 items-center justify-center">
      <Spinner label="Loading the editor" />
    </div>
  );
}

export interface ArticleDialogProps {
  companyId: string;
  /** The article to show; null closes the dialog. */
  articleId: string | null;
  onClose: () => void;
}

/** What the dialog's header shows: fields a card (list or search answer) and a full article both have. */
type ArticleHeader = Pick<
  Knowledge,
  | 'id'
  | 'title'
  | 'category'
  | 'aiGenerated'
  | 'authorId'
  | 'createdAt'
  | 'tags'
  | 'viewCount'
  | 'helpfulCount'
  | 'likedByMe'
  | 'status'
>;

/** The card a list or search already holds, to draw the dialog's header while the full text loads. */
function useCachedCard(companyId: string, articleId: string | null): KnowledgeSummary | undefined {
  const queryClient = useQueryClient();
  if (!articleId) return undefined;
  for (const [, cards] of queryClient.getQueriesData<KnowledgeSummary[]>({
    queryKey: knowledgeKeys.cards(companyId),
  })) {
    const found = cards?.find((card) => card.id === articleId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Records one view each time a published article is opened (including by a link from another article); a
 * draft under its author's review is not read yet, so it counts none. The ref keeps React's development
 * double-run of effects from counting the same opening twice.
 */
function useRecordViewOnOpen(articleId: string | null, status: Knowledge['status'] | undefined) {
  const { recordView } = useKnowledgeInteractions();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (articleId === null) {
      recorded.current = null;
      return;
    }
    if (recorded.current === articleId || status === undefined) return;
    recorded.current = articleId;
    // Opened as a draft, it stays uncounted even once published while still open.
    if (status === 'published') recordView(articleId);
  }, [articleId, status, recordView]);
}

/** The article; `content` is undefined while its text loads (the header comes from the card). */
function ArticleBody({
  article,
  content,
  actions,
}: {
  article: ArticleHeader;
  content: string | undefined;
  /** What the reader may do with it (edit, publish, delete), between the header and the text. */
  actions?: ReactNode;
}) {
  const authorName = useAuthorName();
  const date = formatDate(article.createdAt);
  return (
    <>
      <DialogHeader className="mb-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <CategoryBadge category={article.category} />
          {article.aiGenerated ? <AiGeneratedBadge /> : null}
        </div>
        <DialogTitle className="mt-2 text-xl/7 break-words sm:text-2xl/8">{article.title}</DialogTitle>
        <DialogDescription>
          {authorName(article.authorId) ?? 'Unknown author'}
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.createdAt}>{date}</time>
            </>
          ) : null}
        </DialogDescription>
        <TagList tags={article.tags} className="mt-2 flex flex-wrap gap-1.5" />
      </DialogHeader>

      {actions}

      <div className="border-t border-slate-200 pt-5">
        {content === undefined ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">The article is loading.</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ) : (
          <MarkdownContent className="break-words">{withoutLeadingTitle(content, article.title)}</MarkdownContent>
        )}
      </div>

      {article.status === 'published' ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-500 tabular-nums">
            <Eye aria-hidden="true" className="size-4 text-slate-400" />
            {pluralize(article.viewCount, 'view')}
          </span>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-slate-600 sm:inline">Was this useful?</span>
            <HelpfulButton knowledgeId={article.id} count={article.helpfulCount} likedByMe={article.likedByMe} />
          </div>
        </div>
      ) : null}
    </>
  );
}

function ArticleSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <DialogTitle className="sr-only">Loading article</DialogTitle>
      <DialogDescription className="sr-only">The article is loading.</DialogDescription>
      <Skeleton className="h-5 w-28 rounded-full" />
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}

function ArticleUnavailable({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <div role="alert">
      <DialogHeader>
        <DialogTitle>{notFound ? 'Article not found' : 'Could not load the article'}</DialogTitle>
        <DialogDescription>
          {notFound ? 'It may have been removed, or the link is incomplete.' : 'Check your connection and try again.'}
        </DialogDescription>
      </DialogHeader>
      <div className="mt-2 flex justify-end gap-2">
        {notFound ? null : (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </div>
    </div>
  );
}

/** The full article, opened from a card, a `?article=ID` link or a citation inside another article. */
export function ArticleDialog({ companyId, articleId, onClose }: ArticleDialogProps) {
  // Keeps showing the last article while the dialog animates closed, instead of flashing a skeleton.
  const [shownId, setShownId] = useState(articleId);
  if (articleId !== null && articleId !== shownId) setShownId(articleId);

  const card = useCachedCard(companyId, shownId);
  const query = useKnowledgeArticle(shownId);
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const article = query.data?.id === shownId ? query.data : undefined;
  useRecordViewOnOpen(articleId, article?.status ?? card?.status);
  // The renderer's code loads while the article's text does, not after it.
  useEffect(() => {
    if (articleId !== null) preloadMarkdownContent();
  }, [articleId]);

  // Editing, the history and the delete question belong to one article: another one opens to be read.
  const [mode, setMode] = useState<{ articleId: string | null; mode: ArticleMode }>({ articleId: null, mode: 'read' });
  const currentMode = mode.articleId === shownId ? mode.mode : 'read';
  const changeMode = (next: ArticleMode) => setMode({ articleId: shownId, mode: next });

  // Following a citation, changing mode or publishing swaps what the open dialog shows: start it at its top,
  // with focus on the dialog so the keyboard and screen readers begin there too.
  const firstRender = useRef(true);
  useEffect(() => {
    if (contentRef.current) contentRef.current.scrollTop = 0;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (currentMode !== 'edit') contentRef.current?.focus();
    // Publishing removes the Publish button that had focus: the dialog takes it back.
  }, [shownId, currentMode, article?.status]);

  const renderArticle = (loaded: Knowledge) => {
    switch (currentMode) {
      case 'edit':
        return (
          <Suspense fallback={<EditorLoading />}>
            <ArticleEditor article={loaded} onDone={() => changeMode('read')} />
          </Suspense>
        );
      case 'history':
        return <ArticleHistory article={loaded} onClose={() => changeMode('read')} />;
      case 'confirm-delete':
        return (
          <ArticleBody
            article={loaded}
            content={loaded.content}
            actions={<DeleteArticleConfirm article={loaded} onCancel={() => changeMode('read')} onDeleted={onClose} />}
          />
        );
      default:
        return (
          <ArticleBody
            article={loaded}
            content={loaded.content}
            actions={<ArticleActions article={loaded} onModeChange={changeMode} />}
          />
        );
    }
  };
  return (
    <Dialog open={articleId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        ref={contentRef}
        className="outline-none sm:max-w-3xl sm:p-8"
        // Focus the dialog itself rather than its first control, which may be "Helpful" at the very bottom:
        // the article opens at its top and screen readers start with its title.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          contentRef.current?.focus();
        }}
        // Radix returns focus to a DialogTrigger, and this dialog has none (a URL opens it). Go back to
        // what opened it, or, when that is gone (the generate form), to the article's card.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const opener =
            openerRef.current?.isConnected && openerRef.current !== document.body ? openerRef.current : null;
          (opener ?? document.querySelector<HTMLElement>(`[data-knowledge-open="${shownId}"]`))?.focus();
        }}
      >
        {article ? (
          renderArticle(article)
        ) : query.isError ? (
          <ArticleUnavailable notFound={notFound} onRetry={() => void query.refetch()} />
        ) : card ? (
          <ArticleBody article={card} content={undefined} />
        ) : (
          <ArticleSkeleton />
        )}
      </DialogContent>
    </Dialog>
  );
}
