import { Loader2 } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** An animated ring with a text alternative; `label` is read by screen readers. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-500', className)}>
      <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A grey placeholder block in the shape of content that is still loading. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/70 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** Centered spinner for a whole page or panel while its code or data loads. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

/**
 * What the shell shows while a page's code (or what the page waits for before it can draw anything) loads.
 * It fills the screen so the footer stays below the fold: a short placeholder let the footer be drawn
 * in view and then pushed down when the page arrived, the largest layout shift of a first visit.
 */
export function PageLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <div data-page-loading="" className="flex min-h-dvh items-start justify-center pt-[25vh]">
      <Spinner label={label} />
    </div>
  );
}
