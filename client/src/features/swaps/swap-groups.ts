import type { SkillSwap } from '@common/schemas/swaps';

/** A swap as the current person sees it: who the other person is, and what each of them teaches. */
export interface SwapView {
  swap: SkillSwap;
  other: SkillSwap['proposer'];
  iProposed: boolean;
  iTeach: string;
  iLearn: string;
}

export function viewOf(swap: SkillSwap, myId: string): SwapView {
  const iProposed = swap.proposer.id === myId;
  return {
    swap,
    iProposed,
    other: iProposed ? swap.partner : swap.proposer,
    iTeach: iProposed ? swap.proposerTeaches : swap.proposerLearns,
    iLearn: iProposed ? swap.proposerLearns : swap.proposerTeaches,
  };
}

export const SWAP_GROUPS = [
  { key: 'waitingForYou', title: 'Waiting for you', empty: 'Nobody is waiting for your answer.' },
  { key: 'waitingForThem', title: 'Waiting for them', empty: 'No proposals of yours are waiting.' },
  { key: 'active', title: 'Active', empty: 'No active swaps yet.' },
  { key: 'past', title: 'Past', empty: 'Nothing here yet.' },
] as const;
export type SwapGroupKey = (typeof SWAP_GROUPS)[number]['key'];

/** Which list a swap belongs in: an answer owed by me, by them, one under way, or one that has ended. */
export function groupOf(view: SwapView): SwapGroupKey {
  const { status } = view.swap;
  if (status === 'pending') return view.iProposed ? 'waitingForThem' : 'waitingForYou';
  if (status === 'accepted') return 'active';
  return 'past';
}

export function groupSwaps(swaps: readonly SkillSwap[], myId: string): Record<SwapGroupKey, SwapView[]> {
  const groups: Record<SwapGroupKey, SwapView[]> = { waitingForYou: [], waitingForThem: [], active: [], past: [] };
  for (const swap of swaps) {
    const view = viewOf(swap, myId);
    groups[groupOf(view)].push(view);
  }
  return groups;
}

export const SWAP_STATUS_LABELS: Record<SkillSwap['status'], string> = {
  pending: 'Pending',
  accepted: 'Active',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
