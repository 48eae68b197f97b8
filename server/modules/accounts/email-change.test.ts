import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { authVerifications, users } from '../../infra/db/schema';
import {
  createTestAppWithMail,
  mailedCode,
  sessionCookieFrom,
  signUp,
  uniqueEmail,
  type MailCatcher,
  type TestApp,
} from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { DEMO_COLLEAGUE_ID } from '../../test/workspace-fixtures';
import { DEMO_LOCKED } from '../demo';
import { EMAIL_CHANGE_NEEDS_CODE } from '../people/email-rules';
import { SESSION_COOKIE } from './auth';

/**
 * A new email replaces the old one only once a code mailed to the new address comes back. Before, a profile edit
 * set any email and kept the account proven: whoever later signed in with a code for that address landed in the
 * account that had named it. Through a real SMTP server on loopback.
 */

let t: TestApp & { catcher: MailCatcher };
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t?.close();
});

type Cookies = Record<string, string>;

const sendSignInCode = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/send-verification-otp',
    payload: { email, type: 'sign-in' },
  });

/** Signs in with a code mailed to the address; returns the new session's cookie. */
async function signInByCode(email: string): Promise<Cookies> {
  expect((await sendSignInCode(email)).statusCode).toBe(200);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email-otp',
    payload: { email, otp: await mailedCode(t, email) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return sessionCookieFrom(answer);
}

/** A person who proved their address, signed in. */
async function provenPerson() {
  const { user } = await signUp(t.app);
  return { user, cookies: await signInByCode(user.email) };
}

const askCode = (id: string, email: string, cookies?: Cookies) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/email-change`, payload: { email }, cookies });
const confirm = (id: string, code: string, cookies?: Cookies) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/email-change/confirm`, payload: { code }, cookies });

