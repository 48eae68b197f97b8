/**
 * Query keys of peer learning. Both session lists (a company's, a user's) start with `lists`, so one
 * invalidation or one cache update reaches every list on screen after a create or a join.
 */
export const sessionKeys = {
  lists: ['learning-sessions', 'lists'] as const,
  companyList: (companyId: string) => [...sessionKeys.lists, 'company', companyId] as const,
  userList: (userId: string) => [...sessionKeys.lists, 'user', userId] as const,
};
