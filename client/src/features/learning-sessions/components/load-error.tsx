import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { serverReason } from '../failure-description';

/** A failed read: what could not load, why when the server said, and a retry (reads never retry on their own). */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger-600/30 bg-danger-50 p-5">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-danger-700">{title}</p>
          <p className="text-slate-700">{serverReason(error) ?? 'Something went wrong on our side. Please try again.'}</p>
        </div>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" /> Retry
        </Button>
      </div>
    </div>
  );
}
