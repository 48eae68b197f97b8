import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Avatar } from './avatar';
import { SessionFigures } from './session-figures';

/**
 * The frame of a directory card (the team page's colleagues, the HR demo's employees): who they are at the top,
 * what the directory says about them in the middle, their session figures and one action at the foot.
 */
export function PersonCard({
  headingId,
  name,
  initials,
  role,
  department,
  activeSessions,
  hoursContributed,
  action,
  children,
}: {
  headingId: string;
  name: string;
  initials: string;
  role: string;
  department: string;
  activeSessions: number;
  hoursContributed: number;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <Avatar initials={initials} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {name}
          </h3>
          {/* Wraps rather than cuts: at 375 px a long role such as "Senior Backend Engineer" must stay readable. */}
          <p className="text-sm break-words text-slate-600">{role}</p>
        </div>
        <Badge variant="secondary">{department}</Badge>
      </div>

      {children}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <SessionFigures activeSessions={activeSessions} hoursContributed={hoursContributed} />
        {action}
      </div>
    </article>
  );
}
