import type { SkillSwapStatus } from '../../../common/constants';
import type { SwapAction } from '../../../common/schemas/swaps';
import { conflict } from '../../http/errors';

/**
 * Who may move a swap from which status to which: the one table the server checks every move against.
 *
 * - accept, decline: the partner (the person it was proposed to), while it is pending.
 * - cancel: the proposer while it is pending (withdrawing it; the partner declines instead); either person once
 *   it is accepted.
 * - complete: either person, once it is accepted.
 */

type Side = 'proposer' | 'partner';

interface Move {
  /** For each status the move starts from, who may make it. */
  from: Partial<Record<SkillSwapStatus, readonly Side[]>>;
  to: SkillSwapStatus;
  /** Past tense for sentences: "This swap is already declined". */
  done: string;
}

const BOTH = ['proposer', 'partner'] as const;

const SWAP_MOVES: Record<SwapAction, Move> = {
  accept: { from: { pending: ['partner'] }, to: 'accepted', done: 'accepted' },
  decline: { from: { pending: ['partner'] }, to: 'declined', done: 'declined' },
  cancel: { from: { pending: ['proposer'], accepted: BOTH }, to: 'cancelled', done: 'cancelled' },
  complete: { from: { accepted: BOTH }, to: 'completed', done: 'completed' },
};

/** The 409 for a move the table refuses, saying why, so the person knows what they can do instead. */
export function refuseMove(action: SwapAction, status: SkillSwapStatus, side: Side) {
  const move = SWAP_MOVES[action];
  if (!move.from[status]) {
    if (status === move.to) return conflict('swap_transition_refused', `This swap is already ${move.done}`);
    if (action === 'complete' && status === 'pending')
      return conflict('swap_transition_refused', 'This swap has not been accepted yet, so it cannot be completed');
    return conflict('swap_transition_refused', `A ${status} swap cannot be ${move.done}`);
  }
  if (side === 'partner')
    return conflict('swap_transition_refused', 'This swap was proposed to you: decline it instead of cancelling it');
  return conflict(
    'swap_transition_refused',
    `Only the person it was proposed to can ${action} it: you proposed this swap, so you can cancel it instead`,
  );
}

/** Whether `side` may make `action` on a swap in `status`; when not, the 409 to answer. */
export function checkMove(action: SwapAction, status: SkillSwapStatus, side: Side) {
  const move = SWAP_MOVES[action];
  return move.from[status]?.includes(side)
    ? { ok: true as const, to: move.to }
    : { ok: false as const, error: refuseMove(action, status, side) };
}
