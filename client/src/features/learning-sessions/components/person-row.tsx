import { initials } from '@/lib/initials';
import type { SessionPerson } from '@common/schemas/sessions';

/** A person in a session: an initials avatar, the name, and their role as a secondary line when they gave one. */
export function PersonRow({ person }: { person: SessionPerson }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
      >
        {initials(person.fullName)}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-slate-900">{person.fullName}</p>
        {person.role ? <p className="text-xs break-words text-slate-500">{person.role}</p> : null}
      </div>
    </div>
  );
}
