import { UserRound } from 'lucide-react';
import { PersonCard } from '@/components/directory/person-card';
import { SkillList } from '@/components/directory/skill-list';
import { Button } from '@/components/ui/button';
import type { DemoEmployee } from './employees';
import { MatchScore } from './match-score';

/** One employee: match score, skills both ways, activity, and the button that opens their panel. */
export function EmployeeCard({
  employee,
  onViewProfile,
}: {
  employee: DemoEmployee;
  onViewProfile: (employee: DemoEmployee) => void;
}) {
  return (
    <PersonCard
      headingId={`employee-${employee.id}-name`}
      name={employee.name}
      initials={employee.avatar}
      role={employee.role}
      department={employee.department}
      activeSessions={employee.activeSessions}
      hoursContributed={employee.hoursContributed}
      action={
        <Button
          variant="outline"
          size="sm"
          onClick={() => onViewProfile(employee)}
          aria-label={`View Profile: ${employee.name}`}
        >
          <UserRound aria-hidden="true" /> View Profile
        </Button>
      }
    >
      <MatchScore employee={employee} />
      <SkillList label="Skills offered" skills={employee.skillsOffered} variant="success" />
      <SkillList label="Skills requested" skills={employee.skillsRequested} variant="default" />
    </PersonCard>
  );
}
