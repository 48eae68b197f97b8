import { expect, type Browser, type Page } from '@playwright/test';
import { latestMailText, mailedCode, signUpThroughTheDialog, type ServerWithMail } from './server-with-mail';

/**
 * Two people of one private workspace, made the way people make them: each signs up through the trial dialog, the
 * owner creates the workspace and invites the other by mail, and the other proves their address and accepts.
 */

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A page in a browser context of its own: another person, with their own cookies. */
export async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The signed-in person's id. */
export async function myId(server: ServerWithMail, page: Page): Promise<string> {
  const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as { user: { id: string } };
  return me.user.id;
}

/**
 * Proves the address by signing in with a mailed code (joining a workspace needs a proven address). Proving it ends
 * the trial's unproven session, and a read still in flight with that session's cookie answers by clearing the
 * cookie, which would then clear the new session's too: the page leaves the app first, so none is in flight.
 */
export async function proveEmail(server: ServerWithMail, page: Page, email: string): Promise<void> {
  await page.goto('about:blank');
  const before = server.mail.to(email).length;
  const sent = await page.request.post(`${server.url}/api/auth/email-otp/send-verification-otp`, {
    data: { email, type: 'sign-in' },
    headers: { origin: server.url },
  });
  expect(sent.ok()).toBe(true);
  const otp = await mailedCode(server.mail, email, before);
  const signedIn = await page.request.post(`${server.url}/api/auth/sign-in/email-otp`, {
    data: { email, otp },
    headers: { origin: server.url },
  });
  expect(signedIn.ok()).toBe(true);
}

interface Person {
  page: Page;
  name: string;
  email: string;
}

/**
 * The owner signs up, proves their address (creating a workspace needs it) and creates `company`; the member signs
 * up, is invited, proves their address and joins.
 */
export async function workspaceOfTwo(
  server: ServerWithMail,
  company: string,
  owner: Person,
  member: Person,
): Promise<{ workspaceId: string }> {
  await signUpThroughTheDialog(owner.page, server.url, owner);
  await proveEmail(server, owner.page, owner.email);
  const created = await owner.page.request.post(`${server.url}/api/workspaces`, { data: { name: company } });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;

  await signUpThroughTheDialog(member.page, server.url, member);
  await proveEmail(server, member.page, member.email);
  const invited = await owner.page.request.post(`${server.url}/api/workspaces/${workspaceId}/invitations`, {
    data: { email: member.email, role: 'member' },
  });
  expect(invited.status()).toBe(201);
  await expect.poll(() => latestMailText(server.mail, member.email)).toContain(company);
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(latestMailText(server.mail, member.email))![1]!;
  const accepted = await member.page.request.post(`${server.url}/api/invitations/${token}/accept`);
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { workspaceId };
}
