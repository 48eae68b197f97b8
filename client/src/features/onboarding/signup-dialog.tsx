import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { INDUSTRY_OPTIONS, MAIN_GOAL_OPTIONS } from '@/lib/select-options';
import { FREE_TRIAL_DAYS, LIMITS, PRODUCT_NAME } from '@common/constants';
import { createUserSchema, type CreateUserData, type CreateUserInput } from '@common/schemas/users';
import { useCreateUser } from './api/create-user';

const FORM_FIELDS = ['fullName', 'email', 'role', 'industry', 'mainGoal'] as const;

const emptyForm: CreateUserInput = { fullName: '', email: '', role: '', industry: null, mainGoal: null, skills: [] };

/** "Start Your Free Trial": creates the user, then sends them to their new profile. */
export default function SignupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const createUser = useCreateUser();
  const form = useForm<CreateUserInput, unknown, CreateUserData>({
    resolver: zodResolver(createUserSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  /** The new profile to open once the dialog has finished closing after a signup. */
  const [arrivingAt, setArrivingAt] = useState<string | null>(null);

  const afterClose = (event: Event) => {
    const destination = arrivingAt;
    if (destination === null) return;
    setArrivingAt(null);
    // Focus would go back to the button that opened the dialog, on the page being left.
    event.preventDefault();
    form.reset(emptyForm);
    navigate(destination);
  };

  const onSubmit = form.handleSubmit((data) =>
    createUser.mutate(data, {
      onSuccess: (user) => {
        toast({
          title: `Welcome to ${PRODUCT_NAME}!`,
          description: 'Your account has been created. Redirecting to your profile...',
          variant: 'success',
        });
        // The server signed this browser in as the new user: anything cached was about someone else.
        void queryClient.invalidateQueries();
        // The form keeps its values and the page stays put while the dialog fades out: resetting now would show
        // the form emptying, and leaving now would show "Redirecting..." over a page already there.
        setArrivingAt(`/profile/${user.id}`);
        onOpenChange(false);
      },
      onError: (error) =>
        showApiError(error, {
          sentence: 'Failed to create account. Please try again.',
          serverReason: 'instead',
          form: { setError: form.setError, fields: FORM_FIELDS, conflictField: 'email' },
        }),
    }),
  );

  const pending = createUser.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={afterClose}>
        <DialogHeader>
          <DialogTitle>Start Your Free Trial</DialogTitle>
          <DialogDescription>
            {FREE_TRIAL_DAYS} days with Pro features. No credit card required, cancel anytime.
          </DialogDescription>
        </DialogHeader>

        {/* noValidate: the browser's own bubbles would hide the schema's messages under the fields. */}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
          <FormField label="Full Name" required error={errors.fullName?.message}>
            <Input
              autoComplete="name"
              maxLength={LIMITS.nameMax}
              placeholder="Jordan Lee"
              {...form.register('fullName')}
            />
          </FormField>
          <FormField label="Email Address" required error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              maxLength={LIMITS.emailMax}
              placeholder="you@company.com"
              {...form.register('email')}
            />
          </FormField>
          <FormField label="Current Role" error={errors.role?.message}>
            <Input
              autoComplete="organization-title"
              maxLength={LIMITS.roleMax}
              placeholder="e.g. Software Engineer"
              {...form.register('role')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              control={form.control}
              name="industry"
              label="Industry"
              options={INDUSTRY_OPTIONS}
              placeholder="Select your industry"
            />
            <SelectField
              control={form.control}
              name="mainGoal"
              label="Main Goal"
              options={MAIN_GOAL_OPTIONS}
              placeholder="Select your goal"
            />
          </div>

          <DialogFooter className="mt-2">
            <SubmitButton pending={pending} pendingLabel="Creating Account..." className="w-full sm:w-auto">
              Start Free Trial
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
