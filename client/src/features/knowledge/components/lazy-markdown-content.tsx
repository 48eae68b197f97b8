import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/spinner';

/*
 * The Markdown renderer (react-markdown, remark-gfm and their parser) is most of the knowledge page's code,
 * and the page needs it only once an article is opened: it loads then, so a phone draws the hub sooner.
 */
const loadMarkdownContent = () => import('./markdown-content');
const MarkdownContentChunk = lazy(async () => ({ default: (await loadMarkdownContent()).MarkdownContent }));

/** Starts loading the renderer early (an article is being opened), so its text is not kept waiting for it. */
export function preloadMarkdownContent(): void {
  void loadMarkdownContent();
}

/** MarkdownContent, loaded on first use; three grey lines hold its place for the moment it takes. */
export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">The article is loading.</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      }
    >
      <MarkdownContentChunk className={className}>{children}</MarkdownContentChunk>
    </Suspense>
  );
}
