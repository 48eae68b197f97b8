import { and, asc, eq, sql } from 'drizzle-orm';
import type { Member, Workspace, WorkspaceRole } from '../../../common/schemas/workspaces';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { companies, users, workspaceMembers } from '../../infra/db/schema';
import { DEMO_WORKSPACE_ID, demoLocked, isDemoWorkspace } from '../demo';
import { emailNotProven } from './proven-address';
import { requireWorkspace, requireWorkspaceAdmin, type WorkspaceAccess } from './workspace-access';

/**
 * Running a workspace: creating one, its name, its members and their roles. Who may see a workspace at all is
 * decided in workspace-access.ts; invitations are in invitations.ts.
 *
 * Rules: owners and admins manage members; only an owner gives or takes away the owner role or removes an
 * owner; anyone may leave; a workspace always keeps at least one owner. Changes to a workspace's members run in
 * one transaction that first locks the workspace's row, so two owners stepping down at once cannot leave none.
 */

export const LAST_OWNER_MESSAGE = 'A workspace needs at least one owner: make someone else an owner first';
const MEMBER_NOT_FOUND_MESSAGE = 'This person is not a member of this workspace';

export const toWorkspace = ({ id, name, isDemo, role }: WorkspaceAccess): Workspace => ({ id, name, isDemo, role });

/** The workspaces a person belongs to, by name (never the demo workspace, which everyone shares). */
export async function listMyWorkspaces(db: Database, userId: string): Promise<Workspace[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(companies, and(eq(companies.id, workspaceMembers.companyId), eq(companies.isActive, true)))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.filter((row) => !isDemoWorkspace(row.id)).map((row) => ({ ...row, isDemo: false }));
}

/**
 * Creates an active company with the signed-in person as its only owner. Their address must be proven: the
 * workspace carries it as its contact and its invitations go out in their name (proven-email.ts).
 */
export async function createWorkspace(db: Database, actorId: string, name: string): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ fullName: users.fullName, email: users.email, proven: users.emailVerified })
      .from(users)
      .where(eq(users.id, actorId));
    if (!person) throw notFound('user_not_found', 'User not found');
    if (!person.proven) throw emailNotProven('create a workspace');
    const [company] = await tx
      .insert(companies)
      .values({ name, contactName: person.fullName, contactEmail: person.email, size: '1-10', isActive: true })
      .returning({ id: companies.id, name: companies.name });
    await tx.insert(workspaceMembers).values({ companyId: company!.id, userId: actorId, role: 'owner' });
    return { id: company!.id, name: company!.name, role: 'owner', isDemo: false };
  });
}

export async function getWorkspace(db: Database, actorId: string, companyId: string): Promise<Workspace> {
  return toWorkspace(await requireWorkspace(db, companyId, actorId));
}

export async function renameWorkspace(
  db: Database,
  actorId: string,
  companyId: string,
  name: string,
): Promise<Workspace> {
  const workspace = await requireWorkspaceAdmin(db, companyId, actorId, 'rename it');
  await db.update(companies).set({ name }).where(eq(companies.id, companyId));
  return toWorkspace({ ...workspace, name });
}

/**
 * The workspace's people with their roles. Emails are shown to the person themself and, in a workspace of
 * their own, to its owners and admins. The demo workspace lists its demo people, all as members.
 */
export async function listMembers(db: Database, actorId: string, companyId: string): Promise<Member[]> {
  return selectMembers(db, actorId, await requireWorkspace(db, companyId, actorId));
}

