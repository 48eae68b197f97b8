import { Avatar } from '@/components/directory/avatar';
import { SkillList } from '@/components/directory/skill-list';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SheetContent } from '@/components/ui/sheet';
import type { DemoEmployee } from './employees';
import { MatchScore } from './match-score';

/** The "View Profile" side panel: everything the demo knows about one employee. */
export function EmployeeSheet({
  employee,
  open,
  onOpenChange,
}: {
  /** The last employee chosen; kept while closing so the panel does not empty mid-animation. */
  employee: DemoEmployee | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open && employee !== null} onOpenChange={onOpenChange}>
      <SheetContent>
        {employee ? (
          <div className="flex flex-col gap-6">
            <div className="flex items-center gap-4 pr-8">
              <Avatar initials={employee.avatar} size="lg" />
              <div>
                <DialogTitle className="text-xl font-semibold text-slate-900">{employee.name}</DialogTitle>
                <DialogDescription className="text-sm text-slate-600">
                  {employee.role} · {employee.department}
                </DialogDescription>
              </div>
            </div>

            <MatchScore employee={employee} />

            <dl className="grid grid-cols-2 gap-3">
              <div className="flex flex-col rounded-lg border border-slate-200 p-4">
                <dt className="text-xs text-slate-500">Active sessions</dt>
                <dd className="order-first text-2xl font-semibold text-slate-900 tabular-nums">
                  {employee.activeSessions}
                </dd>
              </div>
              <div className="flex flex-col rounded-lg border border-slate-200 p-4">
                <dt className="text-xs text-slate-500">Hours contributed</dt>
                <dd className="order-first text-2xl font-semibold text-slate-900 tabular-nums">
                  {employee.hoursContributed}
                </dd>
              </div>
            </dl>

            <SkillList label="Skills offered" skills={employee.skillsOffered} variant="success" />
            <SkillList label="Skills requested" skills={employee.skillsRequested} variant="default" />

            <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
              {employee.name.split(' ')[0]} can teach {employee.skillsOffered.join(', ')} and wants to learn{' '}
              {employee.skillsRequested.join(' and ')}. Skillweave suggests swaps with colleagues whose skills match.
            </p>
          </div>
        ) : null}
      </SheetContent>
    </Dialog>
  );
}
