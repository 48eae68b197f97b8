/**
 * Query keys of the profile page. A user's recommendations sit under the user's key, so removing the
 * user from the cache also drops their recommendations.
 */
export const profileKeys = {
  user: (id: string) => ['profile', 'user', id] as const,
  recommendations: (userId: string) => ['profile', 'user', userId, 'recommendations'] as const,
  /** Under the recommendations, so a refresh (which invalidates that prefix) asks for the ways to learn again. */
  waysToLearnAll: (userId: string) => ['profile', 'user', userId, 'recommendations', 'ways-to-learn'] as const,
  /** The answer depends on the workspace and on which skills are recommended, so both are part of the key. */
  waysToLearn: (userId: string, workspaceId: string, skillNames: readonly string[]) =>
    ['profile', 'user', userId, 'recommendations', 'ways-to-learn', workspaceId, skillNames] as const,
  skillLevels: (userId: string) => ['profile', 'user', userId, 'skill-levels'] as const,
  matching: (userId: string) => ['profile', 'user', userId, 'matching'] as const,
};
