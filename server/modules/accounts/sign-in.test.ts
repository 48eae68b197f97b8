import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  authSessions,
  authVerifications,
  companies,
  passkeys,
  users,
  workspaceInvitations,
  workspaceMembers,
} from '../../infra/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../infra/rate-limits/rate-limits';
import {
  createTestAppWithMail,
  mailedCode,
  signUp,
  uniqueEmail,
  type MailCatcher,
  type TestApp,
} from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { storedInvitation } from '../../test/workspace-fixtures';
import { SESSION_COOKIE } from './auth';
import { CODE_TRIES_PER_CLIENT_BUDGET, EMAIL_SIGN_IN_BUDGET } from './auth-routes';

/**
 * Sign-in by a code mailed to the person, end to end through a real SMTP server on loopback: the code works
 * once, dies after five wrong tries and after ten minutes, and an unknown address learns nothing.
 */

let t: TestApp & { catcher: MailCatcher };
let catcher: MailCatcher;

beforeAll(async () => {
  t = await createTestAppWithMail();
  catcher = t.catcher;
});
afterAll(async () => {
  await t?.close();
});

const sendCode = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/send-verification-otp',
    payload: { email, type: 'sign-in' },
  });
const signIn = (email: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email-otp', payload: { email, otp } });

/** The newest code mailed to an address. */
const latestCode = (email: string) => mailedCode(t, email);

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`sign-in by mailed code (${testEngine})`, () => {
  it('signs a person back in with the code, once, and marks the address proven', async () => {
    const { user } = await signUp(t.app);
    expect((await sendCode(user.email)).statusCode).toBe(200);
    const code = await latestCode(user.email);
    expect(catcher.to(user.email).at(-1)?.raw).toMatch(/10 minutes/);

    const first = await signIn(user.email, code);
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ url: '/api/me', cookies: { [SESSION_COOKIE]: cookie!.value } });
    expect(me.json()).toMatchObject({ user: { id: user.id }, isDemo: false });
    const [row] = await t.database.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.verified).toBe(true);

    const again = await signIn(user.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_sign_in_code' });
  });

  it('ends the sessions begun before the address was proven: a signup with your address loses its way in', async () => {
    const { user, cookies: impostor } = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/me', cookies: impostor })).json()).toMatchObject({ signedIn: true });
    await sendCode(user.email);
    const proven = await signIn(user.email, await latestCode(user.email));
    expect(proven.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', cookies: impostor })).json()).toMatchObject({
      signedIn: false,
      isDemo: true,
    });
    const cookie = proven.cookies.find((item) => item.name === SESSION_COOKIE)!;
    const me = await t.app.inject({ url: '/api/me', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.json()).toMatchObject({ signedIn: true, emailVerified: true, user: { id: user.id } });
  });

  it('clears what a signup with your address gathered before your first code: passkeys, invitations, sessions', async () => {
    // Someone signs up with the owner's address; what they could have added before the rules that now refuse it
    // (a passkey, a workspace with a pending invitation) is put in place directly.
    const { user, cookies: squatter } = await signUp(t.app);
    await t.database.db.insert(passkeys).values({
      userId: user.id,
      name: 'Squatter laptop',
      publicKey: 'cHVibGljLWtleQ',
      credentialID: `credential-${user.id}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const [company] = await t.database.db
      .insert(companies)
      .values({
        name: 'Squat Co',
        contactName: 'Squatter',
        contactEmail: uniqueEmail('squat'),
        size: '1-10',
        isActive: true,
      })
      .returning({ id: companies.id });
    await t.database.db.insert(workspaceMembers).values({ companyId: company!.id, userId: user.id, role: 'owner' });
    const { invitation } = await storedInvitation(t.app, company!.id);

    await sendCode(user.email);
    const proven = await signIn(user.email, await latestCode(user.email));
    expect(proven.statusCode).toBe(200);

    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    const [after] = await t.database.db
      .select({ revokedAt: workspaceInvitations.revokedAt })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, invitation.id));
    expect(after?.revokedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ url: '/api/me', cookies: squatter })).json()).toMatchObject({ signedIn: false });
    const sessions = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions).toHaveLength(1);
    const cookie = proven.cookies.find((item) => item.name === SESSION_COOKIE)!;
    const me = await t.app.inject({ url: '/api/me', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.json()).toMatchObject({ signedIn: true, emailVerified: true, user: { id: user.id } });
  });

  it('kills the code after five wrong tries: the right one then fails too', async () => {
    const { user } = await signUp(t.app);
    await sendCode(user.email);
    const code = await latestCode(user.email);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(user.email, wrong(code))).statusCode).toBe(400);
    const right = await signIn(user.email, code);
    expect(right.statusCode).toBeGreaterThanOrEqual(400);
    expect(right.json()).toMatchObject({ code: expect.stringMatching(/^(sign_in_code_spent|invalid_sign_in_code)$/) });
    expect(right.cookies.find((item) => item.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers a sign-in without an email or a code with a sentence per field', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email-otp', payload: { email: 7 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'validation_failed',
      message: 'email: Enter your email; otp: Enter the code from the mail',
      issues: [
        { path: 'email', message: 'Enter your email' },
        { path: 'otp', message: 'Enter the code from the mail' },
      ],
    });
  });

  it('refuses a code older than ten minutes', async () => {
    const { user } = await signUp(t.app);
    await sendCode(user.email);
    const code = await latestCode(user.email);
    await t.database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${authVerifications.identifier} LIKE ${'%' + user.email + '%'}`);
    const late = await signIn(user.email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'That code has expired: ask for a new one', code: 'sign_in_code_expired' });
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const known = await signUp(t.app);
    const before = catcher.mails.length;
    const unknown = await sendCode('nobody.here@example.test');
    const knownAnswer = await sendCode(known.user.email);
    await t.app.mailQueue.settled();
    expect(unknown.statusCode).toBe(knownAnswer.statusCode);
    expect(unknown.body).toBe(knownAnswer.body);
    expect(catcher.to('nobody.here@example.test')).toHaveLength(0);
    expect(catcher.mails.length).toBe(before + 1);
  });

  it('holds a passkey name to the rule the account page checks, before Better Auth sees it', async () => {
    const { cookies } = await signUp(t.app);
    for (const path of ['/api/auth/passkey/update-passkey', '/api/auth/passkey/verify-registration']) {
      const tooLong = await t.app.inject({
        method: 'POST',
        url: path,
        payload: { id: '00000000-0000-4000-8000-00000000abcd', response: {}, name: 'x'.repeat(61) },
        cookies,
      });
      expect(tooLong.statusCode, path).toBe(400);
      expect(tooLong.json(), path).toEqual({
        message: 'name: Must be at most 60 characters',
        code: 'validation_failed',
        issues: [{ path: 'name', message: 'Must be at most 60 characters' }],
      });
      const reordered = await t.app.inject({
        method: 'POST',
        url: path,
        payload: { id: '00000000-0000-4000-8000-00000000abcd', response: {}, name: 'Laptop \u202Egnp.exe' },
        cookies,
      });
      expect(reordered.statusCode, path).toBe(400);
      expect(reordered.json().message, path).toBe(
        'name: Passkey name must not contain text-direction control characters',
      );
    }
  });

  it('exposes only the allowed auth calls: the server-only session starter and the session list answer 404', async () => {
    const { user } = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/server/start-session', payload: { userId: user.id } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/list-sessions' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/get-session' })).statusCode).toBe(404);
  });

  it('signs the browser out: the cookie is then dead', async () => {
    const { cookies } = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/me', cookies });
    expect(me.json()).toMatchObject({ isDemo: true });
  });

  it('rate-limits asking for codes per client address and per email address', async () => {
    const limited = await buildApp({
      database: t.database,
      rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: { max: 3, windowSeconds: 600 } },
      sendMail: async () => {},
    });
    try {
      const ask = (email: string, ip: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/email-otp/send-verification-otp',
          remoteAddress: ip,
          payload: { email, type: 'sign-in' },
        });
      const statuses = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await ask(`many.${index}@example.test`, '10.9.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);

      const target = 'flooded@example.test';
      const answers = [];
      for (let index = 0; index <= EMAIL_SIGN_IN_BUDGET.max; index += 1)
        answers.push(await ask(target, `10.9.1.${index}`));
      expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(
        Array(EMAIL_SIGN_IN_BUDGET.max).fill(200),
      );
      const refused = answers.at(-1)!;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many sign-in requests for this email/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("keeps guesses apart from asking: wrong codes from one network do not stop the owner's code from theirs", async () => {
    const limited = await buildApp({ database: t.database, rateLimits: DEFAULT_RATE_LIMITS, sendMail: t.app.sendMail });
    try {
      const ask = (email: string, ip: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/email-otp/send-verification-otp',
          remoteAddress: ip,
          payload: { email, type: 'sign-in' },
        });
      const tryCode = (email: string, otp: string, ip: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email-otp',
          remoteAddress: ip,
          payload: { email, otp },
        });
      const { user } = await signUp(t.app);

      // Someone asks for a code for the owner's address and guesses until their budget for it runs out.
      expect((await ask(user.email, '10.7.0.1')).statusCode).toBe(200);
      for (let guess = 0; guess < CODE_TRIES_PER_CLIENT_BUDGET.max; guess += 1)
        expect((await tryCode(user.email, String(100_000 + guess), '10.7.0.1')).statusCode).toBe(400);
      const stopped = await tryCode(user.email, '999999', '10.7.0.1');
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many sign-in codes tried for this email from your network: try again in/),
      });

      // The owner, from their own network, still asks for a code and signs in with it.
      expect((await ask(user.email, '10.7.0.2')).statusCode).toBe(200);
      await limited.mailQueue.settled();
      const owner = await tryCode(user.email, await latestCode(user.email), '10.7.0.2');
      expect(owner.statusCode).toBe(200);

      // Per network, tries and asks are separate budgets too: one spent, the other is whole.
      for (let guess = 0; guess < DEFAULT_RATE_LIMITS.signInCode.max; guess += 1)
        await tryCode(`guess.${guess}@example.test`, '123456', '10.7.0.3');
      expect((await tryCode('guess.last@example.test', '123456', '10.7.0.3')).statusCode).toBe(429);
      expect((await ask('guess.last@example.test', '10.7.0.3')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
