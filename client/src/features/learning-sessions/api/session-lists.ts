import type { Query, QueryClient } from '@tanstack/react-query';
import type { LearningSession } from '@common/schemas/sessions';

/** Both session lists' query keys end with this part, so one predicate finds them all. */
export const SESSION_LIST_KEY_END = 'learning-sessions';

const isSessionList = (query: Query) => query.queryKey.at(-1) === SESSION_LIST_KEY_END;

/** Refetches every cached session list (company and per user) after a create or a join. */
export function refreshSessionLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isSessionList });
}

/**
 * Puts the server's answer into the cached lists at once, so a joined card shows "Joined" without
 * flashing its Join button again while the refetch is on its way.
 */
export function replaceSessionInLists(queryClient: QueryClient, session: LearningSession): void {
  queryClient.setQueriesData<LearningSession[]>({ predicate: isSessionList }, (list) =>
    list?.map((item) => (item.id === session.id ? session : item)),
  );
}