/** The members of a workspace the actor may see (all, or the one with `onlyUserId`), as the actor may see them. */
async function selectMembers(
  db: Database,
  actorId: string,
  workspace: WorkspaceAccess,
  onlyUserId?: string,
): Promise<Member[]> {
  const seesEmails = workspace.role === 'owner' || workspace.role === 'admin';
  const rows = workspace.isDemo
    ? (
        await db
          .select({ userId: users.id, fullName: users.fullName, email: users.email, joinedAt: users.createdAt })
          .from(users)
          .where(
            and(
              eq(users.companyId, DEMO_WORKSPACE_ID),
              onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
            ),
          )
          .orderBy(asc(users.fullName))
      ).map((row) => ({ ...row, role: 'member' as const }))
    : await db
        .select({
          userId: users.id,
          fullName: users.fullName,
          email: users.email,
          role: workspaceMembers.role,
          joinedAt: workspaceMembers.joinedAt,
        })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(
          and(
            eq(workspaceMembers.companyId, workspace.id),
            onlyUserId === undefined ? undefined : eq(workspaceMembers.userId, onlyUserId),
          ),
        )
        .orderBy(asc(users.fullName));
  return rows.map((row) => ({
    ...row,
    email: seesEmails || row.userId === actorId ? row.email : null,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the workspace's row for the rest of the transaction: member changes of one workspace queue up. */
export async function lockWorkspace(tx: Transaction, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`);
}

async function memberRole(tx: Transaction, companyId: string, userId: string): Promise<WorkspaceRole> {
  const [row] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.companyId, companyId), eq(workspaceMembers.userId, userId)));
  if (!row) throw notFound('member_not_found', MEMBER_NOT_FOUND_MESSAGE);
  return row.role;
}

async function assertAnotherOwner(tx: Transaction, companyId: string, userId: string): Promise<void> {
  const [row] = await tx
    .select({ owners: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.companyId, companyId),
        eq(workspaceMembers.role, 'owner'),
        sql`${workspaceMembers.userId} <> ${userId}::uuid`,
      ),
    );
  if (Number(row?.owners ?? 0) === 0) throw conflict('last_owner', LAST_OWNER_MESSAGE);
}

const OWNERS_ONLY_MESSAGE = "Only a workspace's owners can give or take away the owner role, or remove an owner";

/** Gives a member another role: owners and admins may; the owner role is an owner's to give or take. */
export async function changeMemberRole(
  db: Database,
  actorId: string,
  companyId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<Member> {
  const workspace = await requireWorkspaceAdmin(db, companyId, actorId, "change people's roles");
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, companyId);
    const current = await memberRole(tx, companyId, userId);
    if (current === role) return;
    if ((current === 'owner' || role === 'owner') && workspace.role !== 'owner')
      throw forbidden('workspace_owners_only', OWNERS_ONLY_MESSAGE);
    if (current === 'owner') await assertAnotherOwner(tx, companyId, userId);
    await tx
      .update(workspaceMembers)
      .set({ role })
      .where(and(eq(workspaceMembers.companyId, companyId), eq(workspaceMembers.userId, userId)));
  });
  const [member] = await selectMembers(db, actorId, workspace, userId);
  if (!member) throw notFound('member_not_found', MEMBER_NOT_FOUND_MESSAGE);
  return member;
}

/**
 * Removes someone from the workspace: themself (leaving, any member may) or another member (owners and admins;
 * an owner only by an owner). The last owner can neither leave nor be removed.
 */
export async function removeMember(db: Database, actorId: string, companyId: string, userId: string): Promise<void> {
  const leaving = userId === actorId;
  const workspace = leaving
    ? await requireWorkspace(db, companyId, actorId)
    : await requireWorkspaceAdmin(db, companyId, actorId, 'remove people');
  if (workspace.isDemo) throw demoLocked('leave');
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, companyId);
    const current = await memberRole(tx, companyId, userId);
    if (current === 'owner' && !leaving && workspace.role !== 'owner')
      throw forbidden('workspace_owners_only', OWNERS_ONLY_MESSAGE);
    if (current === 'owner') await assertAnotherOwner(tx, companyId, userId);
    await tx
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.companyId, companyId), eq(workspaceMembers.userId, userId)));
  });
}

/**
 * Adds someone with a role, unless they are a member already (whose role then stays as it is); answers the role
 * they have now.
 */
export async function addMember(
  tx: Transaction,
  companyId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<WorkspaceRole> {
  const [added] = await tx
    .insert(workspaceMembers)
    .values({ companyId, userId, role })
    .onConflictDoNothing()
    .returning({ role: workspaceMembers.role });
  return added?.role ?? memberRole(tx, companyId, userId);
}
