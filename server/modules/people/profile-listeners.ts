import type { CreateUserData } from '../../../common/schemas/users';
import type { Database } from '../../infra/db/client';
import type { UserRow } from '../../infra/db/schema';

/**
 * What other modules keep in step with a person's profile, written in the same transaction as the profile so
 * nobody ever reads one without the other (a new profile's first recommendations; recommendations recomputed when
 * the role, goal or skills change). The people module does not know who listens: the recommendations module
 * registers itself when the app is built (server/app.ts), so people depends on no module that depends on it.
 */
export interface ProfileListener {
  /** Before a signup's transaction, for work that should not hold it; returns what to write inside it. */
  beforeSignup(data: CreateUserData): (tx: Database, userId: string) => Promise<void>;
  /** Inside a profile edit's transaction, once the row has changed. */
  afterEdit(tx: Database, userId: string, before: UserRow, after: UserRow): Promise<void>;
}

const listeners = new Set<ProfileListener>();

/** Registers a listener once (building several apps in one process registers the same one again: no effect). */
export function followProfiles(listener: ProfileListener): void {
  listeners.add(listener);
}

export const profileListeners = (): readonly ProfileListener[] => [...listeners];
