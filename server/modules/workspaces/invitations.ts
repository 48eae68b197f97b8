import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  type InvitableRole,
  type Invitation,
  type InvitationPreview,
  type Workspace,
} from '../../../common/schemas/workspaces';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { companies, users, workspaceInvitations, workspaceMembers } from '../../infra/db/schema';
import type { SendMail } from '../../infra/mail/mailer';
import { requireProvenEmail } from './proven-address';
import { requireWorkspaceAdmin } from './workspace-access';
import { addMember, lockWorkspace } from './workspaces';

/**
 * Invitations by mail. An owner or admin whose own address is proven invites an address; the mail carries the
 * workspace's name and a link with a random token (only its SHA-256 is stored). Whoever holds the link sees what
 * it invites to; accepting needs the invited address signed in and proven (signed in with a code mailed to it). A
 * resend makes a new link and kills the old one; a revoke kills it too. Links work for INVITATION_DAYS days and
 * once.
 */

const INVITATION_NOT_FOUND = 'Invitation not found';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationMailer {
  sendMail: SendMail;
  /** The public origin links in mail point to. */
  publicUrl: string;
}

/** The stored form of an invitation link's token: its SHA-256, so the table alone opens nothing. */
export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

type InvitationRow = typeof workspaceInvitations.$inferSelect;

function toInvitation(row: InvitationRow, invitedBy: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const isOpen = (now: Date) =>
  and(
    isNull(workspaceInvitations.acceptedAt),
    isNull(workspaceInvitations.revokedAt),
    gt(workspaceInvitations.expiresAt, now),
  );

/** Pending invitations (open and not expired), oldest first, for the workspace's owners and admins. */
export async function listInvitations(db: Database, actorId: string, companyId: string): Promise<Invitation[]> {
  await requireWorkspaceAdmin(db, companyId, actorId, 'see invitations');
  const rows = await db
    .select({ invitation: workspaceInvitations, invitedBy: users.fullName })
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.companyId, companyId), isOpen(new Date())))
    .orderBy(asc(workspaceInvitations.createdAt));
  return rows.map(({ invitation, invitedBy }) => toInvitation(invitation, invitedBy));
}

async function mailInvitation(
  mailer: InvitationMailer,
  details: { email: string; token: string; workspaceName: string; inviterName: string; role: InvitableRole },
): Promise<void> {
  const link = new URL(`/invite/${details.token}`, mailer.publicUrl).toString();
  const as = details.role === 'admin' ? 'an admin' : 'a member';
  try {
    await mailer.sendMail({
      to: details.email,
      subject: `${details.inviterName} invited you to ${details.workspaceName} on Skillweave`,
      text:
        `${details.inviterName} invited you to join ${details.workspaceName} on Skillweave as ${as}.\n\n` +
        // The link on a line of its own, so mail programs keep it whole and clickable.
        `Accept the invitation:\n${link}\n\n` +
        `The link works for ${INVITATION_DAYS} days. You will sign in with this address (${details.email}) to accept.`,
    });
  } catch {
    throw new AppError(503, 'mail_not_sent', 'The invitation mail could not be sent: try again in a moment');
  }
}

async function inviterName(db: Database, actorId: string): Promise<string> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, actorId));
  return row?.fullName ?? 'Someone';
}

/** Invites an address; 409 when it belongs to a member already or has an open invitation (resend that one). */
export async function createInvitation(
  db: Database,
  mailer: InvitationMailer,
  actorId: string,
  companyId: string,
  input: { email: string; role: InvitableRole },
): Promise<Invitation> {
  const workspace = await requireWorkspaceAdmin(db, companyId, actorId, 'invite people');
  await requireProvenEmail(db, actorId, 'invite people');
  const email = input.email.trim().toLowerCase();
  const token = newToken();
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await lockWorkspace(tx, companyId);
    const [member] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.companyId, companyId), eq(users.email, email)));
    if (member) throw conflict('already_member', `${email} is already a member of this workspace`);
    // An expired invitation still holds the "one open invitation" slot: close it so the address can be invited.
    await tx
      .update(workspaceInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(workspaceInvitations.companyId, companyId),
          eq(workspaceInvitations.email, email),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
          lte(workspaceInvitations.expiresAt, now),
        ),
      );
    const [open] = await tx
      .select({ id: workspaceInvitations.id })
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.companyId, companyId), eq(workspaceInvitations.email, email), isOpen(now)));
    if (open) throw conflict('already_invited', `${email} is already invited: resend the invitation instead`);
    const [inserted] = await tx
      .insert(workspaceInvitations)
      .values({
        companyId,
        email,
        role: input.role,
        tokenHash: invitationTokenHash(token),
        invitedBy: actorId,
        createdAt: now,
        expiresAt: expiryFrom(now),
      })
      .returning();
    return inserted!;
  });
  const name = await inviterName(db, actorId);
  try {
    await mailInvitation(mailer, { email, token, workspaceName: workspace.name, inviterName: name, role: input.role });
  } catch (error) {
    // No mail, no invitation: the admin sees the error and may simply try again.
    await db.delete(workspaceInvitations).where(eq(workspaceInvitations.id, row.id));
    throw error;
  }
  return toInvitation(row, name);
}

