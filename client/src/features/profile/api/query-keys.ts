/**
 * Query keys of the profile page. A user's recommendations sit under the user's key, so removing the
 * user from the cache also drops their recommendations.
 */
export const profileKeys = {
  user: (id: string) => ['profile', 'user', id] as const,
  recommendations: (userId: string) => ['profile', 'user', userId, 'recommendations'] as const,
  skillLevels: (userId: string) => ['profile', 'user', userId, 'skill-levels'] as const,
  matching: (userId: string) => ['profile', 'user', userId, 'matching'] as const,
};
