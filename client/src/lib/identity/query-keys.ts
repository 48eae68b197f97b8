/** Query keys of the identity feature: who "I" am and everyone's names. */
export const identityKeys = {
  currentUser: ['identity', 'current-user'] as const,
  users: ['identity', 'users'] as const,
};
