import { PauseCircle, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { SessionFigures } from '@/components/directory/session-figures';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { initials } from '@/lib/initials';
import type { TeamMember } from '@common/schemas/team';

/** A labelled row of skill badges, or a short line when there are none. */
function Skills({ label, skills, variant }: { label: string; skills: readonly string[]; variant: BadgeVariant }) {
  return (
    <div>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      {skills.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">None marked yet</p>
      ) : (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant={variant}>{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Match({ person }: { person: TeamMember }) {
  if (person.isMe) return <p className="text-sm text-slate-600">This is you.</p>;
  if (person.matchScore === null)
    return (
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <PauseCircle aria-hidden="true" className="size-4" /> Matching paused
      </p>
    );
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between text-sm">
        <span className="text-slate-600">Match with you</span>
        <span className="font-semibold text-slate-900 tabular-nums">{person.matchScore}%</span>
      </div>
      <Progress value={person.matchScore} label={`${person.fullName} match with you`} />
    </div>
  );
}

/** One person of the workspace, in the HR demo card's look: match, skills both ways, activity, their profile. */
export function TeamCard({ person }: { person: TeamMember }) {
  const headingId = `team-${person.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
        >
          {initials(person.fullName)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {person.fullName}
          </h3>
          <p className="text-sm break-words text-slate-600">{person.role || 'Professional'}</p>
        </div>
        <Badge variant="secondary">{person.department}</Badge>
      </div>

      <Match person={person} />

      <Skills label="Skills offered" skills={person.offered} variant="success" />
      <Skills label="Skills requested" skills={person.requested} variant="default" />

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <SessionFigures activeSessions={person.activeSessions} hoursContributed={person.hoursContributed} />
        <Button asChild variant="outline" size="sm">
          <Link href={`/profile/${person.id}`} aria-label={`View Profile: ${person.fullName}`}>
            <UserRound aria-hidden="true" /> View Profile
          </Link>
        </Button>
      </div>
    </article>
  );
}
