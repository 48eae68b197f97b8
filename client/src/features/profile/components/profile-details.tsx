import { Briefcase, Building, CalendarDays, Compass, Mail, Target, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '@common/schemas/users';
import { displayRole, formatMemberSince, industryLabel, mainGoalLabel } from '../format';

/** One fact of the profile; dt and dd are siblings in one div, the only grouping a <dl> allows. */
function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** View mode: who the user is and what they can already do. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid gap-5 sm:grid-cols-2">
          {/* The server sends an email only to its owner and to admins of a workspace both share. */}
          {user.email !== null ? (
            <Detail icon={Mail} label="Email">
              {user.email}
            </Detail>
          ) : null}
          <Detail icon={Briefcase} label="Current Role">
            {displayRole(user.role)}
          </Detail>
          {user.targetRole ? (
            <Detail icon={Compass} label="Working toward">
              {user.targetRole}
            </Detail>
          ) : null}
          <Detail icon={Building} label="Industry">
            {industryLabel(user.industry)}
          </Detail>
          <Detail icon={Target} label="Main Goal">
            {mainGoalLabel(user.mainGoal)}
          </Detail>
          <Detail icon={CalendarDays} label="Member Since">
            {formatMemberSince(user.createdAt)}
          </Detail>
        </dl>

        <div className="border-t border-slate-100 pt-5">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Skills</h3>
          {user.skills.length === 0 ? (
            <p className="text-sm text-slate-500">No skills added yet</p>
          ) : (
            <ul aria-label="Skills" className="flex flex-wrap gap-2">
              {user.skills.map((skill) => (
                <li key={skill} className="max-w-full min-w-0">
                  {/* A long name wraps between words instead of being cut; the title shows it whole on hover. */}
                  <Badge title={skill} className="max-w-full px-3 py-1 text-sm wrap-anywhere whitespace-normal!">
                    {skill}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
