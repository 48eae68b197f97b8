/**
 * Query keys of peer learning. Both session lists (a company's, a user's) start with `lists`, so one
 * invalidation or one cache update reaches every list on screen after a create or a join; every opened
 * session's detail starts with `details`, for the same reason. Here rather than in the feature because a change
 * elsewhere (a swap's sessions scheduled) refreshes the lists too.
 */
export const sessionKeys = {
  lists: ['learning-sessions', 'lists'] as const,
  companyList: (companyId: string) => [...sessionKeys.lists, 'company', companyId] as const,
  userList: (userId: string) => [...sessionKeys.lists, 'user', userId] as const,
  details: ['learning-sessions', 'details'] as const,
  detail: (sessionId: string) => [...sessionKeys.details, sessionId] as const,
};
