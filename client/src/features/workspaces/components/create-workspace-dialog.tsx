import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmEmailNotice } from '@/components/identity/confirm-email-notice';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { LIMITS } from '@common/constants';
import { workspaceNameSchema, type WorkspaceNameInput } from '@common/schemas/workspaces';
import { useCreateWorkspace } from '../api/workspaces';

/** "Create a workspace": a name, then the person owns it and the screens switch to it. */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { switchTo } = useCurrentWorkspace();
  const create = useCreateWorkspace();
  // The server creates a workspace only for a proven address: an unproven one is told how to prove it instead.
  const me = useCurrentUser();
  const form = useForm<WorkspaceNameInput>({ resolver: zodResolver(workspaceNameSchema), defaultValues: { name: '' } });

  const onSubmit = form.handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (workspace) => {
        switchTo(workspace.id);
        toast({ title: `${workspace.name} is ready`, description: 'Invite your colleagues from its settings.' });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) =>
        showApiError(error, {
          sentence: 'Failed to create the workspace',
          serverReason: 'instead',
          form: { setError: form.setError, fields: ['name'] },
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a workspace</DialogTitle>
          <DialogDescription>
            A private knowledge hub and peer learning space for your company. Only the people you invite can see it.
          </DialogDescription>
        </DialogHeader>
        {me.data && !me.data.emailVerified ? (
          <ConfirmEmailNotice email={me.data.user.email} action="create a workspace" />
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormField label="Company or team name" required error={form.formState.errors.name?.message}>
              <Input autoComplete="organization" maxLength={LIMITS.nameMax} {...form.register('name')} />
            </FormField>
            <DialogFooter>
              <SubmitButton pending={create.isPending} pendingLabel="Creating...">
                Create workspace
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