async function openInvitation(db: Database, companyId: string, id: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.id, id),
        eq(workspaceInvitations.companyId, companyId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    );
  if (!row) throw notFound('invitation_not_found', INVITATION_NOT_FOUND);
  return row;
}

/** Mails a new link (the old one stops working) with a fresh expiry. */
export async function resendInvitation(
  db: Database,
  mailer: InvitationMailer,
  actorId: string,
  companyId: string,
  id: string,
): Promise<Invitation> {
  const workspace = await requireWorkspaceAdmin(db, companyId, actorId, 'resend invitations');
  await requireProvenEmail(db, actorId, 'send invitations');
  const existing = await openInvitation(db, companyId, id);
  const token = newToken();
  const now = new Date();
  const name = await inviterName(db, actorId);
  await mailInvitation(mailer, {
    email: existing.email,
    token,
    workspaceName: workspace.name,
    inviterName: name,
    role: existing.role,
  });
  const [row] = await db
    .update(workspaceInvitations)
    .set({ tokenHash: invitationTokenHash(token), invitedBy: actorId, expiresAt: expiryFrom(now) })
    .where(eq(workspaceInvitations.id, existing.id))
    .returning();
  return toInvitation(row!, name);
}

export async function revokeInvitation(db: Database, actorId: string, companyId: string, id: string): Promise<void> {
  await requireWorkspaceAdmin(db, companyId, actorId, 'revoke invitations');
  const existing = await openInvitation(db, companyId, id);
  await db.update(workspaceInvitations).set({ revokedAt: new Date() }).where(eq(workspaceInvitations.id, existing.id));
}

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({ invitation: workspaceInvitations, workspaceName: companies.name })
    .from(workspaceInvitations)
    .innerJoin(companies, and(eq(companies.id, workspaceInvitations.companyId), eq(companies.isActive, true)))
    .where(eq(workspaceInvitations.tokenHash, invitationTokenHash(token)));
  if (!row) throw notFound('invitation_not_found', INVITATION_NOT_FOUND);
  return row;
}

function stateOf(row: InvitationRow, now: Date): InvitationPreview['state'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'pending';
}

/** What a link invites to: anyone holding it may see this (it was mailed to them). */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const { invitation, workspaceName } = await findByToken(db, token);
  return {
    workspaceName,
    email: invitation.email,
    role: invitation.role,
    state: stateOf(invitation, new Date()),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

const CLOSED_MESSAGES: Record<Exclude<InvitationPreview['state'], 'pending'>, string> = {
  accepted: 'This invitation has already been accepted',
  revoked: 'This invitation was revoked: ask for a new one',
  expired: 'This invitation has expired: ask for a new one',
};

/**
 * Joins the workspace with the invitation's role. The signed-in person must own the invited address and have
 * proven it (signed in with a code mailed there); someone already a member keeps their role.
 */
export async function acceptInvitation(db: Database, actorId: string, token: string): Promise<Workspace> {
  const { invitation, workspaceName } = await findByToken(db, token);
  const [person] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, actorId));
  if (!person || person.email.toLowerCase() !== invitation.email)
    throw forbidden(
      'invitation_for_another_email',
      `This invitation is for ${invitation.email}: sign in with that email to accept it`,
    );
  if (!person.emailVerified)
    throw forbidden(
      'invitation_for_another_email',
      `Confirm ${invitation.email} first: sign in with a code sent to it, then accept the invitation`,
    );
  const role = await db.transaction(async (tx) => {
    await lockWorkspace(tx, invitation.companyId);
    const [current] = await tx.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, invitation.id));
    const state = stateOf(current!, new Date());
    if (state !== 'pending') throw conflict('invitation_closed', CLOSED_MESSAGES[state]);
    const joinedAs = await addMember(tx, invitation.companyId, actorId, invitation.role);
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(workspaceInvitations.id, invitation.id));
    return joinedAs;
  });
  return { id: invitation.companyId, name: workspaceName, role, isDemo: false };
}

/**
 * Revokes the pending invitations a person sent or that their owned workspaces hold, in the caller's transaction:
 * when an unproven account's address is first proven, none may be accepted in its name (accounts/first-proof.ts).
 */
export async function revokePendingInvitationsOf(tx: Database, userId: string): Promise<void> {
  const ownedWorkspaces = tx
    .select({ id: workspaceMembers.companyId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')));
  await tx
    .update(workspaceInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        or(eq(workspaceInvitations.invitedBy, userId), inArray(workspaceInvitations.companyId, ownedWorkspaces)),
      ),
    );
}
