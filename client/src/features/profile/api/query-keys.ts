/**
 * Query keys of the profile page. A user's recommendations sit under the user's key, so removing the
 * user from the cache also drops their recommendations.
 */
export const profileKeys = {
  user: (id: string) => ['profile', 'user', id] as const,
  recommendations: (userId: string) => ['profile', 'user', userId, 'recommendations'] as const,
  /**
   * Under the recommendations, so a refresh (which invalidates that prefix) asks for the ways to learn again; every
   * other change of the list (a profile edit, feedback) invalidates this prefix itself.
   */
  waysToLearnAll: (userId: string) => ['profile', 'user', userId, 'recommendations', 'ways-to-learn'] as const,
  waysToLearn: (userId: string, workspaceId: string) =>
    ['profile', 'user', userId, 'recommendations', 'ways-to-learn', workspaceId] as const,
  skillLevels: (userId: string) => ['profile', 'user', userId, 'skill-levels'] as const,
  matching: (userId: string) => ['profile', 'user', userId, 'matching'] as const,
  emailChange: (userId: string) => ['profile', 'user', userId, 'email-change'] as const,
};
