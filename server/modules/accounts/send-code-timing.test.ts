import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, mailedCode, signUp, type MailCatcher, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';

/**
 * Asking for a sign-in code must not tell, by how long it takes, whether the address has an account: only then
 * is a mail sent, and a mail server that takes its time (here 250 ms a mail) made the known address answer a
 * hundred times slower. Mail now goes through a queue after the answer. The two are measured against each other
 * in the same run, alternating, so the machine's speed cancels out.
 */

const SMTP_DELAY_MS = 250;
const ROUNDS = 12;

let t: TestApp & { catcher: MailCatcher };
beforeAll(async () => {
  t = await createTestAppWithMail({ delayMs: SMTP_DELAY_MS });
});
afterAll(async () => {
  await t?.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timeSend(email: string): Promise<number> {
  const started = performance.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/send-verification-otp',
    payload: { email, type: 'sign-in' },
  });
  const elapsed = performance.now() - started;
  expect(answer.statusCode).toBe(200);
  return elapsed;
}

describe(`asking for a sign-in code (${testEngine})`, () => {
  it('takes about as long for an address with an account as for one without, with a slow mail server', async () => {
    const { user } = await signUp(t.app);
    // One round first to warm both paths (module loading, prepared statements).
    await timeSend(user.email);
    await timeSend('nobody.warm@example.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      known.push(await timeSend(user.email));
      unknown.push(await timeSend(`nobody.${round}@example.test`));
    }
    const ratio = median(known) / median(unknown);
    // Waiting on the mail server made this ratio over 20; without it both do the same few queries.
    expect(ratio, `known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`).toBeLessThan(3);
    expect(1 / ratio).toBeLessThan(3);

    // And the code still arrives, after the answer.
    expect(await mailedCode(t, user.email)).toMatch(/^\d{6}$/);
    expect(t.catcher.to(user.email)).toHaveLength(ROUNDS + 1);
    expect(t.catcher.mails.filter((mail) => mail.to.some((to) => to.startsWith('nobody.')))).toHaveLength(0);
  });
});
