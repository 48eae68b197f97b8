import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import type { Passkey, PasskeyNameData, PasskeyNameInput } from '@common/schemas/account';
import { PASSKEY_NAME_MAX, passkeyNameSchema } from '@common/schemas/account';
import { useRenamePasskey } from '../api/rename-passkey';

/** A passkey's name in edit mode, in place of its row's text. */
export function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const form = useForm<PasskeyNameInput, unknown, PasskeyNameData>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: passkey.name ?? '' },
  });

  const onSubmit = form.handleSubmit(({ name }) =>
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: onDone,
        onError: (error) =>
          showApiError(error, { sentence: 'Could not rename the passkey. Please try again.', serverReason: 'instead' }),
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Rename passkey"
      className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField label="Passkey name" error={form.formState.errors.name?.message} className="flex-1">
        <Input maxLength={PASSKEY_NAME_MAX} autoComplete="off" autoFocus {...form.register('name')} />
      </FormField>
      <div className="flex gap-2 sm:mt-[1.625rem]">
        <SubmitButton size="sm" pending={rename.isPending} pendingLabel="Saving...">
          Save
        </SubmitButton>
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
