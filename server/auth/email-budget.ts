import { createHash } from 'node:crypto';
import type { BudgetCounter } from '../plugins/shared-budgets';

/**
 * How many sign-in requests (asking for a code, or trying one) one email address may make in a window, whatever
 * address they come from: a per-client-address limit alone lets someone with many addresses flood one inbox or
 * guess at one account. Counted by the same counter as the request budgets, so on PostgreSQL every app server
 * shares one count per address (otherwise N servers would grant N times the budget).
 */
export class EmailBudget {
  constructor(
    private readonly counter: BudgetCounter,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request for the address; returns the seconds to wait when over budget, else 0. */
  async take(email: string): Promise<number> {
    const { hits, ttlMs } = await this.counter.count(emailBudgetKey(email), this.windowMs);
    return hits > this.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0;
  }
}

/** The budget's key: a hash, so the shared table holds no email addresses. */
export function emailBudgetKey(email: string): string {
  return `signInEmail:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}
