import { Clock, Video } from 'lucide-react';

/** A person card's footer figures: sessions under way and hours contributed, named for screen readers. */
export function SessionFigures({
  activeSessions,
  hoursContributed,
}: {
  activeSessions: number;
  hoursContributed: number;
}) {
  return (
    <dl className="flex gap-4 text-sm text-slate-600">
      <div className="flex items-center gap-1.5">
        <Video aria-hidden="true" className="size-4" />
        <dt className="sr-only">Active sessions</dt>
        <dd className="tabular-nums">
          {activeSessions} {activeSessions === 1 ? 'session' : 'sessions'}
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        <dt className="sr-only">Hours contributed</dt>
        <dd className="tabular-nums">{hoursContributed}h</dd>
      </div>
    </dl>
  );
}
