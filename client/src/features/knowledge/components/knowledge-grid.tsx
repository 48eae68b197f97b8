import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/spinner';

/** The responsive grid both the list and the search results use: 1 column on phones, 2 on tablets, 3 on wide screens. */
export function KnowledgeGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  );
}

/** Card-shaped placeholders while articles load. */
export function KnowledgeGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Loading knowledge</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex h-64 flex-col rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="flex gap-2">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-4 h-5 w-4/5" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <div className="mt-auto flex items-center justify-between border-t border-slate-100 pt-3">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-8 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
