import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatWhen } from '@/lib/relative-time';
import type { SkillSwap, SwapAction } from '@common/schemas/swaps';
import { useMoveSwap } from '../api/swaps';
import { SWAP_STATUS_LABELS, type SwapView } from '../swap-groups';
import { ScheduleSwapDialog } from './schedule-swap-dialog';

const STATUS_VARIANT: Record<SkillSwap['status'], BadgeVariant> = {
  pending: 'warning',
  accepted: 'default',
  completed: 'success',
  declined: 'secondary',
  cancelled: 'secondary',
};

const DONE_TOASTS: Record<SwapAction, string> = {
  accept: 'Swap accepted',
  decline: 'Swap declined',
  cancel: 'Swap cancelled',
  complete: 'Swap marked completed',
};

/** One swap from the current person's side: who with, what each teaches, its message, and the moves open to them. */
export function SwapCard({ view }: { view: SwapView }) {
  const move = useMoveSwap();
  const [scheduling, setScheduling] = useState(false);
  const { swap, other, iTeach, iLearn, iProposed } = view;

  // mutateAsync rather than mutate's callbacks: the move refetches the list, which may move this card to another
  // group (unmounting it) before a callback given to mutate could run, and the toast must still show.
  const act = (action: SwapAction) =>
    move.mutateAsync({ id: swap.id, action }).then(
      () => toast({ title: DONE_TOASTS[action], variant: 'success' }),
      (error: unknown) =>
        toast({ title: apiErrorMessage(error, 'The swap could not be changed'), variant: 'destructive' }),
    );

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link
              href={`/profile/${other.id}`}
              className="rounded outline-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {other.fullName}
            </Link>
          </h3>
          {other.role ? <p className="text-sm text-slate-600">{other.role}</p> : null}
        </div>
        <Badge variant={STATUS_VARIANT[swap.status]}>{SWAP_STATUS_LABELS[swap.status]}</Badge>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span>
          You teach <strong>{iTeach}</strong>
        </span>
        <ArrowLeftRight aria-hidden="true" className="size-4 text-slate-400" />
        <span>
          you learn <strong>{iLearn}</strong>
        </span>
      </p>
      {swap.message ? (
        <blockquote className="mt-3 border-l-2 border-slate-200 pl-3 text-sm text-slate-600">{swap.message}</blockquote>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        {iProposed ? 'You proposed it' : `${other.fullName} proposed it`} {formatWhen(swap.createdAt)}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        {swap.status === 'pending' && !iProposed ? (
          <>
            <Button size="sm" onClick={() => act('accept')} disabled={move.isPending}>
              Accept
            </Button>
            <Button size="sm" variant="outline" onClick={() => act('decline')} disabled={move.isPending}>
              Decline
            </Button>
          </>
        ) : null}
        {swap.status === 'pending' && iProposed ? (
          <Button size="sm" variant="outline" onClick={() => act('cancel')} disabled={move.isPending}>
            Withdraw proposal
          </Button>
        ) : null}
        {swap.status === 'accepted' ? (
          <>
            {swap.sessionIds.length === 0 ? (
              <Button size="sm" onClick={() => setScheduling(true)}>
                Schedule sessions
              </Button>
            ) : (
              <Link
                href={`/knowledge?tab=sessions&session=${swap.sessionIds[0]}`}
                className={buttonClassName('outline', 'sm')}
              >
                See its sessions
              </Link>
            )}
            <Button size="sm" variant="outline" onClick={() => act('complete')} disabled={move.isPending}>
              Mark completed
            </Button>
            <Button size="sm" variant="ghost" onClick={() => act('cancel')} disabled={move.isPending}>
              Cancel swap
            </Button>
          </>
        ) : null}
      </div>
      {scheduling ? <ScheduleSwapDialog view={view} open={scheduling} onOpenChange={setScheduling} /> : null}
    </li>
  );
}
