import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { formatDate, formatWhen } from '@/lib/relative-time';
import type { SignInSession } from '@common/schemas/account';
import { useEndSignInSession } from '../api/end-sign-in-session';
import { useSignInSessions } from '../api/get-sign-in-sessions';
import { deviceSummary } from '../device-summary';

function SessionRow({ session }: { session: SignInSession }) {
  const endSession = useEndSignInSession();
  const device = deviceSummary(session.userAgent);
  const signOutThere = () =>
    endSession.mutate(session.id, {
      onSuccess: () => toast({ title: 'Signed out', description: `${device} is signed out.`, variant: 'success' }),
      onError: (error) =>
        showApiError(error, {
          sentence: 'Could not sign out that browser. Please try again.',
          serverReason: 'instead',
        }),
    });

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div>
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {device}
            {session.current ? <Badge variant="success">This browser</Badge> : null}
          </p>
          <p className="text-sm text-slate-600">
            Last seen {formatWhen(session.lastSeenAt)} · signed in {formatDate(session.createdAt)}
            {session.ipAddress ? ` · ${session.ipAddress}` : null}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <SubmitButton
          type="button"
          variant="outline"
          size="sm"
          keepFocus
          pending={endSession.isPending}
          pendingLabel="Signing out..."
          icon={<LogOut aria-hidden="true" />}
          aria-label={`Sign out ${device}, last seen ${formatWhen(session.lastSeenAt)}`}
          onClick={signOutThere}
        >
          Sign out
        </SubmitButton>
      )}
    </li>
  );
}

/** "Where you're signed in": every session of the person, each other one with its own Sign out. */
export function SessionsCard({ footer }: { footer: ReactNode }) {
  const sessions = useSignInSessions();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Where you&apos;re signed in</CardTitle>
        <CardDescription>Browsers and devices that are signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {sessions.isPending ? (
          <Spinner label="Loading where you are signed in" />
        ) : sessions.isError ? (
          <LoadError
            title="Could not load where you are signed in"
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : (
          <ul aria-label="Signed-in browsers" className="divide-y divide-slate-200">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
