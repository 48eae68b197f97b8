import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useDeletePasskey } from '../api/delete-passkey';

/** "Remove this passkey?": removing one cannot be undone, so it is confirmed first. */
export function RemovePasskeyDialog({
  passkeyId,
  name,
  open,
  onOpenChange,
}: {
  passkeyId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeletePasskey();
  const confirm = () =>
    remove.mutate(passkeyId, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Passkey removed', description: `“${name}” no longer signs you in.`, variant: 'success' });
      },
      onError: (error) =>
        showApiError(error, { sentence: 'Could not remove the passkey. Please try again.', serverReason: 'instead' }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove “{name}”?</DialogTitle>
          <DialogDescription>
            You will no longer be able to sign in with this passkey. You can still sign in with a code by email.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton
            type="button"
            variant="destructive"
            pending={remove.isPending}
            pendingLabel="Removing..."
            onClick={confirm}
          >
            Remove passkey
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
