/**
 * How many sign-in requests (asking for a code, or trying one) one email address may make in a window, whatever
 * address they come from: a per-client-address limit alone lets someone with many addresses flood one inbox or
 * guess at one account. In memory: a restart forgets it, and each server of several counts on its own, which
 * still bounds every one of them.
 */
export class EmailBudget {
  private readonly used = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for the address; returns the seconds to wait when over budget, else 0. */
  take(email: string): number {
    const key = email.trim().toLowerCase();
    const now = this.now();
    const recent = (this.used.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.max) {
      this.used.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.used.set(key, recent);
    if (this.used.size > 100_000) this.forgetIdle(now);
    return 0;
  }

  private forgetIdle(now: number) {
    for (const [key, times] of this.used) if (times.every((at) => at <= now - this.windowMs)) this.used.delete(key);
  }
}
