import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation, InvitationPreview, Member, Workspace } from '../../../common/schemas/workspaces';
import { buildApp } from '../../app';
import { workspaceInvitations, workspaceMembers } from '../../infra/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../infra/rate-limits/rate-limits';
import { createTestAppWithMail, signUp, uniqueEmail, type MailCatcher, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import {
  addPerson,
  createWorkspace,
  storedInvitation,
  verifiedPerson,
  type Person,
} from '../../test/workspace-fixtures';

/**
 * Invitations and members, through a real SMTP server on loopback: the mail carries the workspace's name and a
 * link; accepting needs the invited address signed in and proven; revoking and resending kill the old link;
 * roles change under the owner rules; the last owner cannot go.
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

const invite = (companyId: string, by: Person, email: string, role = 'member') =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${companyId}/invitations`,
    payload: { email, role },
    cookies: by.cookies,
  });
const accept = (token: string, by?: Person) =>
  t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, cookies: by?.cookies });
const members = async (companyId: string, by: Person) =>
  (await t.app.inject({ url: `/api/workspaces/${companyId}/members`, cookies: by.cookies })).json() as Member[];
const setRole = (companyId: string, userId: string, role: string, by: Person) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/workspaces/${companyId}/members/${userId}`,
    payload: { role },
    cookies: by.cookies,
  });
const remove = (companyId: string, userId: string, by: Person) =>
  t.app.inject({ method: 'DELETE', url: `/api/workspaces/${companyId}/members/${userId}`, cookies: by.cookies });

/** The token of the newest invitation link mailed to an address (quoted-printable soft breaks undone). */
function mailedToken(email: string): string {
  const raw = (catcher.to(email).at(-1)?.raw ?? '').replace(/=\r?\n/g, '');
  const token = /\/invite\/([A-Za-z0-9_-]{20,})/.exec(raw)?.[1];
  if (!token) throw new Error(`No invitation link was mailed to ${email}`);
  return token;
}

describe(`invitations (${testEngine})`, () => {
  it('mails the workspace name and a link; the invited person accepts and joins with the role', async () => {
    const { workspace, owner } = await createWorkspace(t.app, undefined, 'Umbrella Labs');
    const colleague = await verifiedPerson(t.app, { fullName: 'Cory Colleague' });
    const response = await invite(workspace.id, owner, colleague.user.email.toUpperCase(), 'admin');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ email: colleague.user.email, role: 'admin', invitedBy: 'Olive Owner' });
    const mail = catcher.to(colleague.user.email).at(-1)!.raw;
    expect(mail).toMatch(/Umbrella Labs/);
    const token = mailedToken(colleague.user.email);

    const preview = await t.app.inject({ url: `/api/invitations/${token}` });
    expect(preview.json<InvitationPreview>()).toMatchObject({
      workspaceName: 'Umbrella Labs',
      email: colleague.user.email,
      role: 'admin',
      state: 'pending',
    });
    // The table keeps only the token's hash.
    const rows = await t.database.db.select().from(workspaceInvitations);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);

    const accepted = await accept(token, colleague);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Workspace>()).toEqual({
      id: workspace.id,
      name: 'Umbrella Labs',
      role: 'admin',
      isDemo: false,
    });
    const me = await t.app.inject({ url: '/api/me', cookies: colleague.cookies });
    expect(me.json()).toMatchObject({ signedIn: true, workspaces: [{ id: workspace.id, role: 'admin' }] });
    const hub = await t.app.inject({ url: `/api/companies/${workspace.id}/knowledge`, cookies: colleague.cookies });
    expect(hub.statusCode).toBe(200);

    // The link works once, and the invitation leaves the pending list.
    expect((await accept(token, colleague)).json()).toMatchObject({
      code: 'invitation_closed',
      message: 'This invitation has already been accepted',
    });
    const pending = await t.app.inject({ url: `/api/workspaces/${workspace.id}/invitations`, cookies: owner.cookies });
    expect(pending.json<Invitation[]>()).toEqual([]);
  });

  it('refuses another email, an unproven address and anonymous visitors, and adds nobody', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const invitedEmail = uniqueEmail('invitee');
    expect((await invite(workspace.id, owner, invitedEmail)).statusCode).toBe(201);
    const token = mailedToken(invitedEmail);

    const stranger = await verifiedPerson(t.app);
    const wrongPerson = await accept(token, stranger);
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json()).toEqual({
      code: 'invitation_for_another_email',
      message: `This invitation is for ${invitedEmail}: sign in with that email to accept it`,
    });

    // Signing up with the invited address proves nothing: only a code mailed there does.
    const unproven = await signUp(t.app, { email: invitedEmail });
    const notProven = await accept(token, unproven);
    expect(notProven.statusCode).toBe(403);
    expect(notProven.json().message).toMatch(/^Confirm .* first: sign in with a code sent to it/);

    const anonymous = await accept(token);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('not_signed_in');

    const people = await members(workspace.id, owner);
    expect(people.map((person) => person.fullName)).toEqual(['Olive Owner']);
  });

  it('revoking kills the link; resending mails a new one and kills the old', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const invitee = await verifiedPerson(t.app);
    const created = (await invite(workspace.id, owner, invitee.user.email)).json<Invitation>();
    const firstToken = mailedToken(invitee.user.email);

    const again = await invite(workspace.id, owner, invitee.user.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_invited');

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invitations/${created.id}/resend`,
      cookies: owner.cookies,
    });
    expect(resent.statusCode).toBe(200);
    const secondToken = mailedToken(invitee.user.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await t.app.inject({ url: `/api/invitations/${firstToken}` })).statusCode).toBe(404);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/invitations/${created.id}`,
      cookies: owner.cookies,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/invitations/${secondToken}` })).json()).toMatchObject({
      state: 'revoked',
    });
    const refused = await accept(secondToken, invitee);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This invitation was revoked: ask for a new one');
    expect((await members(workspace.id, owner)).map((person) => person.userId)).not.toContain(invitee.user.id);
  });

  it('refuses an expired link, an unknown one, and inviting someone already a member', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const invitee = await verifiedPerson(t.app);
    const { token } = await storedInvitation(t.app, workspace.id, {
      email: invitee.user.email,
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await accept(token, invitee);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This invitation has expired: ask for a new one');
    // An expired invitation does not block a new one.
    expect((await invite(workspace.id, owner, invitee.user.email)).statusCode).toBe(201);

    const unknown = await t.app.inject({ url: `/api/invitations/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'invitation_not_found', message: 'Invitation not found' });

    const already = await invite(workspace.id, owner, owner.user.email);
    expect(already.statusCode).toBe(409);
    expect(already.json().code).toBe('already_member');
  });

  it('counts resends in the same mail budget as invitations, on either engine', async () => {
    // Each resend mails someone too: on the embedded database the two routes used to count apart, so the
    // budget of 30 invitations allowed 30 more resends.
    const limited = await buildApp({
      database: t.database,
      rateLimits: { ...DEFAULT_RATE_LIMITS, invitations: { max: 3, windowSeconds: 600 } },
      sendMail: t.app.sendMail,
    });
    try {
      const { workspace, owner } = await createWorkspace(t.app);
      const send = (url: string, payload?: object) =>
        limited.inject({ method: 'POST', url, payload, cookies: owner.cookies, remoteAddress: '10.6.0.1' });
      const first = await send(`/api/workspaces/${workspace.id}/invitations`, { email: uniqueEmail(), role: 'member' });
      expect(first.statusCode).toBe(201);
      const resendUrl = `/api/workspaces/${workspace.id}/invitations/${first.json<Invitation>().id}/resend`;
      expect((await send(resendUrl)).statusCode).toBe(200);
      expect((await send(resendUrl)).statusCode).toBe(200);
      const over = await send(resendUrl);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });
      const another = await send(`/api/workspaces/${workspace.id}/invitations`, {
        email: uniqueEmail(),
        role: 'member',
      });
      expect(another.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe(`members and roles (${testEngine})`, () => {
  it('lets an admin change roles, but only an owner gives or takes the owner role', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const admin = await addPerson(t.app, workspace.id, 'admin', 'Ada Admin');
    const member = await addPerson(t.app, workspace.id, 'member', 'Mel Member');

    expect((await setRole(workspace.id, member.user.id, 'admin', admin)).json()).toMatchObject({ role: 'admin' });
    const promote = await setRole(workspace.id, member.user.id, 'owner', admin);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('workspace_owners_only');
    const demoteOwner = await setRole(workspace.id, owner.user.id, 'member', admin);
    expect(demoteOwner.statusCode).toBe(403);
    expect((await remove(workspace.id, owner.user.id, admin)).statusCode).toBe(403);

    const byMember = await setRole(
      workspace.id,
      admin.user.id,
      'member',
      await addPerson(t.app, workspace.id, 'member'),
    );
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe("Only a workspace's owners and admins can change people's roles");

    expect((await setRole(workspace.id, member.user.id, 'owner', owner)).json()).toMatchObject({ role: 'owner' });
    const invalid = await setRole(workspace.id, member.user.id, 'emperor', owner);
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps at least one owner: the last owner can neither leave nor step down', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const member = await addPerson(t.app, workspace.id, 'member');

    const leave = await remove(workspace.id, owner.user.id, owner);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toEqual({
      code: 'last_owner',
      message: 'A workspace needs at least one owner: make someone else an owner first',
    });
    expect((await setRole(workspace.id, owner.user.id, 'admin', owner)).statusCode).toBe(409);

    // A plain member may leave; once someone else owns the workspace, the first owner may too.
    expect((await remove(workspace.id, member.user.id, member)).statusCode).toBe(204);
    const heir = await addPerson(t.app, workspace.id, 'member');
    expect((await setRole(workspace.id, heir.user.id, 'owner', owner)).statusCode).toBe(200);
    expect((await remove(workspace.id, owner.user.id, owner)).statusCode).toBe(204);
    const left = await t.app.inject({ url: `/api/companies/${workspace.id}/knowledge`, cookies: owner.cookies });
    expect(left.statusCode).toBe(404);
    expect(left.json()).toEqual({ code: 'workspace_not_found', message: 'Workspace not found' });
  });

  it('two owners stepping down at the same time still leave one', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const second = await addPerson(t.app, workspace.id, 'owner');
    const answers = await Promise.all([
      setRole(workspace.id, owner.user.id, 'member', owner),
      setRole(workspace.id, second.user.id, 'member', second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.database.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.companyId, workspace.id));
    expect(owners.filter((row) => row.role === 'owner')).toHaveLength(1);
  });

  it('shows emails to owners and admins and to each person themself, not to plain members', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    const member = await addPerson(t.app, workspace.id, 'member', 'Mel Member');
    const asMember = await members(workspace.id, member);
    expect(asMember.find((person) => person.userId === owner.user.id)?.email).toBeNull();
    expect(asMember.find((person) => person.userId === member.user.id)?.email).toBe(member.user.email);
    const asOwner = await members(workspace.id, owner);
    expect(asOwner.find((person) => person.userId === member.user.id)?.email).toBe(member.user.email);
  });

  it('creates a workspace only for a signed-in person, who owns it', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/workspaces', payload: { name: 'Nope Inc' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'not_signed_in', message: 'Sign in to create a workspace' });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces',
      payload: { name: '  ' },
      cookies: (await signUp(t.app)).cookies,
    });
    expect(blank.statusCode).toBe(400);
    const { workspace } = await createWorkspace(t.app, undefined, 'Stark Industries');
    expect(workspace).toMatchObject({ name: 'Stark Industries', role: 'owner', isDemo: false });
  });
});
