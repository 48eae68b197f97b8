import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys } from '../../infra/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { registration, type RegistrationOptions } from '../../test/webauthn';
import { verifiedPerson, type Person } from '../../test/workspace-fixtures';
import {
  PASSKEY_REGISTRATION_MESSAGES,
  passkeyVerified,
  registrationRefusal,
  watchRegistration,
} from './passkey-registration';

/**
 * Adding a passkey through the real ceremony: Better Auth's options, an attestation made by a test authenticator
 * (server/test/webauthn.ts), Better Auth's verification. What the person's authenticator cannot be held to (a
 * passkey already added, one made for another site) is a 400 with a sentence, and nothing is stored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Starts a ceremony as `person` and answers it with an attestation bent by `bend`. */
async function addPasskey(person: Person, bend: Partial<RegistrationOptions> = {}) {
  const options = await t.app.inject({ url: '/api/auth/passkey/generate-register-options', cookies: person.cookies });
  expect(options.statusCode, options.body).toBe(200);
  const { challenge, rp } = options.json<{ challenge: string; rp: { id: string } }>();
  const challengeCookies = Object.fromEntries(options.cookies.map((cookie) => [cookie.name, cookie.value]));
  const made = registration({ challenge, rpId: rp.id, origin: t.app.publicUrl, ...bend });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/passkey/verify-registration',
    payload: made.body,
    cookies: { ...person.cookies, ...challengeCookies },
  });
  return { response, credentialId: made.credentialId };
}

const storedPasskeys = async (person: Person) =>
  (await t.app.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, person.user.id)))[0]!.n;

describe(`adding a passkey (${testEngine})`, () => {
  it('stores a passkey the authenticator made for this site', async () => {
    const person = await verifiedPerson(t.app);
    const { response, credentialId } = await addPasskey(person, { name: 'Work laptop' });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.app.db.select().from(passkeys).where(eq(passkeys.userId, person.user.id));
    expect(stored).toMatchObject({ credentialID: credentialId, name: 'Work laptop' });
  });

  it('refuses a passkey already added (400 with a sentence), to the same person or another', async () => {
    const first = await verifiedPerson(t.app);
    const { credentialId } = await addPasskey(first);
    const again = await addPasskey(first, { credentialId });
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json()).toEqual({
      code: 'passkey_already_added',
      message: PASSKEY_REGISTRATION_MESSAGES.alreadyAdded,
    });
    expect(await storedPasskeys(first)).toBe(1);

    const second = await verifiedPerson(t.app);
    const elsewhere = await addPasskey(second, { credentialId });
    expect(elsewhere.response.statusCode).toBe(400);
    expect(elsewhere.response.json()).toMatchObject({ code: 'passkey_already_added' });
    expect(await storedPasskeys(second)).toBe(0);
  });

  it.each([
    ['another relying party', { rpId: 'evil.example' }],
    ['another origin', { origin: 'https://evil.example' }],
  ])('refuses a passkey made for %s (400 with a sentence), storing nothing', async (_case, bend) => {
    const person = await verifiedPerson(t.app);
    const { response } = await addPasskey(person, bend);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'passkey_not_verified',
      message: PASSKEY_REGISTRATION_MESSAGES.notVerified,
    });
    expect(await storedPasskeys(person)).toBe(0);
  });
});

describe('a registration that failed after it was verified, for a reason of ours', () => {
  it('stays the server error it is: nothing stored under its credential id, so no refusal names it', async () => {
    const body = Buffer.from(JSON.stringify({ response: { id: 'bm90LXN0b3JlZA' } }));
    const refusal = await watchRegistration(async () => {
      passkeyVerified();
      return registrationRefusal(t.app.db, body, { status: 500, code: 'FAILED_TO_VERIFY_REGISTRATION' });
    });
    expect(refusal).toBeUndefined();
  });
});
