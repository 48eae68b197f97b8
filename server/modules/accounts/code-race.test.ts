import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, mailedCode, signUp, type MailCatcher, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { SIGN_IN_CODE_ATTEMPTS } from './auth';

/**
 * A code dies after five wrong tries, also when the tries arrive together. Every try is counted on the code before
 * it is compared, one after another, so each try has a place in line: the right code wins only when fewer than
 * five wrong ones were counted before it, and every try after a win finds the code used. Before, a try that came
 * while another was being checked was refused without being counted, so seven wrong codes and the right one sent
 * at once signed in two times in three.
 */

let t: TestApp & { catcher: MailCatcher };
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t?.close();
});

const ROUNDS = 12;
const WRONG_TRIES = 7;

const signIn = (email: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email-otp', payload: { email, otp } });

/** A code that is not `code`, a different one for each n. */
const wrongCode = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe(`a sign-in code tried many times at once (${testEngine})`, () => {
  it('counts every try before comparing: with seven wrong codes sent beside it, the right one wins only before five wrong ones', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { user } = await signUp(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-otp/send-verification-otp',
        payload: { email: user.email, type: 'sign-in' },
      });
      const code = await mailedCode(t, user.email);
      // The right code takes a different place among the tries each round.
      const place = round % (WRONG_TRIES + 1);
      const otps = Array.from({ length: WRONG_TRIES }, (_, n) => wrongCode(code, n));
      otps.splice(place, 0, code);

      const answers = await Promise.all(otps.map((otp) => signIn(user.email, otp)));
      const right = answers[place]!;
      const wrong = answers.filter((_, index) => index !== place);
      const codes = wrong.map((answer) => answer.json<{ code: string }>().code);
      for (const answer of wrong) expect(answer.statusCode).toBe(400);

      if (right.statusCode === 200) {
        // Those counted before it were fewer than five and were "not right"; those after it found the code used.
        expect(
          codes.every((value) => value === 'invalid_sign_in_code'),
          codes.join(),
        ).toBe(true);
      } else {
        // It came after five wrong ones: the code was dead. Exactly five were counted as wrong tries.
        expect(right.json()).toMatchObject({ code: 'sign_in_code_spent' });
        expect(
          codes.filter((value) => value === 'invalid_sign_in_code'),
          codes.join(),
        ).toHaveLength(SIGN_IN_CODE_ATTEMPTS);
        expect(codes.filter((value) => value === 'sign_in_code_spent')).toHaveLength(
          WRONG_TRIES - SIGN_IN_CODE_ATTEMPTS,
        );
      }
      // Either way the code never works again.
      const again = await signIn(user.email, code);
      expect(again.statusCode).toBe(400);
      expect(again.cookies).toHaveLength(0);
    }
  });

  it('lets one of several right tries sent at once sign in, and no other', async () => {
    const { user } = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      payload: { email: user.email, type: 'sign-in' },
    });
    const code = await mailedCode(t, user.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(user.email, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });
});
