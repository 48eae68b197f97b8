import type { ReactNode } from 'react';
import { initials } from '@/lib/initials';
import type { User } from '@common/schemas/users';
import { displayRole } from '../format';

/** The page's h1: avatar, name and role, with the Edit Profile / Cancel toggle on the right. */
export function ProfileHeader({ user, actions }: { user: User; actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700"
        >
          {initials(user.fullName)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{user.fullName}</h1>
          <p className="mt-1 text-slate-600">{displayRole(user.role)}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">{actions}</div>
    </div>
  );
}
