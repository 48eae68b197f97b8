import { z } from 'zod';
import { userSchema } from '../../../common/schemas/users';
import { workspaceSchema } from '../../../common/schemas/workspaces';
import type { Database } from '../../infra/db/client';
import { isDemoUser } from '../demo';
import { listMyWorkspaces } from '../workspaces';
import { getCurrentUser } from './users';

/** GET /api/me's answer: who the screens act as, and what they may offer that person. */
export const currentUserSchema = z.object({
  user: userSchema,
  isDemo: z.boolean(),
  /** True when a live session signed this browser in (anonymous visitors are the demo user). */
  signedIn: z.boolean(),
  /** True once the person signed in with a code mailed to their address (needed to accept an invitation). */
  emailVerified: z.boolean(),
  /** The workspaces the current person belongs to; never the demo workspace, which everyone shares. */
  workspaces: z.array(workspaceSchema),
});

export type CurrentUserAnswer = z.infer<typeof currentUserSchema>;

/** The current person as GET /api/me answers (a profile drawn on the server starts from the same answer). */
export async function describeCurrentUser(db: Database, userId: string, signedIn: boolean): Promise<CurrentUserAnswer> {
  const { user, emailVerified } = await getCurrentUser(db, userId);
  return {
    user,
    isDemo: isDemoUser(userId),
    signedIn,
    emailVerified,
    workspaces: await listMyWorkspaces(db, userId),
  };
}
