import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInSession } from '../../../common/schemas/account';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A second browser of the same person: a new session through the server-only starter, as sign-in does. */
async function secondBrowser(userId: string): Promise<Record<string, string>> {
  const { headers } = await t.app.auth.api.startSessionFor({
    body: { userId },
    headers: new Headers(),
    returnHeaders: true,
  });
  const [pair] = headers.getSetCookie()[0]!.split(';');
  const [name, value] = pair!.split('=');
  return { [name!]: decodeURIComponent(value!) };
}

const sessionsOf = (cookies: Record<string, string>) => t.app.inject({ url: '/api/account/sessions', cookies });
const isSignedIn = async (cookies: Record<string, string>) =>
  !(await t.app.inject({ url: '/api/me', cookies })).json<{ isDemo: boolean }>().isDemo;

describe(`account sessions (${testEngine})`, () => {
  it('lists where the person is signed in, marks this browser, and never shows a token', async () => {
    const { user, cookies } = await signUp(t.app);
    await secondBrowser(user.id);
    const response = await sessionsOf(cookies);
    expect(response.statusCode).toBe(200);
    const sessions = response.json<SignInSession[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(response.body).not.toContain(Object.values(cookies)[0]!.split('.')[0]);
    expect(Object.keys(sessions[0]!).sort()).toEqual([
      'createdAt',
      'current',
      'expiresAt',
      'id',
      'ipAddress',
      'lastSeenAt',
      'userAgent',
    ]);
  });

  it('signs one other browser out: its cookie is then dead, this one lives', async () => {
    const { user, cookies } = await signUp(t.app);
    const other = await secondBrowser(user.id);
    const otherId = (await sessionsOf(other)).json<SignInSession[]>().find((session) => session.current)!.id;
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${otherId}`, cookies });
    expect(revoked.statusCode).toBe(204);
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(cookies)).toBe(true);
  });

  it("cannot end another person's session (answered like an unknown one)", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const bobSession = (await sessionsOf(bob.cookies)).json<SignInSession[]>()[0]!.id;
    const attempt = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${bobSession}`,
      cookies: alice.cookies,
    });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toMatchObject({ code: 'sign_in_session_not_found' });
    expect(await isSignedIn(bob.cookies)).toBe(true);
  });

  it('signs out everywhere, this browser included', async () => {
    const { user, cookies } = await signUp(t.app);
    const other = await secondBrowser(user.id);
    const response = await t.app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    expect(response.cookies.some((cookie) => cookie.value === '')).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(cookies)).toBe(false);
  });

  it('asks anonymous visitors to sign in (401), even though they act as the demo user', async () => {
    const response = await sessionsOf({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_signed_in' });
    expect((await t.app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere' })).statusCode).toBe(401);
  });
});