async function stored(id: string) {
  const [row] = await t.database.db
    .select({ email: users.email, verified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`changing an email (${testEngine})`, () => {
  it('refuses a new email in a profile edit, whole: nothing stored, the account keeps its proven address', async () => {
    const { user, cookies } = await provenPerson();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { email: 'new-hire@corp.example', role: 'Hijacker' },
      cookies,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ code: 'email_change_needs_code', message: EMAIL_CHANGE_NEEDS_CODE });
    expect(await stored(user.id)).toEqual({ email: user.email, verified: true, role: 'Engineer' });

    // The profile form sends back the email it showed, beside the fields it changed: that works as before.
    const same = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { email: user.email.toUpperCase(), role: 'Staff Engineer' },
      cookies,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: user.email, role: 'Staff Engineer' });
  });

  it('mails a code to the new address; the old one stays until the code comes back, then every other session ends', async () => {
    const { user, cookies } = await provenPerson();
    const elsewhere = await signInByCode(user.email);
    const newEmail = uniqueEmail('moved');

    const asked = await askCode(user.id, newEmail.toUpperCase(), cookies);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ pendingEmail: newEmail, expiresAt: expect.any(String) });
    const code = await mailedCode(t, newEmail);
    expect(t.catcher.to(newEmail).at(-1)!.raw).toMatch(/Enter it on your profile/);
    // Until then nothing changed: the old address is the account's and signs in.
    expect(await stored(user.id)).toMatchObject({ email: user.email, verified: true });
    expect((await t.app.inject({ url: `/api/users/${user.id}/email-change`, cookies })).json()).toEqual(asked.json());
    await signInByCode(user.email);

    const wrong = await confirm(user.id, wrongCode(code), cookies);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'invalid_email_code',
      message: 'That code is not right: check it and try again',
    });
    const right = await confirm(user.id, ` ${code.slice(0, 3)} ${code.slice(3)} `, cookies);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ id: user.id, email: newEmail });
    expect(await stored(user.id)).toMatchObject({ email: newEmail, verified: true });

    // This browser stays signed in; the others are out.
    expect((await t.app.inject({ url: '/api/me', cookies })).json()).toMatchObject({ signedIn: true });
    expect((await t.app.inject({ url: '/api/me', cookies: elsewhere })).json()).toMatchObject({ signedIn: false });
    // The old, proven address is told; the code is spent; the new address signs in, the old one no longer does.
    await t.app.mailQueue.settled();
    expect(t.catcher.to(user.email).at(-1)!.raw).toMatch(/Your Skillweave email was changed/);
    expect((await confirm(user.id, code, cookies)).json()).toMatchObject({ code: 'email_change_not_found' });
    const before = t.catcher.to(user.email).length;
    await sendSignInCode(user.email);
    await t.app.mailQueue.settled();
    expect(t.catcher.to(user.email)).toHaveLength(before);
    const mine = await signInByCode(newEmail);
    expect((await t.app.inject({ url: '/api/me', cookies: mine })).json()).toMatchObject({ user: { id: user.id } });
  });

  it("cannot take over a colleague's address: the owner gets the code, and their own sign-in finds no other account", async () => {
    const attacker = await provenPerson();
    const victim = uniqueEmail('new-hire');
    expect((await askCode(attacker.user.id, victim, attacker.cookies)).statusCode).toBe(202);
    expect(await stored(attacker.user.id)).toMatchObject({ email: attacker.user.email, verified: true });
    // The owner of that address asks to sign in: no account has it, so no code and no way into the attacker's.
    await t.app.mailQueue.settled();
    const mailsBefore = t.catcher.to(victim).length;
    await sendSignInCode(victim);
    await t.app.mailQueue.settled();
    expect(t.catcher.to(victim)).toHaveLength(mailsBefore);
  });

  it('answers the same for an address that has an account, and refuses it only once its code proves the owner', async () => {
    const { user, cookies } = await provenPerson();
    const other = await signUp(t.app);
    const free = await askCode(user.id, uniqueEmail('free'), cookies);
    const taken = await askCode(user.id, other.user.email, cookies);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));

    const refused = await confirm(user.id, await mailedCode(t, other.user.email), cookies);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'email_taken', message: 'An account with this email already exists' });
    expect(await stored(user.id)).toMatchObject({ email: user.email });
    expect(await stored(other.user.id)).toMatchObject({ email: other.user.email });
  });

  it('kills the code after five wrong tries and after ten minutes, and says when nothing is waiting', async () => {
    const { user, cookies } = await provenPerson();
    const nothing = await confirm(user.id, '123456', cookies);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toEqual({
      code: 'email_change_not_found',
      message: 'No change of email is waiting for a code: enter the new email again',
    });

    const target = uniqueEmail('spent');
    await askCode(user.id, target, cookies);
    const code = await mailedCode(t, target);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await confirm(user.id, wrongCode(code), cookies)).json().code).toBe('invalid_email_code');
    expect((await confirm(user.id, code, cookies)).json()).toEqual({
      code: 'email_code_spent',
      message: 'Too many wrong codes: ask for a new one',
    });

    await askCode(user.id, target, cookies);
    const late = await mailedCode(t, target);
    await t.database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${authVerifications.identifier} LIKE ${`%${user.id}%`}`);
    expect((await confirm(user.id, late, cookies)).json()).toEqual({
      code: 'email_code_expired',
      message: 'That code has expired: ask for a new one',
    });
    expect(await stored(user.id)).toMatchObject({ email: user.email });

    // Cancelling drops the waiting change.
    await askCode(user.id, target, cookies);
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}/email-change`, cookies });
    expect(cancelled.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/users/${user.id}/email-change`, cookies })).json()).toEqual({
      pendingEmail: null,
      expiresAt: null,
    });
  });

  it('proves an unproven account by its new address, ending the signup session elsewhere', async () => {
    const { user, cookies } = await signUp(t.app);
    const second = await t.app.inject({ url: '/api/me', cookies });
    expect(second.json()).toMatchObject({ emailVerified: false });
    const moved = uniqueEmail('typo-fixed');
    await askCode(user.id, moved, cookies);
    const confirmed = await confirm(user.id, await mailedCode(t, moved), cookies);
    expect(confirmed.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({ email: moved, verified: true });
    expect((await t.app.inject({ url: '/api/me', cookies })).json()).toMatchObject({ emailVerified: true });
  });

  it("refuses the demo account's email to every visitor with a sentence, and someone else's to anyone", async () => {
    const demo = DEMO_WORKSPACE.userId;
    for (const answer of [
      await askCode(demo, uniqueEmail('demo')),
      await t.app.inject({ method: 'PATCH', url: `/api/users/${demo}`, payload: { email: uniqueEmail('demo') } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: 'demo_workspace_locked', message: DEMO_LOCKED.email });
    }
    const [demoRow] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, demo));
    // Sending back the demo's own email with an edit still works, as the demo's profile form does.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${demo}`,
      payload: { email: demoRow!.email, fullName: 'Alex Morgan' },
    });
    expect(edit.statusCode).toBe(200);

    const { cookies } = await provenPerson();
    const colleague = await askCode(DEMO_COLLEAGUE_ID, uniqueEmail('x'), cookies);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json()).toEqual({ code: 'not_your_profile', message: 'You can only change your own email' });
    const stranger = await signUp(t.app);
    expect((await askCode(stranger.user.id, uniqueEmail('x'), cookies)).statusCode).toBe(404);
    expect((await confirm(stranger.user.id, '123456', { [SESSION_COOKIE]: cookies[SESSION_COOKIE]! })).statusCode).toBe(
      404,
    );
  });

  it('answers a bad new email or code with a sentence under the field', async () => {
    const { user, cookies } = await provenPerson();
    const badEmail = await askCode(user.id, 'not-an-address', cookies);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
    const same = await askCode(user.id, user.email, cookies);
    expect(same.json()).toMatchObject({ code: 'validation_failed', message: 'email: This is already your email' });
    const badCode = await confirm(user.id, '12ab', cookies);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().issues).toEqual([{ path: 'code', message: 'Enter the 6-digit code from the mail' }]);
  });
});
