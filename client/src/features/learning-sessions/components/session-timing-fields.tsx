import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@common/constants';

export interface SessionTimingFieldsProps {
  /** Each field as its form registered it. */
  fields: {
    scheduledFor: UseFormRegisterReturn;
    duration: UseFormRegisterReturn;
    maxLearners: UseFormRegisterReturn;
  };
  errors: { scheduledFor?: string; duration?: string; maxLearners?: string };
  /** The earliest time the picker offers, as a datetime-local value. */
  earliest?: string;
  /** A new session needs a seat limit; an existing one may drop it ("Empty for unlimited"). */
  maxLearnersOptional?: boolean;
}

/** When a session happens, how long it lasts and how many may join: shared by the new-session and reschedule dialogs. */
export function SessionTimingFields({
  fields,
  errors,
  earliest,
  maxLearnersOptional = false,
}: SessionTimingFieldsProps) {
  return (
    <>
      <FormField label="Scheduled For" required error={errors.scheduledFor}>
        <Input type="datetime-local" min={earliest} {...fields.scheduledFor} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Duration (minutes)" required error={errors.duration}>
          <Input
            type="number"
            inputMode="numeric"
            min={LIMITS.sessionDurationMin}
            max={LIMITS.sessionDurationMax}
            step={1}
            {...fields.duration}
          />
        </FormField>
        <FormField
          label="Max Learners"
          required={!maxLearnersOptional}
          hint={maxLearnersOptional ? 'Empty for unlimited' : undefined}
          error={errors.maxLearners}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.maxLearnersMax}
            step={1}
            {...fields.maxLearners}
          />
        </FormField>
      </div>
    </>
  );
}
