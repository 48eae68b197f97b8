import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/learning-sessions/query-keys';
import type { LearningSession } from '@common/schemas/sessions';
import type { SessionPages } from './session-pages';

/** Refetches every cached session list (company and per user) after a create or a join. */
export function refreshSessionLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.lists });
}

/** Refetches the open session's detail after a join, so "Who has joined" names the new learner. */
export function refreshSessionDetails(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.details });
}

/**
 * Puts the server's answer into the cached lists at once, on whichever page holds it, so a joined card shows
 * "Joined" without flashing its Join button again while the refetch is on its way.
 */
export function replaceSessionInLists(queryClient: QueryClient, session: LearningSession): void {
  queryClient.setQueriesData<SessionPages>({ queryKey: sessionKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === session.id ? session : item)),
          })),
        }
      : data,
  );
}
