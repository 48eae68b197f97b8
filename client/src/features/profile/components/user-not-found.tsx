import { UserX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClassName } from '@/components/ui/button';

/** The "User Not Found" page: the id names no one (or is not an id at all). */
export function UserNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UserX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-semibold tracking-tight">User Not Found</h1>
      <p className="mt-3 text-slate-600">This profile does not exist, or the link to it is incomplete.</p>
      <Link href="/" className={buttonClassName('default', 'default', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
