import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/spinner';

export interface MetricCardProps {
  icon: LucideIcon;
  label: string;
  /** The formatted figure; undefined while it loads. */
  value: string | undefined;
  /** What the figure counts, e.g. "People active in the last 30 days". */
  caption: string;
  /** More about the figure under its caption, e.g. how it is computed. */
  footer?: ReactNode;
}

/** One figure in the dashboard's <dl>: label, big tabular number, and what it counts. */
export function MetricCard({ icon: Icon, label, value, caption, footer }: MetricCardProps) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        {label}
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </dt>
      <dd className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
        {value === undefined ? (
          <>
            <Skeleton className="h-9 w-24" />
            <span className="sr-only">Loading</span>
          </>
        ) : (
          value
        )}
      </dd>
      <dd className="mt-1 text-xs/5 text-slate-500">{caption}</dd>
      {footer ? <dd className="mt-2">{footer}</dd> : null}
    </div>
  );
}
