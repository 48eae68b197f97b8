import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ConfirmEmailNotice } from '@/components/identity/confirm-email-notice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import {
  createInvitationSchema,
  INVITABLE_ROLES,
  type CreateInvitationInput,
  type Invitation,
  type Workspace,
} from '@common/schemas/workspaces';
import { useInvitations, useInvite, useResendInvitation, useRevokeInvitation } from '../api/workspaces';
import { ROLE_LABELS } from './members-card';

const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function InvitationRow({ workspaceId, invitation }: { workspaceId: string; invitation: Invitation }) {
  const resend = useResendInvitation(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{invitation.email}</p>
        <p className="text-sm text-slate-500">
          {ROLE_LABELS[invitation.role]} · invited{invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''} · link
          works until {new Date(invitation.expiresAt).toLocaleDateString()}
        </p>
      </div>
      <div className="flex gap-2">
        <SubmitButton
          type="button"
          variant="outline"
          size="sm"
          pending={resend.isPending}
          pendingLabel="Sending..."
          icon={<RotateCw aria-hidden="true" />}
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: () =>
                toast({ title: 'Invitation sent again', description: 'The earlier link no longer works.' }),
              onError: (error) => showApiError(error, { sentence: 'Failed to resend', serverReason: 'instead' }),
            })
          }
        >
          Resend
        </SubmitButton>
        <SubmitButton
          type="button"
          variant="outline"
          size="sm"
          pending={revoke.isPending}
          pendingLabel="Revoking..."
          icon={<X aria-hidden="true" />}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () => toast({ title: 'Invitation revoked', description: 'Its link no longer works.' }),
              onError: (error) => showApiError(error, { sentence: 'Failed to revoke', serverReason: 'instead' }),
            })
          }
        >
          Revoke
        </SubmitButton>
      </div>
    </li>
  );
}

/** Owners and admins invite by email, and resend or revoke pending invitations. */
export function InvitationsCard({ workspace }: { workspace: Workspace }) {
  const invitations = useInvitations(workspace.id, true);
  const invite = useInvite(workspace.id);
  // Invitations go out only from a proven address (an account made before that rule may still lack one).
  const me = useCurrentUser();
  const form = useForm<CreateInvitationInput>({
    resolver: zodResolver(createInvitationSchema),
    defaultValues: { email: '', role: 'member' },
  });

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        form.reset({ email: '', role: values.role });
        toast({ title: 'Invitation sent', description: `${invitation.email} gets a link to join ${workspace.name}.` });
      },
      onError: (error) =>
        showApiError(error, {
          sentence: 'Failed to invite',
          serverReason: 'instead',
          form: { setError: form.setError, fields: ['email', 'role'], conflictField: 'email' },
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invitations</CardTitle>
        <CardDescription>
          The mail carries a link that works for 7 days. Accepting needs signing in with the invited address.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {me.data && !me.data.emailVerified ? (
          <ConfirmEmailNotice email={me.data.user.email} action="invite people" />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
            <FormField label="Email" required error={form.formState.errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <SelectField control={form.control} name="role" label="Role" options={ROLE_OPTIONS} />
            <SubmitButton
              className="sm:mt-7"
              pending={invite.isPending}
              pendingLabel="Sending..."
              icon={<MailPlus aria-hidden="true" />}
            >
              Invite
            </SubmitButton>
          </form>
        )}
        {invitations.isError ? (
          <LoadError
            title="Could not load the invitations"
            error={invitations.error}
            onRetry={() => void invitations.refetch()}
          />
        ) : invitations.data?.length ? (
          <ul className="divide-y divide-slate-100" aria-label="Pending invitations">
            {invitations.data.map((invitation) => (
              <InvitationRow key={invitation.id} workspaceId={workspace.id} invitation={invitation} />
            ))}
          </ul>
        ) : invitations.isSuccess ? (
          <p className="text-sm text-slate-600">No pending invitations.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
