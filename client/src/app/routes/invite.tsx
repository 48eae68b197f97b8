import { MailCheck, MailX } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { PageContainer } from '@/app/layout/page-header';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { useDialogs } from '@/features/onboarding/dialogs-context';
import { useAcceptInvitation, useInvitationPreview } from '@/features/workspaces/api/workspaces';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { showApiError } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';

/** A full-width action whose label names an address, which may be long: it wraps instead of overflowing. */
const WRAPPING_BUTTON = buttonClassName('default', 'default', 'h-auto min-h-10 py-2 text-center whitespace-normal');

const CLOSED: Record<'accepted' | 'revoked' | 'expired', string> = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was revoked. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you for a new one.',
};

/** /invite/{token}: what the mailed link invites to, and accepting it as the invited address. */
export default function InvitePage() {
  useDocumentTitle('Invitation');
  const { token = '' } = useParams<{ token: string }>();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const { data: me } = useCurrentUser();
  const { switchTo } = useCurrentWorkspace();
  const [, navigate] = useLocation();
  const { openSignup } = useDialogs();

  if (preview.isPending) return null;
  if (preview.isError) {
    const unknown = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <PageContainer>
        {unknown || (preview.error instanceof ApiError && preview.error.status === 400) ? (
          <EmptyState
            icon={MailX}
            title="Invitation not found"
            description="The link may be incomplete, or a newer invitation replaced it. Ask for a new one."
          />
        ) : (
          <LoadError
            title="Could not load the invitation"
            error={preview.error}
            onRetry={() => void preview.refetch()}
          />
        )}
      </PageContainer>
    );
  }

  const invitation = preview.data;
  const role = invitation.role === 'admin' ? 'an admin' : 'a member';
  const signInHref = `/signin?${new URLSearchParams({ next: `/invite/${token}`, email: invitation.email })}`;

  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <MailCheck aria-hidden="true" className="mb-2 size-8 text-brand-600" />
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Join {invitation.workspaceName}</h1>
          <CardDescription>
            You are invited to join {invitation.workspaceName} on Skillweave as {role}. The invitation is for{' '}
            <strong className="text-slate-900">{invitation.email}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {invitation.state !== 'pending' ? (
            <p role="status" className="text-sm text-slate-700">
              {CLOSED[invitation.state]}
            </p>
          ) : !me?.signedIn ? (
            <>
              <Link href={signInHref} className={WRAPPING_BUTTON}>
                Sign in as {invitation.email} to accept
              </Link>
              <p className="text-sm text-slate-600">
                New to Skillweave?{' '}
                <Button variant="link" className="h-auto px-0" onClick={openSignup}>
                  Start your free trial
                </Button>{' '}
                with {invitation.email}, then open this link again.
              </p>
            </>
          ) : me.user.email?.toLowerCase() !== invitation.email ? (
            <>
              <p className="text-sm text-slate-600">You are signed in as {me.user.email}.</p>
              <Link href={signInHref} className={WRAPPING_BUTTON}>
                Sign in as {invitation.email} to accept
              </Link>
            </>
          ) : !me.emailVerified ? (
            <>
              <p className="text-sm text-slate-600">
                First confirm that {invitation.email} is yours: we mail it a sign-in code.
              </p>
              <Link href={signInHref} className={WRAPPING_BUTTON}>
                Confirm {invitation.email} to accept
              </Link>
            </>
          ) : (
            <>
              <SubmitButton
                type="button"
                pending={accept.isPending}
                pendingLabel="Joining..."
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: (workspace) => {
                      switchTo(workspace.id);
                      toast({ title: `Welcome to ${workspace.name}` });
                      navigate('/knowledge');
                    },
                    onError: (error) =>
                      showApiError(error, { sentence: 'Failed to accept the invitation', serverReason: 'instead' }),
                  })
                }
              >
                Accept and join
              </SubmitButton>
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
