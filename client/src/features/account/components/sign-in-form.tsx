import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage } from '@/lib/api-errors';
import { emailField } from '@common/schemas/fields';
import { sendSignInCode, signInWithCode, useStartOver } from '../api/account';
import { signInWithPasskey } from '../api/passkeys';

const emailStep = z.object({ email: emailField() });
const codeStep = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits from the mail'),
});
type EmailValues = z.input<typeof emailStep>;
type CodeValues = z.input<typeof codeStep>;

const TRY_AGAIN = 'Something went wrong on our side. Please try again.';

/**
 * Sign-in: an email, then the 6-digit code mailed to it (10 minutes, once, 5 tries); or a passkey alone.
 * `onSignedIn` runs once the session cookie is set.
 */
export function SignInForm({ initialEmail = '', onSignedIn }: { initialEmail?: string; onSignedIn: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const startOver = useStartOver();
  const emailForm = useForm<EmailValues>({ resolver: zodResolver(emailStep), defaultValues: { email: initialEmail } });
  const codeForm = useForm<CodeValues>({ resolver: zodResolver(codeStep), defaultValues: { otp: '' } });

  const sendCode = emailForm.handleSubmit(async ({ email }) => {
    try {
      await sendSignInCode(email.trim());
      setSentTo(email.trim());
      codeForm.reset({ otp: '' });
    } catch (error) {
      emailForm.setError('email', { message: apiErrorMessage(error, TRY_AGAIN) }, { shouldFocus: true });
    }
  });

  const verify = codeForm.handleSubmit(async ({ otp }) => {
    try {
      await signInWithCode(sentTo!, otp.trim());
      await startOver();
      onSignedIn();
    } catch (error) {
      codeForm.setError('otp', { message: apiErrorMessage(error, TRY_AGAIN) }, { shouldFocus: true });
    }
  });

  const usePasskey = async () => {
    setPasskeyPending(true);
    try {
      await signInWithPasskey();
      await startOver();
      onSignedIn();
    } catch (error) {
      toast({
        title: 'Passkey sign-in did not work',
        description: error instanceof Error ? error.message : TRY_AGAIN,
        variant: 'destructive',
      });
    } finally {
      setPasskeyPending(false);
    }
  };

  if (sentTo) {
    return (
      <form onSubmit={verify} noValidate className="flex flex-col gap-4" aria-label="Enter your code">
        <p className="text-sm text-slate-600" role="status">
          We sent a 6-digit code to <strong className="text-slate-900">{sentTo}</strong>. It works once, for 10 minutes.
        </p>
        <FormField label="Sign-in code" required error={codeForm.formState.errors.otp?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            className="text-center font-mono text-lg tracking-[0.5em]"
            {...codeForm.register('otp')}
          />
        </FormField>
        <SubmitButton pending={codeForm.formState.isSubmitting} pendingLabel="Signing in...">
          Sign in
        </SubmitButton>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button type="button" variant="link" className="h-auto px-0" onClick={() => setSentTo(null)}>
            Use another email
          </Button>
          <Button
            type="button"
            variant="link"
            className="h-auto px-0"
            onClick={async () => {
              emailForm.setValue('email', sentTo);
              await sendCode();
              toast({ title: 'A new code is on its way', description: 'The previous one no longer works.' });
            }}
          >
            Send a new code
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={sendCode} noValidate className="flex flex-col gap-4" aria-label="Sign in with email">
        <FormField label="Email" required error={emailForm.formState.errors.email?.message}>
          <Input type="email" autoComplete="email webauthn" {...emailForm.register('email')} />
        </FormField>
        <SubmitButton
          pending={emailForm.formState.isSubmitting}
          pendingLabel="Sending..."
          icon={<Mail aria-hidden="true" />}
        >
          Email me a code
        </SubmitButton>
      </form>
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <SubmitButton
        type="button"
        variant="outline"
        pending={passkeyPending}
        pendingLabel="Waiting for your passkey..."
        icon={<KeyRound aria-hidden="true" />}
        onClick={usePasskey}
      >
        Sign in with a passkey
      </SubmitButton>
    </div>
  );
}
