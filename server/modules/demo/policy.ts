import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { forbidden } from '../../http/errors';
import { demoSessions } from './demo-data';

/**
 * The public demo's rules, in one place: every module asks here instead of comparing ids itself.
 *
 * Visitors who are not signed in act as the demo user in the demo workspace (Northwind Labs). There they read and
 * write as a member would: articles, sessions, swaps, their profile. What every visitor shares stays as seeded:
 * the workspace's name, people and invitations, the seeded articles and sessions, the demo account's email. The
 * demo's people are made up, so nothing is mailed to them, and every signed-in person may see them. Some figures
 * on the demo's pages are the ones the specification shows, not counts (common/demo-people.ts). Every hour the
 * demo is put back to its seeded state (demo-reset.ts).
 */

export const DEMO_USER_ID = DEMO_WORKSPACE.userId;
export const DEMO_WORKSPACE_ID = DEMO_WORKSPACE.companyId;

export const isDemoWorkspace = (companyId: string | null | undefined): boolean => companyId === DEMO_WORKSPACE_ID;
export const isDemoUser = (userId: string): boolean => userId === DEMO_USER_ID;

/** Whom a request with no live session acts as. */
export const visitorUserId = (): string => DEMO_USER_ID;

/** The sentences of what the demo keeps as seeded; each answer is 403 `demo_workspace_locked`. */
export const DEMO_LOCKED = {
  workspace: 'The demo workspace is shared by every visitor: its name, people and invitations cannot be changed',
  leave: 'You cannot leave the demo workspace: it is open to everyone',
  article:
    'Articles in the demo workspace are shared by every visitor and stay as they are. Sign in to edit the articles you write.',
  session:
    "The demo's own sessions are shared by every visitor, so they cannot be cancelled or moved: create a session to try it",
  email: "The demo account's email cannot be changed: it belongs to the public demo",
} as const;

export const demoLocked = (what: keyof typeof DEMO_LOCKED) => forbidden('demo_workspace_locked', DEMO_LOCKED[what]);

/** Refuses a change to the demo workspace itself (its name, people, invitations). */
export function refuseDemoWorkspaceChange(companyId: string): void {
  if (isDemoWorkspace(companyId)) throw demoLocked('workspace');
}

/** Refuses changing the demo account's email: every visitor signs in as nobody and acts as that account. */
export function refuseDemoEmailChange(userId: string): void {
  if (isDemoUser(userId)) throw demoLocked('email');
}

const SEEDED_SESSION_IDS = new Set(demoSessions.map((session) => session.id));

/** Refuses cancelling or moving a seeded demo session: one visitor would change the demo for all the others. */
export function refuseSeededSessionChange(sessionId: string): void {
  if (SEEDED_SESSION_IDS.has(sessionId)) throw demoLocked('session');
}

/** Visitors may not edit the demo's articles; a signed-in person's own articles there are theirs to edit. */
export const mayEditDemoArticles = (actorId: string): boolean => !isDemoUser(actorId);

/** The demo's people are made up: no mail goes to them (the inbox still says what happened). */
export const mailsReach = (companyId: string | null | undefined): boolean => !isDemoWorkspace(companyId);

/**
 * Whether the bound on upcoming sessions one host may hold applies: not to the demo user, whom every anonymous
 * visitor is (one could stop all the others); visitors' creations are bounded per address and the hourly reset
 * removes them.
 */
export const boundsHosting = (hostId: string): boolean => !isDemoUser(hostId);

/** The demo workspace's people, whom everyone may see: a condition on a `users.company_id` column. */
export const isDemoPerson = (usersCompanyId: SQLWrapper): SQL => sql`${usersCompanyId} = ${DEMO_WORKSPACE_ID}::uuid`;
