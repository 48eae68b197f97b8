import type { User } from '@common/schemas/users';
import { buildDemoUser, DEMO_USER_ID } from './factories';
import { answer, type FakeApi } from './fake-api';

/**
 * Answers "who am I" (/api/me, as the demo user while no one is signed in) and the users list, which the
 * knowledge and peer-learning screens read for badges and names. `signedIn` answers as a person whose browser
 * holds a live session (the header's account menu, the account page). Returns the current user.
 */
export function serveIdentity(
  api: FakeApi,
  { me = buildDemoUser(), others = [], signedIn = false }: { me?: User; others?: User[]; signedIn?: boolean } = {},
): User {
  api.get('/api/me', answer({ user: me, isDemo: me.id === DEMO_USER_ID, signedIn, workspaces: [] }));
  api.get('/api/users', answer([me, ...others]));
  return me;
}
