import { FileClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/relative-time';
import { useDrafts } from '../api/get-drafts';
import { pluralize } from '../lib/format';

/**
 * The current user's generated drafts in this workspace, waiting for review: shown above the hub only when
 * there are some, so a draft closed without publishing is never lost.
 */
export function YourDrafts({ companyId, onOpen }: { companyId: string; onOpen: (id: string) => void }) {
  const drafts = useDrafts(companyId);
  if (!drafts.data || drafts.data.length === 0) return null;
  return (
    <section
      aria-labelledby="your-drafts-title"
      className="rounded-xl border border-warning-700/30 bg-warning-50 px-4 py-3 sm:px-5"
    >
      <h3 id="your-drafts-title" className="flex items-center gap-2 text-sm font-semibold text-warning-700">
        <FileClock aria-hidden="true" className="size-4" />
        Your drafts: {pluralize(drafts.data.length, 'draft')} waiting for review, seen only by you
      </h3>
      <ul className="mt-2 flex flex-col divide-y divide-warning-700/15">
        {drafts.data.map((draft) => (
          <li key={draft.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-slate-900">{draft.title}</p>
              <p className="text-xs text-slate-600">
                {draft.category} · generated {formatDate(draft.createdAt)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onOpen(draft.id)}
              aria-label={`Review the draft “${draft.title}”`}
              data-knowledge-open={draft.id}
            >
              Review
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
