import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { toDateTimeLocal } from '@/lib/datetime-local';
import {
  CANCEL_REASON_MAX,
  cancelSessionSchema,
  rescheduleFormSchema,
  type CancelSessionInput,
  type LearningSession,
  type RescheduleFormInput,
  type RescheduleFormValues,
} from '@common/schemas/sessions';
import { useCancelSession, useRescheduleSession } from '../api/session-actions';
import { SessionTimingFields } from './session-timing-fields';

function RescheduleDialog({ session, open, onOpenChange }: HostActionDialogProps) {
  const reschedule = useRescheduleSession();
  const form = useForm<RescheduleFormInput, unknown, RescheduleFormValues>({
    resolver: zodResolver(rescheduleFormSchema),
    defaultValues: {
      scheduledFor: toDateTimeLocal(session.scheduledFor),
      duration: String(session.duration),
      maxLearners: session.maxLearners === null ? '' : String(session.maxLearners),
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    reschedule.mutate(
      {
        sessionId: session.id,
        changes: {
          scheduledFor: new Date(values.scheduledFor).toISOString(),
          duration: values.duration,
          maxLearners: values.maxLearners ?? null,
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Session updated', description: 'Everyone who joined has been told.', variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) =>
          showApiError(error, {
            sentence: 'Failed to reschedule the session',
            serverReason: 'below',
            form: { setError: form.setError, fields: ['scheduledFor', 'duration', 'maxLearners'] },
          }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Reschedule session</DialogTitle>
          <DialogDescription>
            Learners get the new time in their inbox and an updated calendar invitation.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={reschedule.isPending}>
          <SessionTimingFields
            fields={{
              scheduledFor: form.register('scheduledFor'),
              duration: form.register('duration'),
              maxLearners: form.register('maxLearners'),
            }}
            errors={{
              scheduledFor: errors.scheduledFor?.message,
              duration: errors.duration?.message,
              maxLearners: errors.maxLearners?.message,
            }}
            maxLearnersOptional
          />
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <SubmitButton pending={reschedule.isPending} pendingLabel="Saving...">
              Save changes
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CancelDialog({ session, open, onOpenChange }: HostActionDialogProps) {
  const cancel = useCancelSession();
  const form = useForm<CancelSessionInput>({
    resolver: zodResolver(cancelSessionSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { sessionId: session.id, reason },
      {
        onSuccess: () => {
          toast({ title: 'Session cancelled', description: 'Everyone who joined has been told.', variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) =>
          showApiError(error, {
            sentence: 'Failed to cancel the session',
            serverReason: 'below',
            form: { setError: form.setError, fields: ['reason'] },
          }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Cancel this session?</DialogTitle>
          <DialogDescription>
            Learners and people on the waitlist are told, with your reason. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={cancel.isPending}>
          <FormField label="Reason" required error={form.formState.errors.reason?.message}>
            <Textarea
              maxLength={CANCEL_REASON_MAX}
              placeholder="e.g. I am ill; I will host it again next month"
              {...form.register('reason')}
            />
          </FormField>
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="outline">Keep session</Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={cancel.isPending} pendingLabel="Cancelling...">
              Cancel session
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface HostActionDialogProps {
  session: LearningSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The host's changes to an upcoming session: move it (time, length, seats) or call it off with a reason. */
export function SessionHostActions({ session }: { session: LearningSession }) {
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const onOpenChange = (value: boolean) => (value ? undefined : setOpen(null));
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen('reschedule')}>
        <CalendarClock aria-hidden="true" />
        Reschedule
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen('cancel')}>
        <Ban aria-hidden="true" />
        Cancel session
      </Button>
      {open === 'reschedule' ? <RescheduleDialog session={session} open onOpenChange={onOpenChange} /> : null}
      {open === 'cancel' ? <CancelDialog session={session} open onOpenChange={onOpenChange} /> : null}
    </>
  );
}
