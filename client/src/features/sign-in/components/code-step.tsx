import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage, showApiError } from '@/lib/api-errors';
import { useSendSignInCode } from '../api/send-code';
import { useSignInWithCode } from '../api/sign-in-with-code';
import { signInCodeSchema, type SignInCodeData, type SignInCodeInput } from '../code-input';

const FAILED = 'Could not sign you in. Please try again.';

/**
 * Step two: the code from the mail, in one field the phone keyboard and the browser's one-time-code autofill
 * both understand. The server's sentence for a wrong, expired or spent code shows under the field.
 */
export function CodeStep({
  email,
  onSignedIn,
  onChangeEmail,
}: {
  email: string;
  onSignedIn: () => void;
  onChangeEmail: () => void;
}) {
  const signIn = useSignInWithCode();
  const resend = useSendSignInCode();
  const form = useForm<SignInCodeInput, unknown, SignInCodeData>({
    resolver: zodResolver(signInCodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(({ code }) =>
    signIn.mutate(
      { email, code },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          form.setError('code', { type: 'server', message: apiErrorMessage(error, FAILED) }, { shouldFocus: true });
          showApiError(error, { sentence: FAILED, serverReason: 'instead' });
        },
      },
    ),
  );

  const sendNewCode = () =>
    resend.mutate(email, {
      onSuccess: () => {
        form.reset({ code: '' });
        toast({ title: 'New code sent', description: `We sent a new 6-digit code to ${email}.`, variant: 'success' });
      },
      onError: (error) =>
        showApiError(error, { sentence: 'Could not send a new code. Please try again.', serverReason: 'instead' }),
    });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={signIn.isPending}>
      <p className="text-sm text-slate-700">
        We sent a 6-digit code to <strong className="font-semibold break-all text-slate-900">{email}</strong>.
      </p>
      <FormField label="Sign-in code" hint="It works once, for 10 minutes." error={form.formState.errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={12}
          className="text-lg tracking-[0.3em]"
          {...form.register('code')}
        />
      </FormField>
      <SubmitButton pending={signIn.isPending} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
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
        <Button variant="link" size="sm" className="px-0" onClick={onChangeEmail}>
          Use another email
        </Button>
      </div>
    </form>
  );
}
