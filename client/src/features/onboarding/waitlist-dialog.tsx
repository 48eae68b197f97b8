import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { COMPANY_SIZE_OPTIONS } from '@/lib/select-options';
import { LIMITS } from '@common/constants';
import { createCompanySchema, type CreateCompanyData, type CreateCompanyInput } from '@common/schemas/companies';
import { useCreateCompany } from './api/create-company';

const FORM_FIELDS = ['name', 'contactName', 'contactEmail', 'size', 'challenge'] as const;

// size starts unset; the schema's "Required" shows until one is chosen.
const emptyForm: DefaultValues<CreateCompanyInput> = { name: '', contactName: '', contactEmail: '', challenge: '' };

/** "Join Enterprise Waitlist": records the company; someone gets in touch later. */
export default function WaitlistDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const createCompany = useCreateCompany();
  const form = useForm<CreateCompanyInput, unknown, CreateCompanyData>({
    resolver: zodResolver(createCompanySchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    createCompany.mutate(data, {
      onSuccess: () => {
        toast({
          title: 'Success!',
          description: "Thank you for joining our enterprise waitlist. We'll be in touch soon.",
          variant: 'success',
        });
        onOpenChange(false);
        form.reset(emptyForm);
      },
      onError: (error) =>
        showApiError(error, {
          sentence: 'Failed to join waitlist. Please try again.',
          serverReason: 'instead',
          form: { setError: form.setError, fields: FORM_FIELDS, conflictField: 'contactEmail' },
        }),
    }),
  );

  const pending = createCompany.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join Enterprise Waitlist</DialogTitle>
          <DialogDescription>Tell us about your team and we will set up your enterprise workspace.</DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
          <FormField label="Company Name" required error={errors.name?.message}>
            <Input
              autoComplete="organization"
              maxLength={LIMITS.nameMax}
              placeholder="Northwind Labs"
              {...form.register('name')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Your Name" required error={errors.contactName?.message}>
              <Input
                autoComplete="name"
                maxLength={LIMITS.nameMax}
                placeholder="Jordan Lee"
                {...form.register('contactName')}
              />
            </FormField>
            <FormField label="Work Email" required error={errors.contactEmail?.message}>
              <Input
                type="email"
                autoComplete="email"
                maxLength={LIMITS.emailMax}
                placeholder="you@company.com"
                {...form.register('contactEmail')}
              />
            </FormField>
          </div>
          <SelectField
            control={form.control}
            name="size"
            label="Company Size"
            required
            options={COMPANY_SIZE_OPTIONS}
            placeholder="Select company size"
          />
          <FormField label="Primary Challenge" error={errors.challenge?.message}>
            <Textarea
              rows={3}
              maxLength={LIMITS.challengeMax}
              placeholder="e.g. Closing data skills gaps across product teams"
              {...form.register('challenge')}
            />
          </FormField>

          <DialogFooter className="mt-2 items-center sm:justify-between">
            <p className="text-xs text-slate-500">
              We'll contact you when enterprise features are available. No spam, ever.
            </p>
            <SubmitButton pending={pending} pendingLabel="Joining..." className="w-full sm:w-auto">
              Join Waitlist
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
