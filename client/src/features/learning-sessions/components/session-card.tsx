import { Ban, CalendarDays, Check, Hourglass, Lightbulb, Mic, Star, UserRound, Users } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { SESSION_TYPE_LABELS } from '@common/constants';
import type { LearningSession } from '@common/schemas/sessions';
import { formatDuration, formatRating, formatScheduledFor, formatSeats, formatWaitlistPlace } from '../session-display';
import { JoinButton } from './join-button';
import { SessionStatusBadge } from './session-status-badge';

export interface SessionCardProps {
  session: LearningSession;
  currentUserId: string;
  /** The mentor's fullName from the users list; undefined while that list loads or if it failed. */
  mentorName: string | undefined;
  /** Lets the same session appear in two lists without duplicate element ids. */
  idPrefix: string;
  /** Opens the session's detail view (its title is the button). */
  onOpen: (sessionId: string) => void;
}

/** One learning session: what, when, who hosts, seats taken, and the user's relation to it or the join action. */
export function SessionCard({ session, currentUserId, mentorName, idPrefix, onOpen }: SessionCardProps) {
  const titleId = `${idPrefix}-${session.id}-title`;
  const hosting = session.mentorId === currentUserId;
  const joined = !hosting && session.learnerIds.includes(currentUserId);
  const waitlistPosition = session.waitlistIds.indexOf(currentUserId) + 1;
  const rating = formatRating(session.averageRating, session.ratingCount);
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
            {SESSION_TYPE_LABELS[session.sessionType]}
          </p>
          {/* Focusable from script only: after a join the button goes away, and focus lands here, not on <body>. */}
          <h4
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            className="mt-1 text-base font-semibold break-words focus-visible:outline-offset-4"
          >
            {/* The title opens the detail (description, times in the reader's zone, who has joined). */}
            <button
              type="button"
              onClick={() => onOpen(session.id)}
              aria-haspopup="dialog"
              className="rounded-sm text-left break-words text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {session.title}
            </button>
          </h4>
        </div>
        <SessionStatusBadge status={session.status} />
      </div>

      {session.cancelReason !== null && session.status === 'cancelled' ? (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className="min-w-0">Cancelled: {session.cancelReason}</span>
        </p>
      ) : null}

      {session.description ? <p className="line-clamp-3 text-sm text-slate-600">{session.description}</p> : null}

      <dl className="grid gap-2 text-sm text-slate-700">
        <div className="flex items-start gap-2">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <dt className="sr-only">Skill topic</dt>
          <dd className="min-w-0 break-words">{session.skillTopic}</dd>
        </div>
        <div className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <dt className="sr-only">Scheduled for</dt>
          <dd>
            <time dateTime={session.scheduledFor}>{formatScheduledFor(session.scheduledFor)}</time>
            <span aria-hidden="true" className="px-1.5 text-slate-300">
              ·
            </span>
            <span className="sr-only">, </span>
            {formatDuration(session.duration)}
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <dt className="sr-only">Mentor</dt>
          {/* Hosted by someone the users list does not (yet) name: still say who, in general terms. */}
          <dd className="min-w-0 break-words">Hosted by {mentorName ?? 'a colleague'}</dd>
        </div>
        {rating ? (
          <div className="flex items-start gap-2">
            <Star aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
            <dt className="sr-only">Rating</dt>
            <dd className="tabular-nums">{rating}</dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Users aria-hidden="true" className="size-4 text-slate-400" />
          <span className="sr-only">Seats: </span>
          <span className="tabular-nums">{formatSeats(session.learnerIds.length, session.maxLearners)}</span>
        </p>
        {hosting ? (
          <Badge variant="solid">
            <Mic aria-hidden="true" />
            Hosting
          </Badge>
        ) : null}
        {joined ? (
          <Badge variant="success">
            <Check aria-hidden="true" />
            Joined
          </Badge>
        ) : null}
        {waitlistPosition > 0 ? (
          <Badge variant="warning">
            <Hourglass aria-hidden="true" />
            {formatWaitlistPlace(waitlistPosition)}
          </Badge>
        ) : null}
        <JoinButton
          session={session}
          currentUserId={currentUserId}
          describedBy={titleId}
          onJoined={() => titleRef.current?.focus()}
        />
      </div>
    </article>
  );
}
