import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  latestMailText,
  mailedCode,
  signUpThroughTheDialog as signUpAt,
  startServerWithMail,
  type MailCatcher,
  type ServerWithMail,
} from './support/server-with-mail';

/**
 * A person and a company adopting Skillweave, in Chromium against the shipped server with real mail: the
 * server runs with SMTP_URL pointing at an SMTP server on loopback that keeps every mail, and with a
 * localhost PUBLIC_URL (passkeys need a host name, not an IP address).
 */

let server: ServerWithMail;
let catcher: MailCatcher;

test.beforeAll(async () => {
  server = await startServerWithMail('accounts');
  catcher = server.mail;
});
test.afterAll(async () => {
  await server?.stop();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const mailText = (email: string) => latestMailText(catcher, email);

async function signUpThroughTheDialog(page: Page, name: string, email: string) {
  await signUpAt(page, server.url, { name, email });
}

async function signOutThroughTheMenu(page: Page, name: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: `Account menu for ${name}` }).click();
  await banner.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** On /signin (email maybe prefilled): asks for a code, reads it from the mail, types it. */
async function signInByCode(page: Page, email: string) {
  const emailField = page.getByRole('textbox', { name: /^Email/ });
  if ((await emailField.inputValue()) !== email) await emailField.fill(email);
  const mailsBefore = catcher.to(email).length;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel('Sign-in code').fill(await mailedCode(catcher, email, mailsBefore));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('sign up, leave, come back by code; run a private workspace that a colleague joins and an outsider cannot see', async ({
  page,
  browser,
}) => {
  const ownerName = 'Olivia Stone';
  const ownerEmail = `olivia.${unique()}@example.com`;

  // Sign up, sign out, sign back in with the mailed code: the same profile is there.
  await signUpThroughTheDialog(page, ownerName, ownerEmail);
  const profileUrl = page.url();
  await signOutThroughTheMenu(page, ownerName);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInByCode(page, ownerEmail);
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByRole('heading', { level: 1, name: ownerName })).toBeVisible();

  // In no workspace yet: the demo hub, with an offer to create one above it.
  await page.goto(`${server.url}/knowledge`);
  await expect(page.getByText('You are not in a workspace yet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Your workspace' })
    .getByRole('button', { name: 'Create a workspace' })
    .click();
  const create = page.getByRole('dialog', { name: 'Create a workspace' });
  const company = `Acme ${unique()}`;
  await create.getByLabel(/Company or team name/).fill(company);
  await create.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText(`${company} is ready`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Workspace: ${company}. Switch workspace` })).toBeVisible();

  // The new hub is its own: none of the demo's articles; an article written here stays here.
  await expect(page.getByRole('list', { name: 'Articles' })).toHaveCount(0);
  const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as {
    workspaces: { id: string; name: string }[];
  };
  const workspaceId = me.workspaces.find((workspace) => workspace.name === company)!.id;
  const article = await page.request.post(`${server.url}/api/companies/${workspaceId}/knowledge`, {
    data: { title: 'Acme release checklist', content: 'Tag, build, ship.', category: 'Processes', tags: [] },
  });
  expect(article.status()).toBe(201);
  const articleId = ((await article.json()) as { id: string }).id;

  // Invite a colleague, who already uses Skillweave, from the workspace settings.
  const colleagueName = 'Chris Park';
  const colleagueEmail = `chris.${unique()}@example.com`;
  const colleague = await newPage(browser);
  await signUpThroughTheDialog(colleague, colleagueName, colleagueEmail);
  await signOutThroughTheMenu(colleague, colleagueName);

  await page.goto(`${server.url}/workspace/settings`);
  await expect(page.getByRole('heading', { level: 1, name: `${company} settings` })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill(colleagueEmail);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(colleagueEmail)).toBeVisible();

  // The mail names the workspace and carries the link; the colleague follows it, signs in by code, accepts.
  await expect.poll(() => mailText(colleagueEmail)).toContain(company);
  const link = /(http:\/\/localhost:\d+\/invite\/[A-Za-z0-9_-]+)/.exec(mailText(colleagueEmail))![1]!;
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1, name: `Join ${company}` })).toBeVisible();
  await colleague.getByRole('link', { name: `Sign in as ${colleagueEmail} to accept` }).click();
  await expect(colleague).toHaveURL(/\/signin\?/);
  await signInByCode(colleague, colleagueEmail);
  await expect(colleague).toHaveURL(link);
  await colleague.getByRole('button', { name: 'Accept and join' }).click();
  await expect(colleague).toHaveURL(/\/knowledge$/);
  await expect(colleague.getByText('Acme release checklist')).toBeVisible();
  await expect(colleague.getByRole('button', { name: `Workspace: ${company}. Switch workspace` })).toBeVisible();

  // The owner sees the colleague among the members.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Members' }).getByText(colleagueName)).toBeVisible();

  // An outsider, signed in elsewhere, finds nothing: the workspace and its article do not exist for them.
  const outsider = await newPage(browser);
  await signUpThroughTheDialog(outsider, 'Owen Outsider', `owen.${unique()}@example.com`);
  const hub = await outsider.request.get(`${server.url}/api/companies/${workspaceId}/knowledge`);
  expect(hub.status()).toBe(404);
  expect(await hub.json()).toMatchObject({ message: 'Workspace not found' });
  await outsider.goto(`${server.url}/knowledge?article=${articleId}`);
  await expect(outsider.getByRole('dialog')).toContainText(/not found/i);
  await expect(outsider.getByText('Acme release checklist')).toHaveCount(0);

  // Anonymous visitors still get the demo workspace, exactly as before.
  const visitor = await newPage(browser);
  await visitor.goto(`${server.url}/knowledge`);
  await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Articles' })).toBeVisible();
  await expect(visitor.getByText('Acme release checklist')).toHaveCount(0);
});

// Passkeys and the account page's sessions: e2e/identity.spec.ts.
