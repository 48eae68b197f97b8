import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useMatchingSettings, useSaveMatchingSettings } from '../api/matching-settings';

/**
 * The "Pause matching" switch on one's own profile: a native checkbox with the switch role, so keyboards and
 * screen readers get it for free. It saves on change; while paused, nobody is suggested this person.
 */
export function MatchingPauseCard({ userId }: { userId: string }) {
  const settings = useMatchingSettings(userId);
  const save = useSaveMatchingSettings(userId);
  const id = useId();
  const paused = save.isPending ? (save.variables?.paused ?? false) : (settings.data?.paused ?? false);

  const toggle = (next: boolean) =>
    save.mutate(
      { paused: next },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.paused ? 'Matching paused' : 'Matching resumed',
            variant: 'success',
          }),
        onError: (error) => showApiError(error, { sentence: 'Failed to save matching', serverReason: 'below' }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Matching</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={paused}
            disabled={settings.isPending || save.isPending}
            aria-describedby={`${id}-help`}
            onChange={(event) => toggle(event.target.checked)}
            className="peer relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 outline-brand-600 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none"
          />
          <div>
            <label htmlFor={id} className="font-medium text-slate-900">
              Pause matching
            </label>
            <p id={`${id}-help`} className="text-sm text-slate-600">
              While paused, nobody is suggested you as a mentor or swap partner; you still see your own suggestions.
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
