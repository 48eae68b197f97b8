import { Ban, CalendarDays, Clock, Lightbulb, Star, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/spinner';
import { formatOrdinal } from '@/lib/english-format';
import { SESSION_TYPE_LABELS } from '@common/constants';
import type { LearningSessionDetail } from '@common/schemas/sessions';
import { useSessionDetail } from '../api/get-session-detail';
import { formatDuration, formatRating, formatSeats, formatSessionTime, formatTimeZone } from '../session-display';
import { JoinButton } from './join-button';
import { PersonRow } from './person-row';
import { AttendanceForm, RatingForm } from './session-feedback';
import { AddToCalendarLink, LeaveSessionButton } from './session-participation';
import { SessionStatusBadge } from './session-status-badge';

// The host's reschedule and cancel forms (react-hook-form, zod) load only for the host of an upcoming session.
const SessionHostActions = lazy(() =>
  import('./session-host-actions').then((module) => ({ default: module.SessionHostActions })),
);

export interface SessionDetailDialogProps {
  /** The session to show; null closes the dialog. */
  sessionId: string | null;
  currentUserId: string;
  onClose: () => void;
}

function Detail({ icon: Icon, term, children }: { icon: typeof Clock; term: string; children: ReactNode }) {
  // dt and dd stay direct children of the row (a <dl> allows only that): the icon sits in the first column.
  return (
    <div className="grid grid-cols-[auto_1fr] content-start items-start gap-x-3">
      <Icon aria-hidden="true" className="row-span-2 mt-0.5 size-4 text-slate-400" />
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

function SessionDetailBody({ session, currentUserId }: { session: LearningSessionDetail; currentUserId: string }) {
  const hosting = session.mentorId === currentUserId;
  const learner = session.learnerIds.includes(currentUserId);
  const waitlistPosition = session.waitlistIds.indexOf(currentUserId) + 1;
  const upcoming = session.status === 'upcoming';
  const started = session.status === 'in-progress' || session.status === 'completed';
  const rating = formatRating(session.averageRating, session.ratingCount);
  return (
    <>
      <DialogHeader className="mb-4 pr-8">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {SESSION_TYPE_LABELS[session.sessionType]}
        </p>
        <DialogTitle className="break-words">{session.title}</DialogTitle>
        <div>
          <SessionStatusBadge status={session.status} />
        </div>
      </DialogHeader>

      {session.status === 'cancelled' && session.cancelReason ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className="min-w-0">Cancelled: {session.cancelReason}</span>
        </p>
      ) : null}

      {session.description ? (
        <DialogDescription className="mb-5 break-words whitespace-pre-line">{session.description}</DialogDescription>
      ) : (
        <DialogDescription className="sr-only">Details of this learning session.</DialogDescription>
      )}

      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail icon={CalendarDays} term="When">
          <time dateTime={session.scheduledFor}>{formatSessionTime(session.scheduledFor, session.duration)}</time>
          <span className="block text-xs text-slate-500">Your time zone: {formatTimeZone(session.scheduledFor)}</span>
        </Detail>
        <Detail icon={Clock} term="Duration">
          {formatDuration(session.duration)}
        </Detail>
        <Detail icon={Lightbulb} term="Skill topic">
          {session.skillTopic}
        </Detail>
        <Detail icon={Users} term="Seats">
          {formatSeats(session.learnerIds.length, session.maxLearners)}
          {waitlistPosition > 0 ? (
            <span className="block text-xs text-slate-500">
              You are {formatOrdinal(waitlistPosition)} on the waitlist
            </span>
          ) : null}
        </Detail>
        {rating ? (
          <Detail icon={Star} term="Rating">
            {rating}
          </Detail>
        ) : null}
      </dl>

      <section aria-labelledby="session-host-title" className="mt-6">
        <h3 id="session-host-title" className="mb-2 text-sm font-semibold text-slate-900">
          Host
        </h3>
        <PersonRow person={session.mentor} />
      </section>

      <section aria-labelledby="session-learners-title" className="mt-6">
        <h3 id="session-learners-title" className="mb-2 text-sm font-semibold text-slate-900">
          Who has joined <span className="font-normal text-slate-500 tabular-nums">({session.learners.length})</span>
        </h3>
        {session.learners.length === 0 ? (
          <p className="text-sm text-slate-600">No one has joined yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {session.learners.map((learner) => (
              <li key={learner.id}>
                <PersonRow person={learner} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {session.waitlist.length > 0 ? (
        <section aria-labelledby="session-waitlist-title" className="mt-6">
          <h3 id="session-waitlist-title" className="mb-2 text-sm font-semibold text-slate-900">
            Waitlist <span className="font-normal text-slate-500 tabular-nums">({session.waitlist.length})</span>
          </h3>
          <ol className="flex flex-col gap-3">
            {session.waitlist.map((person) => (
              <li key={person.id}>
                <PersonRow person={person} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {hosting && started ? <AttendanceForm session={session} /> : null}
      {session.attendeeIds?.includes(currentUserId) ? <RatingForm session={session} /> : null}

      <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 empty:hidden">
        {(hosting || learner) && session.status !== 'cancelled' ? <AddToCalendarLink session={session} /> : null}
        {hosting && upcoming ? (
          <Suspense fallback={null}>
            <SessionHostActions session={session} />
          </Suspense>
        ) : null}
        {learner && upcoming ? <LeaveSessionButton session={session} /> : null}
        <JoinButton session={session} currentUserId={currentUserId} />
      </div>
    </>
  );
}

/**
 * A session opened from its title: the full description, the host, when it runs in the reader's own time
 * zone (named, so nobody has to guess whose 10:00 it is), and who has joined, with the join action.
 */
export function SessionDetailDialog({ sessionId, currentUserId, onClose }: SessionDetailDialogProps) {
  const detail = useSessionDetail(sessionId);

  return (
    <Dialog open={sessionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl" aria-busy={detail.isPending || undefined}>
        {detail.isError ? (
          <>
            <DialogHeader className="mb-4 pr-8">
              <DialogTitle>Learning session</DialogTitle>
              <DialogDescription className="sr-only">The session could not be loaded.</DialogDescription>
            </DialogHeader>
            <LoadError title="Could not load this session" error={detail.error} onRetry={() => void detail.refetch()} />
          </>
        ) : detail.data ? (
          <SessionDetailBody session={detail.data} currentUserId={currentUserId} />
        ) : (
          <>
            <DialogHeader className="mb-4 pr-8">
              <DialogTitle>Loading session...</DialogTitle>
              <DialogDescription className="sr-only">The session's details are on their way.</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-9 w-2/3" />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
