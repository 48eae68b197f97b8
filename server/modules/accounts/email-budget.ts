import { createHash } from 'node:crypto';
import type { BudgetCounter } from '../../infra/rate-limits/shared-budgets';

/**
 * Sign-in budgets per email address, beside the per-client-address ones of the rate limiter (a limit per client
 * address alone lets someone with many addresses flood one inbox). Two, kept apart:
 * - asking for a code, per email address from any client address: each ask mails the owner;
 * - trying a code, per email address and client address: a wrong guess spends only the guesser's budget, so
 *   guesses from one place never stop the owner from using a code from theirs. Guessing itself is held by each
 *   code dying after five wrong tries and by the asking budget, which bounds how many codes there are.
 * Counted by the same counter as the request budgets, so on PostgreSQL every app server shares one count per key
 * (otherwise N servers would grant N times the budget).
 */
export class EmailBudget {
  constructor(
    private readonly counter: BudgetCounter,
    private readonly kind: 'asks' | 'tries',
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request; returns the seconds to wait when over budget, else 0. `clientAddress` keys tries only. */
  async take(email: string, clientAddress: string): Promise<number> {
    const key = this.kind === 'asks' ? emailBudgetKey(email) : `signInTries:${emailHash(email)}:${clientAddress}`;
    const { hits, ttlMs } = await this.counter.count(key, this.windowMs);
    return hits > this.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0;
  }
}

/** An address as the budgets' keys hold it: a hash, so the shared table holds no email addresses. */
const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The key of the asking budget. */
export function emailBudgetKey(email: string): string {
  return `signInEmail:${emailHash(email)}`;
}
