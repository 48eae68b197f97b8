import { MailCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * In place of a form the server refuses until the person's address is proven (a passkey, a workspace, an
 * invitation): says why, and offers the way, a sign-in with a code mailed to the address, which comes back here.
 */
export function ConfirmEmailNotice({
  email,
  action,
  className,
}: {
  email: string | null;
  /** Completes "To ... , first confirm ...", e.g. "add a passkey". */
  action: string;
  className?: string;
}) {
  const [location] = useLocation();
  const query = new URLSearchParams({ next: location });
  if (email) query.set('email', email);
  return (
    <div
      role="note"
      aria-label="Confirm your email"
      className={cn('flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm', className)}
    >
      <p className="text-slate-800">
        To {action}, first confirm that{' '}
        {email ? <strong className="font-semibold break-all">{email}</strong> : 'your email'} is yours: sign in with a
        6-digit code we send to it. Until then, anyone could have signed up with that address.
      </p>
      <Link href={`/signin?${query.toString()}`} className={buttonClassName('outline', 'sm', 'self-start')}>
        <MailCheck aria-hidden="true" />
        Confirm my email
      </Link>
    </div>
  );
}
