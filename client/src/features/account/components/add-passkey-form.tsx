import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import {
  PASSKEY_NAME_MAX,
  passkeyNameSchema,
  type PasskeyNameData,
  type PasskeyNameInput,
} from '@common/schemas/account';
import { useAddPasskey } from '../api/add-passkey';

/** Names a new passkey, then the browser's prompt creates it on this device. */
export function AddPasskeyForm() {
  const addPasskey = useAddPasskey();
  const form = useForm<PasskeyNameInput, unknown, PasskeyNameData>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit(({ name }) =>
    addPasskey.mutate(name, {
      onSuccess: () => {
        form.reset({ name: '' });
        toast({
          title: 'Passkey added',
          description: `“${name}” now signs you in without a code.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        showApiError(error, { sentence: 'Could not add the passkey. Please try again.', serverReason: 'instead' }),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Add a passkey"
      aria-busy={addPasskey.isPending}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        label="New passkey's name"
        hint="Say where it lives, e.g. Work laptop."
        error={form.formState.errors.name?.message}
        className="flex-1"
      >
        <Input maxLength={PASSKEY_NAME_MAX} autoComplete="off" {...form.register('name')} />
      </FormField>
      <SubmitButton
        className="sm:mt-[1.625rem]"
        pending={addPasskey.isPending}
        pendingLabel="Waiting for your device..."
        icon={<Plus aria-hidden="true" />}
      >
        Add a passkey
      </SubmitButton>
    </form>
  );
}
