import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmEmailNotice } from '@/components/identity/confirm-email-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { formatDate } from '@/lib/relative-time';
import type { Passkey } from '@common/schemas/account';
import { usePasskeys } from '../api/get-passkeys';
import { AddPasskeyForm } from './add-passkey-form';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyForm } from './rename-passkey-form';

const UNNAMED = 'Unnamed passkey';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const name = passkey.name?.trim() || UNNAMED;

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      {renaming ? (
        <RenamePasskeyForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="flex items-start gap-3">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <div>
              <p className="font-medium break-words text-slate-900">{name}</p>
              <p className="text-sm text-slate-600">
                Added {formatDate(passkey.createdAt)} ·{' '}
                {passkey.backedUp ? 'synced across your devices' : 'on one device'}
              </p>
            </div>
          </div>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" aria-label={`Rename ${name}`} onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              Rename
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={() => setRemoving(true)}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        </>
      )}
      <RemovePasskeyDialog passkeyId={passkey.id} name={name} open={removing} onOpenChange={setRemoving} />
    </li>
  );
}

/** The person's passkeys: each signs them in without a code, on the device (or password manager) that holds it. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  // A passkey is refused until the address is proven (a trial's signup could be anyone's): say so up front.
  const me = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Passkeys</CardTitle>
        <CardDescription>Sign in with your fingerprint, face or device PIN instead of a code by email.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {passkeys.isPending ? (
          <Spinner label="Loading your passkeys" />
        ) : passkeys.isError ? (
          <LoadError
            title="Could not load your passkeys"
            error={passkeys.error}
            onRetry={() => void passkeys.refetch()}
            retrying={passkeys.isFetching}
          />
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-slate-600">You have no passkeys yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="divide-y divide-slate-200">
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {me.data && !me.data.emailVerified ? (
          <ConfirmEmailNotice email={me.data.user.email} action="add a passkey" />
        ) : (
          <AddPasskeyForm />
        )}
      </CardContent>
    </Card>
  );
}
