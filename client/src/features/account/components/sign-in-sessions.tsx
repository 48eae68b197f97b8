import { Laptop, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import type { SignInSession } from '@common/schemas/account';
import { useEndSession, useSignInSessions, useSignOutEverywhere } from '../api/account';

/** "Chrome on macOS" from a user agent: enough to recognise a device, no library for it. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? 'A browser';
  const system =
    [
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Android', 'Android'],
      ['Mac OS X', 'macOS'],
      ['Windows', 'Windows'],
      ['Linux', 'Linux'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? 'an unknown system';
  return `${browser} on ${system}`;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: SignInSession }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex items-start gap-3">
        <Laptop aria-hidden="true" className="mt-0.5 size-5 text-slate-400" />
        <div>
          <p className="font-medium text-slate-900">
            {describeDevice(session.userAgent)} {session.current ? <Badge variant="success">This browser</Badge> : null}
          </p>
          <p className="text-sm text-slate-500">
            Signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
            {session.ipAddress ? ` · ${session.ipAddress}` : ''}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <SubmitButton
          type="button"
          variant="outline"
          size="sm"
          pending={end.isPending}
          pendingLabel="Signing out..."
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast({ title: 'Signed out there', description: describeDevice(session.userAgent) }),
              onError: (error) =>
                showApiError(error, { sentence: 'Failed to sign out there', serverReason: 'instead' }),
            })
          }
          aria-label={`Sign out of ${describeDevice(session.userAgent)}, last seen ${when(session.lastSeenAt)}`}
        >
          Sign out
        </SubmitButton>
      )}
    </li>
  );
}

/** Where the person is signed in, with sign-out per place and everywhere at once. */
export function SignInSessions() {
  const sessions = useSignInSessions();
  const everywhere = useSignOutEverywhere();
  const [, navigate] = useLocation();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle as="h2">Where you are signed in</CardTitle>
          <CardDescription>Sessions last 30 days from the last visit.</CardDescription>
        </div>
        <SubmitButton
          type="button"
          variant="outline"
          size="sm"
          pending={everywhere.isPending}
          pendingLabel="Signing out..."
          icon={<LogOut aria-hidden="true" />}
          onClick={() =>
            everywhere.mutate(undefined, {
              onSuccess: () => {
                navigate('/');
                toast({
                  title: 'Signed out everywhere',
                  description: 'Every browser and device needs to sign in again.',
                });
              },
              onError: (error) =>
                showApiError(error, { sentence: 'Failed to sign out everywhere', serverReason: 'instead' }),
            })
          }
        >
          Sign out everywhere
        </SubmitButton>
      </CardHeader>
      <CardContent>
        {sessions.isError ? (
          <LoadError
            title="Could not load your sessions"
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Sessions">
            {(sessions.data ?? []).map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
