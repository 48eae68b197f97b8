import { PauseCircle, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { PersonCard } from '@/components/directory/person-card';
import { SkillList } from '@/components/directory/skill-list';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { initials } from '@/lib/initials';
import type { TeamMember } from '@common/schemas/team';

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
  return (
    <PersonCard
      headingId={`team-${person.id}-name`}
      name={person.fullName}
      initials={initials(person.fullName)}
      role={person.role || 'Professional'}
      department={person.department}
      activeSessions={person.activeSessions}
      hoursContributed={person.hoursContributed}
      action={
        <Button asChild variant="outline" size="sm">
          <Link href={`/profile/${person.id}`} aria-label={`View Profile: ${person.fullName}`}>
            <UserRound aria-hidden="true" /> View Profile
          </Link>
        </Button>
      }
    >
      <Match person={person} />
      <SkillList label="Skills offered" skills={person.offered} variant="success" />
      <SkillList label="Skills requested" skills={person.requested} variant="default" />
    </PersonCard>
  );
}
