import { ArrowLeft, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate } from '@/lib/relative-time';
import type { Knowledge } from '@common/schemas/knowledge';
import { useArticleVersion, useArticleVersions } from '../api/get-article-versions';
import { useAuthorName } from '../hooks/use-author-name';
import { withoutLeadingTitle } from '../lib/markdown-text';
import { CategoryBadge, TagList } from './knowledge-badges';
import { MarkdownContent } from './lazy-markdown-content';

function LoadingLines({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** One earlier version, read-only, with the way back to the list. */
function EarlierVersion({ article, version, onBack }: { article: Knowledge; version: number; onBack: () => void }) {
  const query = useArticleVersion(article.id, version);
  const authorName = useAuthorName();
  return (
    <>
      <DialogHeader className="mb-4">
        <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All versions
        </Button>
        <DialogTitle className="mt-2 text-xl/7 break-words">
          Version {version}
          {query.data ? `: ${query.data.title}` : ''}
        </DialogTitle>
        <DialogDescription>
          {query.data
            ? `${authorName(query.data.editedBy) ?? 'Unknown author'} · ${formatDate(query.data.writtenAt)} · an earlier version, kept when the article was edited`
            : 'An earlier version of this article.'}
        </DialogDescription>
        {query.data ? (
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={query.data.category} />
            <TagList tags={query.data.tags} className="flex flex-wrap gap-1.5" />
          </div>
        ) : null}
      </DialogHeader>
      <div className="border-t border-slate-200 pt-5">
        {query.isError ? (
          <LoadError
            title="This version could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data ? (
          <MarkdownContent className="break-words">
            {withoutLeadingTitle(query.data.content, query.data.title)}
          </MarkdownContent>
        ) : (
          <LoadingLines label="The version is loading." />
        )}
      </div>
    </>
  );
}

/** The article's versions: the current one, then each earlier one, newest first; any earlier one opens read-only. */
export function ArticleHistory({ article, onClose }: { article: Knowledge; onClose: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  const versions = useArticleVersions(article.id);
  const authorName = useAuthorName();
  if (open !== null) return <EarlierVersion article={article} version={open} onBack={() => setOpen(null)} />;

  return (
    <>
      <DialogHeader className="mb-4">
        <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={onClose}>
          <ArrowLeft aria-hidden="true" />
          Back to the article
        </Button>
        <DialogTitle className="mt-2 flex items-center gap-2 text-xl/7 break-words">
          <History aria-hidden="true" className="size-5 text-slate-400" />
          History of “{article.title}”
        </DialogTitle>
        <DialogDescription>
          Every edit keeps the text it replaced. Open a version to read it as it was.
        </DialogDescription>
      </DialogHeader>
      {versions.isError ? (
        <LoadError
          title="The history could not be loaded"
          error={versions.error}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      ) : !versions.data ? (
        <LoadingLines label="The history is loading." />
      ) : (
        <ol aria-label="Versions" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">Version {article.version} (current)</p>
              <p className="text-sm text-slate-600">
                {authorName(article.editedBy ?? article.authorId) ?? 'Unknown author'} · {formatDate(article.updatedAt)}
              </p>
            </div>
          </li>
          {versions.data.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-slate-900">
                  Version {version.version}: {version.title}
                </p>
                <p className="text-sm text-slate-600">
                  {authorName(version.editedBy) ?? 'Unknown author'} · {formatDate(version.writtenAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setOpen(version.version)}
                aria-label={`Read version ${version.version}`}
              >
                Read
              </Button>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
