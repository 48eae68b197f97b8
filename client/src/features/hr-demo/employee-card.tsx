import { UserRound } from 'lucide-react';
import { SessionFigures } from '@/components/directory/session-figures';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DemoEmployee } from './employees';
import { MatchScore } from './match-score';
import { SkillList } from './skill-list';

export function Avatar({ initials, size = 'md' }: { initials: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={
        size === 'lg'
          ? 'flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700'
          : 'flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700'
      }
    >
      {initials}
    </span>
  );
}

/** One employee: match score, skills both ways, activity, and the button that opens their panel. */
export function EmployeeCard({
  employee,
  onViewProfile,
}: {
  employee: DemoEmployee;
  onViewProfile: (employee: DemoEmployee) => void;
}) {
  const headingId = `employee-${employee.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <Avatar initials={employee.avatar} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {employee.name}
          </h3>
          {/* Wraps rather than cuts: at 375 px a long role such as "Senior Backend Engineer" must stay readable. */}
          <p className="text-sm break-words text-slate-600">{employee.role}</p>
        </div>
        <Badge variant="secondary">{employee.department}</Badge>
      </div>

      <MatchScore employee={employee} />

      <SkillList label="Skills offered" skills={employee.skillsOffered} variant="success" />
      <SkillList label="Skills requested" skills={employee.skillsRequested} variant="default" />

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <SessionFigures activeSessions={employee.activeSessions} hoursContributed={employee.hoursContributed} />
        <Button
          variant="outline"
          size="sm"
          onClick={() => onViewProfile(employee)}
          aria-label={`View Profile: ${employee.name}`}
        >
          <UserRound aria-hidden="true" /> View Profile
        </Button>
      </div>
    </article>
  );
}
