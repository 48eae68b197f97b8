import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InvitableRole, Workspace, WorkspaceRole } from '../../common/schemas/workspaces';
import { users, workspaceInvitations, workspaceMembers } from '../infra/db/schema';
import { invitationTokenHash } from '../modules/workspaces/invitations';
import { signUp, uniqueEmail } from './test-app';

/** Workspaces, members and invitations for tests, made through the API where a person would, else the database. */

export type Person = Awaited<ReturnType<typeof signUp>>;

/** Priya, one of the demo workspace's seeded people: visible to everyone, herself to no visitor. */
export const DEMO_COLLEAGUE_ID = '00000000-0000-4000-8000-000000000101';

/** A signed-up person whose email counts as proven (as after signing in with a mailed code). */
export async function verifiedPerson(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Person> {
  const person = await signUp(app, overrides);
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.user.id));
  return person;
}

/** A new workspace created through the API by `owner` (a new person when not given). */
export async function createWorkspace(app: FastifyInstance, owner?: Person, name = 'Acme Robotics') {
  const person = owner ?? (await verifiedPerson(app, { fullName: 'Olive Owner' }));
  const response = await app.inject({
    method: 'POST',
    url: '/api/workspaces',
    payload: { name },
    cookies: person.cookies,
  });
  if (response.statusCode !== 201)
    throw new Error(`workspace creation failed: ${response.statusCode} ${response.body}`);
  return { workspace: response.json() as Workspace, owner: person };
}

/** A new person who is a member of the workspace with this role. */
export async function addPerson(app: FastifyInstance, companyId: string, role: WorkspaceRole, fullName = 'Mo Member') {
  const person = await verifiedPerson(app, { fullName });
  await app.db.insert(workspaceMembers).values({ companyId, userId: person.user.id, role });
  return person;
}

/** An open invitation stored with a token the test knows (a real one only travels by mail). */
export async function storedInvitation(
  app: FastifyInstance,
  companyId: string,
  options: { email?: string; role?: InvitableRole; expiresAt?: Date } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await app.db
    .insert(workspaceInvitations)
    .values({
      companyId,
      email: (options.email ?? uniqueEmail('invited')).toLowerCase(),
      role: options.role ?? 'member',
      tokenHash: invitationTokenHash(token),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning();
  return { token, invitation: row! };
}
