import type { User } from '@common/schemas/users';
import type { Workspace } from '@common/schemas/workspaces';
import { buildDemoUser, DEMO_USER_ID } from './factories';
import { answer, type FakeApi } from './fake-api';

/**
 * Answers "who am I" (/api/me, as the demo user while no one is signed in; anyone else is signed in) and the users list, which the
 * knowledge and peer-learning screens read for badges and names. Returns the current user.
 */
export function serveIdentity(
  api: FakeApi,
  {
    me = buildDemoUser(),
    others = [],
    workspaces = [],
    emailVerified,
  }: {
    me?: User;
    others?: User[];
    workspaces?: Workspace[];
    /** Whether a signed-in person's address is proven; yes unless told (the demo user's never is). */
    emailVerified?: boolean;
  } = {},
): User {
  const isDemo = me.id === DEMO_USER_ID;
  api.get(
    '/api/me',
    answer({ user: me, isDemo, signedIn: !isDemo, emailVerified: emailVerified ?? !isDemo, workspaces }),
  );
  api.get('/api/users', answer([me, ...others]));
  return me;
}
