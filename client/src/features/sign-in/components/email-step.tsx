import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { LIMITS } from '@common/constants';
import { emailField } from '@common/schemas/fields';
import { useSendSignInCode } from '../api/send-code';

const emailSchema = z.object({ email: emailField() });
type EmailInput = z.input<typeof emailSchema>;
type EmailData = z.output<typeof emailSchema>;

/** Step one: the person's email; the server mails a code to it. */
export function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const sendCode = useSendSignInCode();
  const form = useForm<EmailInput, unknown, EmailData>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = form.handleSubmit(({ email }) =>
    sendCode.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (error) =>
        showApiError(error, {
          sentence: 'Could not send a sign-in code. Please try again.',
          serverReason: 'instead',
          form: { setError: form.setError, fields: ['email'] },
        }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={sendCode.isPending}>
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          autoFocus
          maxLength={LIMITS.emailMax}
          placeholder="you@company.com"
          {...form.register('email')}
        />
      </FormField>
      <SubmitButton pending={sendCode.isPending} pendingLabel="Sending..." icon={<Mail aria-hidden="true" />}>
        Email me a code
      </SubmitButton>
    </form>
  );
}
