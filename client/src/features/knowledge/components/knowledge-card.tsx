import { Eye } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/relative-time';
import { stripInlineMarkdown } from '@common/markdown-text';
import type { HighlightSegment, KnowledgeSummary } from '@common/schemas/knowledge';
import { pluralize } from '../lib/format';
import { HelpfulButton } from './helpful-button';
import { HighlightedText } from './highlighted-text';
import { AiGeneratedBadge, CategoryBadge, TagList } from './knowledge-badges';

export interface KnowledgeCardProps {
  /** What lists and search answer: the card's fields and an excerpt, not the article's text. */
  article: KnowledgeSummary;
  /** Search highlights; without them the card shows the plain title and the excerpt the server made. */
  highlight?: { title: readonly HighlightSegment[]; snippet: readonly HighlightSegment[] };
  authorName: string | undefined;
  onOpen: (id: string) => void;
  /** Marks a card the user has just created, so it is easy to spot in the list. */
  isNew?: boolean;
}

/** Snippets come from the raw Markdown: keep the words and the highlights, drop the syntax. */
function readableSnippet(segments: readonly HighlightSegment[]): HighlightSegment[] {
  return segments
    .map((segment) => ({ ...segment, text: stripInlineMarkdown(segment.text) }))
    .filter((segment) => segment.text.trim() !== '');
}

/**
 * One article in the list. The title is the card's button (its click area stretches over the card);
 * "Helpful" sits above that area so it stays its own control.
 */
export function KnowledgeCard({ article, highlight, authorName, onOpen, isNew = false }: KnowledgeCardProps) {
  const snippet = highlight ? readableSnippet(highlight.snippet) : [];
  const date = formatDate(article.createdAt);
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full w-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-[border-color,box-shadow] duration-150',
        'hover:border-slate-300 hover:shadow-sm',
        isNew && 'border-brand-300 ring-2 ring-brand-100',
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <CategoryBadge category={article.category} />
        {article.aiGenerated ? <AiGeneratedBadge /> : null}
        {isNew ? <span className="text-xs font-medium text-brand-700">Just added</span> : null}
      </div>

      <h3 id={titleId} className="mt-3 text-base/6 font-semibold text-slate-900">
        <button
          type="button"
          data-knowledge-open={article.id}
          onClick={() => onOpen(article.id)}
          className={cn(
            'text-left break-words hover:text-brand-700 focus-visible:outline-none',
            'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
            'after:outline-brand-600 focus-visible:after:outline-2 focus-visible:after:outline-offset-2',
          )}
        >
          {highlight ? <HighlightedText segments={highlight.title} /> : article.title}
        </button>
      </h3>

      <p className="mt-2 line-clamp-3 text-sm/6 break-words text-slate-600">
        {highlight && snippet.length > 0 ? <HighlightedText segments={snippet} /> : article.excerpt}
      </p>

      <TagList tags={article.tags} max={4} className="mt-3 flex flex-wrap gap-1.5" />

      <div className="mt-auto pt-4">
        <p className="truncate text-xs text-slate-500">
          {authorName ?? 'Unknown author'}
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.createdAt}>{date}</time>
            </>
          ) : null}
        </p>
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <span className="inline-flex items-center gap-1.5 text-xs text-slate-500 tabular-nums">
            <Eye aria-hidden="true" className="size-4 text-slate-400" />
            {pluralize(article.viewCount, 'view')}
          </span>
          <HelpfulButton
            knowledgeId={article.id}
            count={article.helpfulCount}
            likedByMe={article.likedByMe}
            className="relative z-10"
          />
        </div>
      </div>
    </article>
  );
}
