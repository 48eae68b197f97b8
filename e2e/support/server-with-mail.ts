import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startMailCatcher, type MailCatcher } from '../../server/test/mail-catcher';
import { freePort, startBundle } from './bundle-server';

/**
 * The shipped server for specs about people signing in: its own data directory, a localhost PUBLIC_URL
 * (passkeys need a host name, not an IP address) on a free port, and SMTP_URL pointing at an SMTP server on
 * loopback that keeps every mail for the spec to read.
 */

export type { MailCatcher };

export interface ServerWithMail {
  /** The public origin; browse at it, as people do (the ready line names the bound address). */
  url: string;
  mail: MailCatcher;
  stop(): Promise<void>;
}

export async function startServerWithMail(label: string, env: Record<string, string> = {}): Promise<ServerWithMail> {
  const mail = await startMailCatcher();
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), `skillweave-${label}-`));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = await startBundle(cwd, {
    PORT: String(port),
    PUBLIC_URL: url,
    SMTP_URL: mail.url,
    MAIL_FROM: 'Skillweave <no-reply@localhost>',
    ...env,
  });
  return {
    url,
    mail,
    async stop() {
      await server.stop();
      await mail.close();
      fs.rmSync(cwd, { recursive: true, force: true });
    },
  };
}

/** The newest mail to an address as text, with quoted-printable soft line breaks undone. */
export const latestMailText = (mail: MailCatcher, email: string) =>
  (mail.to(email).at(-1)?.raw ?? '').replace(/=\r?\n/g, '');

/** The sign-in code in the newest mail to an address, waiting for more than `after` mails to have arrived. */
export async function mailedCode(mail: MailCatcher, email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      if (mail.to(email).length <= after) return undefined;
      code = /sign-in code is (\d{6})/.exec(latestMailText(mail, email))?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** "Start Your Free Trial" from the landing page; the new person lands, signed in, on their profile. */
export async function signUpThroughTheDialog(page: Page, url: string, person: { name: string; email: string }) {
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await dialog.getByLabel(/Full Name/).fill(person.name);
  await dialog.getByLabel(/Email Address/).fill(person.email);
  await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
}
