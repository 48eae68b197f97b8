import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
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
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage } from '@/lib/api-errors';
import { tomorrowAt } from '@/lib/datetime-local';
import { useScheduleSwap } from '../api/swaps';
import type { SwapView } from '../swap-groups';

/**
 * Schedules both directions of an accepted swap in one step: the first session at the chosen time, the second
 * (the other direction) a week later, same length. One submit creates both.
 */
export function ScheduleSwapDialog({
  view,
  open,
  onOpenChange,
}: {
  view: SwapView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const schedule = useScheduleSwap();
  const [when, setWhen] = useState(() => tomorrowAt(10));
  const [duration, setDuration] = useState('60');
  const [error, setError] = useState<string | undefined>();
  const { swap } = view;
  const first = `${swap.proposerTeaches}: ${swap.proposer.fullName} teaches ${swap.partner.fullName}`;
  const second = `${swap.proposerLearns}: ${swap.partner.fullName} teaches ${swap.proposer.fullName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = new Date(when);
    const minutes = Number.parseInt(duration, 10);
    if (Number.isNaN(start.getTime())) return setError('Enter a valid date and time');
    schedule.mutate(
      { id: swap.id, scheduledFor: start.toISOString(), duration: Number.isNaN(minutes) ? 0 : minutes },
      {
        onSuccess: () => {
          toast({
            title: 'Sessions scheduled',
            description: 'Both sessions are on the Peer Learning tab.',
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (failure) => setError(apiErrorMessage(failure, 'The sessions could not be scheduled')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule sessions</DialogTitle>
          <DialogDescription>
            Two sessions, one for each direction of the swap; the second follows a week later.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>{first}</li>
            <li>{second}, a week later</li>
          </ol>
          <FormField label="First session starts" required error={error}>
            <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
          </FormField>
          <FormField label="Duration (minutes)" required>
            <Input inputMode="numeric" value={duration} onChange={(event) => setDuration(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={schedule.isPending}>
              {schedule.isPending ? 'Scheduling…' : 'Schedule both sessions'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
