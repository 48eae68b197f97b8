import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import type { LearningSession } from '@common/schemas/sessions';
import { formatSessionCount, sortSessions } from '../session-display';
import { SessionCard } from './session-card';
import { SessionCardSkeleton } from './session-card-skeleton';

export interface SessionListProps {
  /** Section heading, also its accessible name (e.g. "My sessions"). */
  title: string;
  description: string;
  /** Prefix for element ids, unique per list on the page. */
  id: string;
  sessions: LearningSession[] | undefined;
  /** True until both the list and the current user are known. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  currentUserId: string | undefined;
  mentorNames: ReadonlyMap<string, string>;
  onOpenSession: (sessionId: string) => void;
  empty: { icon: LucideIcon; title: string; description: string; action?: ReactNode };
  /** The whole list's size when the server said it; the loaded sessions may be only its first pages. */
  total?: number;
  /** The next page: whether there is one, loading it, and why it failed to load. */
  more?: { available: boolean; loading: boolean; error: unknown; load: () => void };
}

const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

/** A titled list of session cards with its loading, error (with retry) and empty states. */
export function SessionList({
  title,
  description,
  id,
  sessions,
  loading,
  error,
  onRetry,
  currentUserId,
  mentorNames,
  onOpenSession,
  empty,
  total,
  more,
}: SessionListProps) {
  const headingId = `${id}-heading`;
  const ready = !loading && !error && sessions !== undefined && currentUserId !== undefined;

  return (
    <section aria-labelledby={headingId} aria-busy={loading || undefined} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        {ready ? (
          <span className="text-sm text-slate-500 tabular-nums">{formatSessionCount(sessions, total)}</span>
        ) : null}
        <p className="w-full text-sm text-slate-600">{description}</p>
      </div>

      {error ? (
        <LoadError title="Could not load sessions" error={error} onRetry={onRetry} />
      ) : loading ? (
        <div className={GRID}>
          <Spinner label={`Loading ${title.toLowerCase()}`} className="sr-only" />
          <SessionCardSkeleton />
          <SessionCardSkeleton />
          <SessionCardSkeleton />
        </div>
      ) : ready && sessions.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={empty.action}
          className="py-10"
        />
      ) : ready ? (
        <>
          <ul className={GRID}>
            {sortSessions(sessions).map((session) => (
              <li key={session.id} className="flex">
                <SessionCard
                  session={session}
                  currentUserId={currentUserId}
                  mentorName={mentorNames.get(session.mentorId)}
                  idPrefix={id}
                  onOpen={onOpenSession}
                />
              </li>
            ))}
          </ul>
          {more?.error ? (
            <LoadError title="Could not load more sessions" error={more.error} onRetry={more.load} />
          ) : more?.available ? (
            <SubmitButton
              type="button"
              variant="outline"
              className="self-center"
              pending={more.loading}
              pendingLabel="Loading more sessions..."
              keepFocus
              onClick={more.load}
            >
              Show more sessions
              {total !== undefined ? ` (${sessions.length} of ${total} shown)` : null}
            </SubmitButton>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
