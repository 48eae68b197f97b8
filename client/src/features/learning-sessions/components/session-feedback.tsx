import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
// The limit comes from the zod-free constants: the schemas module would bring zod onto the hub's first paint.
import { LIMITS } from '@common/constants';
import type { LearningSessionDetail } from '@common/schemas/sessions';
import { useMarkAttendance, useRateSession } from '../api/session-actions';

/** After the start, the host ticks who came; hours and ratings count only sessions someone attended. */
export function AttendanceForm({ session }: { session: LearningSessionDetail }) {
  const mark = useMarkAttendance();
  const [present, setPresent] = useState<string[]>(session.attendeeIds ?? []);
  const titleId = useId();
  const toggle = (id: string, checked: boolean) =>
    setPresent((current) => (checked ? [...current, id] : current.filter((item) => item !== id)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate(
      { sessionId: session.id, attendeeIds: present },
      {
        onSuccess: () => toast({ title: 'Attendance saved', description: session.title, variant: 'success' }),
        onError: (error) => showApiError(error, { sentence: 'Failed to save attendance', serverReason: 'below' }),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="mb-1 text-sm font-semibold text-slate-900">
        Attendance
      </h3>
      <p className="mb-3 text-sm text-slate-600">
        {session.attendeeIds === null ? 'Not marked yet: tick who came.' : 'Marked. You can correct it.'}
      </p>
      {session.learners.length === 0 ? (
        <p className="text-sm text-slate-600">No one joined this session.</p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={mark.isPending}>
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Who attended</legend>
            {session.learners.map((learner) => (
              <label key={learner.id} className="flex min-h-8 items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={present.includes(learner.id)}
                  onChange={(event) => toggle(learner.id, event.target.checked)}
                />
                {learner.fullName}
              </label>
            ))}
          </fieldset>
          <div>
            <SubmitButton size="sm" pending={mark.isPending} pendingLabel="Saving...">
              Save attendance
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}

/** An attendee's one rating: five buttons (aria-pressed), an optional comment; afterwards, what they gave. */
export function RatingForm({ session }: { session: LearningSessionDetail }) {
  const rate = useRateSession();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();

  if (session.myRating) {
    return (
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-700">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
        You rated this {session.myRating.rating}/5
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    rate.mutate(
      { sessionId: session.id, rating: { rating, comment: comment.trim() || null } },
      {
        onSuccess: () => toast({ title: 'Thanks for rating', description: session.title, variant: 'success' }),
        onError: (error) => showApiError(error, { sentence: 'Failed to save your rating', serverReason: 'below' }),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-slate-900">
        How was it?
      </h3>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={rate.isPending}>
        <div role="group" aria-label="Rating, 1 to 5" className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <Button
              key={value}
              type="button"
              // The chosen one is filled, the others outlined: pressed reads at a glance, not only to a screen reader.
              variant={rating === value ? 'default' : 'outline'}
              size="sm"
              aria-pressed={rating === value}
              aria-label={`${value} out of 5`}
              onClick={() => {
                setRating(value);
                setMissing(false);
              }}
              className="min-w-10 tabular-nums"
            >
              {value}
            </Button>
          ))}
        </div>
        {missing ? (
          <p role="alert" className="text-sm text-danger-700">
            Choose a rating from 1 to 5
          </p>
        ) : null}
        <FormField label="Comment (optional)">
          <Textarea
            maxLength={LIMITS.ratingCommentMax}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormField>
        <div>
          <SubmitButton size="sm" pending={rate.isPending} pendingLabel="Sending...">
            Submit rating
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
