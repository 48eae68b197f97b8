import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
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
import { Input } from '@/components/ui/input';
import type { SelectOption } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { toDateTimeLocal } from '@/lib/datetime-local';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { LIMITS, SESSION_FORM_DEFAULTS, SESSION_TYPES, SESSION_TYPE_LABELS, type SessionType } from '@common/constants';
import { sessionFormSchema, type SessionFormInput, type SessionFormValues } from '@common/schemas/sessions';
import { toCreateSessionBody, useCreateSession } from '../api/create-session';
import { SessionTimingFields } from './session-timing-fields';

const FORM_FIELDS = [
  'title',
  'description',
  'skillTopic',
  'sessionType',
  'scheduledFor',
  'duration',
  'maxLearners',
] as const;

const SESSION_TYPE_OPTIONS: readonly SelectOption<SessionType>[] = SESSION_TYPES.map((value) => ({
  value,
  label: SESSION_TYPE_LABELS[value],
}));

// No sessionType: the select starts on its placeholder until the user picks one. Duration and max learners
// start as real values, not placeholders: a grey "60" that submits as empty reads like a broken form.
const emptyForm: DefaultValues<SessionFormInput> = {
  title: '',
  description: '',
  skillTopic: '',
  scheduledFor: '',
  duration: String(SESSION_FORM_DEFAULTS.duration),
  maxLearners: String(SESSION_FORM_DEFAULTS.maxLearners),
};

export interface CreateSessionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current user, who hosts the new session. */
  mentorId: string;
}

/** "Create Learning Session": the session form, hosted by the current user in the demo company. */
export function CreateSessionDialog({ open, onOpenChange, mentorId }: CreateSessionDialogProps) {
  const createSession = useCreateSession();
  const { workspace } = useCurrentWorkspace();
  const form = useForm<SessionFormInput, unknown, SessionFormValues>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const pending = createSession.isPending;

  const onSubmit = form.handleSubmit((values) =>
    createSession.mutate(toCreateSessionBody(values, { companyId: workspace.id, mentorId }), {
      onSuccess: () => {
        toast({ title: 'Learning session created successfully', description: values.title, variant: 'success' });
        onOpenChange(false);
        form.reset(emptyForm);
      },
      onError: (error) =>
        showApiError(error, {
          sentence: 'Failed to create learning session',
          serverReason: 'below',
          form: { setError: form.setError, fields: FORM_FIELDS },
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Learning Session</DialogTitle>
          <DialogDescription>Host a session for your colleagues. You will be its mentor.</DialogDescription>
        </DialogHeader>

        {/* noValidate: the browser's own bubbles would hide the schema's messages under the fields. */}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
          <FormField label="Title" required error={errors.title?.message}>
            <Input maxLength={LIMITS.titleMax} placeholder="e.g. Intro to System Design" {...form.register('title')} />
          </FormField>

          <FormField label="Description" error={errors.description?.message}>
            <Textarea
              maxLength={LIMITS.descriptionMax}
              placeholder="What will learners take away?"
              {...form.register('description')}
            />
          </FormField>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Skill Topic" required error={errors.skillTopic?.message}>
              <Input maxLength={LIMITS.titleMax} placeholder="e.g. System Design" {...form.register('skillTopic')} />
            </FormField>
            <SelectField
              control={form.control}
              name="sessionType"
              label="Session Type"
              required
              options={SESSION_TYPE_OPTIONS}
              placeholder="Select a session type"
            />
          </div>

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
            earliest={toDateTimeLocal(new Date())}
          />

          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <SubmitButton pending={pending} pendingLabel="Creating...">
              Create Session
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
