import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { LIMITS } from '@common/constants';
import { workspaceNameSchema, type Workspace, type WorkspaceNameInput } from '@common/schemas/workspaces';
import { useRenameWorkspace } from '../api/workspaces';

/** The workspace's name, editable by its owners and admins. */
export function WorkspaceNameCard({ workspace }: { workspace: Workspace }) {
  const rename = useRenameWorkspace(workspace.id);
  const form = useForm<WorkspaceNameInput>({
    resolver: zodResolver(workspaceNameSchema),
    values: { name: workspace.name },
  });
  const onSubmit = form.handleSubmit(({ name }) =>
    rename.mutate(name, {
      onSuccess: () => toast({ title: 'Workspace renamed' }),
      onError: (error) =>
        showApiError(error, {
          sentence: 'Failed to rename the workspace',
          serverReason: 'instead',
          form: { setError: form.setError, fields: ['name'] },
        }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Name</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField label="Workspace name" required error={form.formState.errors.name?.message} className="flex-1">
            <Input maxLength={LIMITS.nameMax} {...form.register('name')} />
          </FormField>
          <SubmitButton className="sm:mt-7" pending={rename.isPending} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
