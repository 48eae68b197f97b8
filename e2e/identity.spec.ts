import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  mailedCode as mailedCodeTo,
  signUpThroughTheDialog,
  startServerWithMail,
  type MailCatcher,
  type ServerWithMail,
} from './support/server-with-mail';

/**
 * Signing in for real, in Chromium, against the shipped server with its own database and a real SMTP server on
 * loopback catching the mail: sign up, sign out, sign back in by the mailed code; passkeys through Chromium's
 * virtual authenticator; where the person is signed in, and signing another browser out.
 */

let server: ServerWithMail;
let mail: MailCatcher;

test.beforeAll(async () => {
  server = await startServerWithMail('identity', {
    // Room for every request this file makes from one address; the per-email budget stays as in production.
    RATE_LIMITS: 'global=20000/60,signup=200/600,signIn=200/600',
    LOG_LEVEL: 'info',
  });
  mail = server.mail;
});
test.afterAll(async () => {
  await server?.stop();
});

let sequence = 0;
/** A fresh person per test, so reruns and the per-email sign-in budget never meet. */
function newPerson(first: string) {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`;
  return { name: `${first} Okafor`, email: `${first.toLowerCase()}.${stamp}@example.com` };
}

const mailedCode = (email: string, after = 0) => mailedCodeTo(mail, email, after);

const banner = (page: Page) => page.getByRole('banner');
const accountMenu = (page: Page, name: string) =>
  banner(page).getByRole('button', { name: `Account menu for ${name}` });

/** "Start Your Free Trial" from the landing page; the new person is signed in on their profile. */
async function signUp(page: Page, person: { name: string; email: string }): Promise<string> {
  await signUpThroughTheDialog(page, server.url, person);
  await expect(accountMenu(page, person.name)).toBeVisible();
  return new URL(page.url()).pathname;
}

async function signOutFromMenu(page: Page, name: string) {
  await accountMenu(page, name).click();
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
}

/** /signin by the mailed code; returns the code used. */
async function signInByCode(page: Page, email: string): Promise<string> {
  const before = mail.to(email).length;
  await page.goto(`${server.url}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  const code = await mailedCode(email, before);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return code;
}

test.describe('identity', () => {
  test('sign up, sign out, sign back in by the mailed code; a used code fails a second time', async ({
    page,
    request,
  }) => {
    const person = newPerson('Ada');
    const profile = await signUp(page, person);

    await signOutFromMenu(page, person.name);
    // Signed out means the public demo again: the profile is the demo user's, not Ada's.
    await page.goto(`${server.url}/account`);
    await expect(page.getByText(/Sign in to see your account/)).toBeVisible();

    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${server.url}/signin`);
    const code = await signInByCode(page, person.email);
    await expect(page).toHaveURL(`${server.url}${profile}`);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await expect(accountMenu(page, person.name)).toBeVisible();

    const again = await request.post(`${server.url}/api/auth/sign-in/email-otp`, {
      data: { email: person.email, otp: code },
    });
    expect(again.status()).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'invalid_sign_in_code' });
  });

  test('a wrong code shows the server sentence under the field', async ({ page }) => {
    const person = newPerson('Grace');
    await signUp(page, person);
    await signOutFromMenu(page, person.name);

    const before = mail.to(person.email).length;
    await page.goto(`${server.url}/signin`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const code = await mailedCode(person.email, before);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Sign-in code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Sign-in code')).toHaveAccessibleDescription(
      'That code is not right: check it and try again',
    );
    await expect(page).toHaveURL(`${server.url}/signin`);
  });

  test('a passkey added on /account signs the person in alone, in another browser', async ({ page, browser }) => {
    const person = newPerson('Linus');
    const authenticator = await addVirtualAuthenticator(page);
    const profile = await signUp(page, person);
    // A passkey needs a proven address (a trial's signup could be anyone's): the mailed code proves it.
    await signInByCode(page, person.email);
    await expect(page).toHaveURL(`${server.url}${profile}`);

    await page.goto(`${server.url}/account`);
    await page.getByLabel("New passkey's name").fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const passkeys = page.getByRole('list', { name: 'Your passkeys' });
    await expect(passkeys.getByText('Test laptop', { exact: true })).toBeVisible();
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);

    await signOutFromMenu(page, person.name);

    // Another browser: no cookie, only the passkey (the same credential on its own authenticator).
    const other = await freshContext(browser);
    try {
      const otherPage = await other.newPage();
      const otherAuthenticator = await addVirtualAuthenticator(otherPage);
      await otherAuthenticator.add(credentials[0]!);
      await otherPage.goto(`${server.url}/signin`);
      await otherPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(otherPage).toHaveURL(`${server.url}${profile}`);
      await expect(otherPage.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      await expect(accountMenu(otherPage, person.name)).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('/account lists both browsers; "Sign out" on the other one makes it anonymous', async ({ page, browser }) => {
    const person = newPerson('Hedy');
    await signUp(page, person);
    // The first mailed code proves the address, which ends the sessions begun before it (a sign-up's session could
    // have been started by anyone typing that address): sign in here by code first, so this browser's session is a
    // proven one that the second sign-in leaves alone.
    await signInByCode(page, person.email);
    await expect(accountMenu(page, person.name)).toBeVisible();

    const other = await freshContext(browser);
    try {
      const otherPage = await other.newPage();
      await signInByCode(otherPage, person.email);
      await expect(accountMenu(otherPage, person.name)).toBeVisible();

      await page.goto(`${server.url}/account`);
      const sessions = page.getByRole('list', { name: 'Signed-in browsers' }).getByRole('listitem');
      await expect(sessions).toHaveCount(2);
      const here = sessions.filter({ hasText: 'This browser' });
      await expect(here).toHaveCount(1);
      await expect(here.getByRole('button')).toHaveCount(0);
      const there = sessions.filter({ hasNotText: 'This browser' });
      // The device is named from the browser's user agent (which OS depends on Playwright's device settings).
      await expect(there).toContainText(/Chrome on (Linux|Windows)/);
      await there.getByRole('button', { name: /^Sign out Chrome on/ }).click();
      await expect(sessions).toHaveCount(1);

      await otherPage.goto(`${server.url}/account`);
      await expect(otherPage.getByText(/Sign in to see your account/)).toBeVisible();
      await expect(banner(otherPage).getByRole('link', { name: 'Sign in' })).toBeVisible();
      // This browser is still signed in.
      await page.reload();
      await expect(accountMenu(page, person.name)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext();
}

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** Chromium's DevTools virtual authenticator on this page: a platform authenticator that verifies the user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    async credentials(): Promise<VirtualCredential[]> {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
    async add(credential: VirtualCredential) {
      await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
    },
  };
}
