import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useAddPasskey, useDeletePasskey, usePasskeys, type Passkey } from '../api/passkeys';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const remove = useDeletePasskey();
  const name = passkey.name || 'Passkey';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 text-slate-400" />
        <div>
          <p className="font-medium text-slate-900">{name}</p>
          <p className="text-sm text-slate-500">Added {new Date(passkey.createdAt).toLocaleDateString()}</p>
        </div>
      </div>
      <SubmitButton
        type="button"
        variant="outline"
        size="sm"
        pending={remove.isPending}
        pendingLabel="Removing..."
        icon={<Trash2 aria-hidden="true" />}
        aria-label={`Remove ${name}`}
        onClick={() => {
          if (!window.confirm(`Remove ${name}? You will no longer sign in with it.`)) return;
          remove.mutate(passkey.id, {
            onSuccess: () => toast({ title: 'Passkey removed' }),
            onError: (error) =>
              showApiError(error, { sentence: 'Failed to remove the passkey', serverReason: 'instead' }),
          });
        }}
      >
        Remove
      </SubmitButton>
    </li>
  );
}

/** The person's passkeys: add one (this device's authenticator), remove one. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState('');

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Passkeys</CardTitle>
        <CardDescription>Sign in with your fingerprint, face or device PIN instead of a mailed code.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {passkeys.isError ? (
          <LoadError
            title="Could not load your passkeys"
            error={passkeys.error}
            onRetry={() => void passkeys.refetch()}
          />
        ) : passkeys.data?.length ? (
          <ul className="divide-y divide-slate-100" aria-label="Passkeys">
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ) : passkeys.isSuccess ? (
          <p className="text-sm text-slate-600">No passkeys yet.</p>
        ) : null}
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(name.trim() || 'Passkey', {
              onSuccess: () => {
                setName('');
                toast({ title: 'Passkey added', description: 'You can now sign in with it alone.' });
              },
              onError: (error) =>
                toast({
                  title: 'The passkey was not added',
                  description: error instanceof Error ? error.message : undefined,
                  variant: 'destructive',
                }),
            });
          }}
        >
          <FormField label="Passkey name" hint="For example, the device it lives on." className="flex-1">
            <Input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <SubmitButton
            pending={add.isPending}
            pendingLabel="Waiting for your device..."
            icon={<Plus aria-hidden="true" />}
          >
            Add a passkey
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
