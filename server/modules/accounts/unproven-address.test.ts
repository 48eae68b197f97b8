import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, passkeys, workspaceInvitations, workspaceMembers } from '../../infra/db/schema';
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
import { storedInvitation } from '../../test/workspace-fixtures';

/**
 * A free trial signs the browser in before anyone knows the address is theirs, so until a code mailed to it is
 * used the account may not add a passkey, create a workspace or mail invitations: each would outlive, or act
 * beside, the owner's first sign-in. Each refusal is a 403 with the sentence the screens show, and nothing is
 * stored or mailed; once the address is proven, all three work.
 */

let t: TestApp & { catcher: MailCatcher };
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t?.close();
});

const refusal = (action: string) => ({
  code: 'email_not_proven',
  message: `Confirm your email before you ${action}: sign in with a code sent to it`,
});

/** A workspace the unproven person runs, as one made before this rule existed would be. */
async function workspaceRunBy(userId: string) {
  const [company] = await t.database.db
    .insert(companies)
    .values({
      name: 'Early Co',
      contactName: 'Early',
      contactEmail: uniqueEmail('early'),
      size: '1-10',
      isActive: true,
    })
    .returning({ id: companies.id });
  await t.database.db.insert(workspaceMembers).values({ companyId: company!.id, userId, role: 'owner' });
  return company!.id;
}

async function proveByCode(email: string): Promise<Record<string, string>> {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/send-verification-otp',
    payload: { email, type: 'sign-in' },
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email-otp',
    payload: { email, otp: await mailedCode(t, email) },
  });
  expect(answer.statusCode).toBe(200);
  return sessionCookieFrom(answer);
}

describe(`an account whose address is not proven yet (${testEngine})`, () => {
  it('may not add a passkey, create a workspace or send invitations until a mailed code proves the address', async () => {
    const { user, cookies } = await signUp(t.app);

    const options = await t.app.inject({ url: '/api/auth/passkey/generate-register-options', cookies });
    expect(options.statusCode).toBe(403);
    expect(options.json()).toEqual(refusal('add a passkey'));
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/verify-registration',
      payload: { response: {}, name: 'Laptop' },
      cookies,
    });
    expect(registration.statusCode).toBe(403);
    expect(registration.json()).toEqual(refusal('add a passkey'));
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);

    const companiesBefore = (await t.database.db.select({ id: companies.id }).from(companies)).length;
    const workspace = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces',
      payload: { name: 'Squat Co' },
      cookies,
    });
    expect(workspace.statusCode).toBe(403);
    expect(workspace.json()).toEqual(refusal('create a workspace'));
    expect(await t.database.db.select({ id: companies.id }).from(companies)).toHaveLength(companiesBefore);

    const companyId = await workspaceRunBy(user.id);
    const invited = uniqueEmail('invited');
    const invitation = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${companyId}/invitations`,
      payload: { email: invited, role: 'member' },
      cookies,
    });
    expect(invitation.statusCode).toBe(403);
    expect(invitation.json()).toEqual(refusal('invite people'));
    const { invitation: earlier } = await storedInvitation(t.app, companyId);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${companyId}/invitations/${earlier.id}/resend`,
      cookies,
    });
    expect(resend.statusCode).toBe(403);
    expect(resend.json()).toEqual(refusal('send invitations'));
    const stored = await t.database.db
      .select({ id: workspaceInvitations.id, tokenHash: workspaceInvitations.tokenHash })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.companyId, companyId));
    expect(stored).toEqual([{ id: earlier.id, tokenHash: earlier.tokenHash }]);
    await t.app.mailQueue.settled();
    expect(t.catcher.to(invited)).toHaveLength(0);
    expect(t.catcher.to(earlier.email)).toHaveLength(0);

    // The owner's code proves the address (and revokes what was pending); then all of it works.
    const proven = await proveByCode(user.email);
    expect(
      (await t.app.inject({ url: '/api/auth/passkey/generate-register-options', cookies: proven })).statusCode,
    ).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces',
      payload: { name: 'Proven Co' },
      cookies: proven,
    });
    expect(created.statusCode).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${created.json<{ id: string }>().id}/invitations`,
      payload: { email: invited, role: 'member' },
      cookies: proven,
    });
    expect(sent.statusCode).toBe(201);
  });
});
