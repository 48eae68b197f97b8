import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage, showApiError } from '@/lib/api-errors';
import {
  emailChangeCodeSchema,
  type EmailChangeCodeData,
  type EmailChangeCodeInput,
} from '@common/schemas/email-change';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useStartEmailChange } from '../api/start-email-change';

const FAILED = 'Could not change your email. Please try again.';

/**
 * The second half of changing an email, shown in the profile editor while a change waits for its code: the code
 * from the mail to the new address, a new code, or keeping the current address. Nothing else in the editor is
 * touched: the other fields were saved already.
 */
export function EmailCodeStep({
  userId,
  currentEmail,
  pendingEmail,
  onConfirmed,
  onKept,
}: {
  userId: string;
  currentEmail: string;
  pendingEmail: string;
  onConfirmed: () => void;
  /** The person kept their current email: the change is dropped. */
  onKept: () => void;
}) {
  const confirm = useConfirmEmailChange(userId);
  const resend = useStartEmailChange(userId);
  const keep = useCancelEmailChange(userId);
  const form = useForm<EmailChangeCodeInput, unknown, EmailChangeCodeData>({
    resolver: zodResolver(emailChangeCodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: (user) => {
        toast({
          title: 'Email changed',
          description: `Your email is now ${user.email}. Every other browser was signed out.`,
          variant: 'success',
        });
        onConfirmed();
      },
      onError: (error) => {
        form.setError('code', { type: 'server', message: apiErrorMessage(error, FAILED) }, { shouldFocus: true });
        showApiError(error, { sentence: FAILED, serverReason: 'instead' });
      },
    }),
  );

  const sendNewCode = () =>
    resend.mutate(pendingEmail, {
      onSuccess: () => {
        form.reset({ code: '' });
        toast({
          title: 'New code sent',
          description: `We sent a new 6-digit code to ${pendingEmail}.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        showApiError(error, { sentence: 'Could not send a new code. Please try again.', serverReason: 'instead' }),
    });

  const keepCurrent = () =>
    keep.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Email unchanged', description: `Your email stays ${currentEmail}.` });
        onKept();
      },
      onError: (error) => showApiError(error, { sentence: FAILED, serverReason: 'instead' }),
    });

  return (
    <section
      aria-label="Confirm your new email"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
      aria-busy={confirm.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          We sent a 6-digit code to <strong className="font-semibold break-all text-slate-900">{pendingEmail}</strong>.
          Enter it to make that your email. Until you do, your email stays{' '}
          <strong className="font-semibold break-all text-slate-900">{currentEmail}</strong>.
        </p>
        <FormField
          label="Code from the mail"
          hint="It works once, for 10 minutes."
          error={form.formState.errors.code?.message}
          className="sm:max-w-xs"
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            className="text-lg tracking-[0.3em]"
            {...form.register('code')}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SubmitButton
            pending={confirm.isPending}
            pendingLabel="Confirming..."
            icon={<MailCheck aria-hidden="true" />}
          >
            Confirm new email
          </SubmitButton>
          <SubmitButton
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            pending={resend.isPending}
            pendingLabel="Sending..."
            onClick={sendNewCode}
          >
            Send a new code
          </SubmitButton>
          <SubmitButton
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            pending={keep.isPending}
            pendingLabel="Keeping..."
            onClick={keepCurrent}
          >
            Keep {currentEmail}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
