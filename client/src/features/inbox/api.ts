import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inboxKeys } from '@/lib/inbox/query-keys';
import type { Notification } from '@common/schemas/notifications';

/** How often the header asks for the unread count; it also asks when the window regains focus. */
const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications: the current person's inbox, newest first. */
export function useInbox() {
  return useQuery({
    queryKey: inboxKeys.entries,
    queryFn: ({ signal }) => apiRequest<Notification[]>('GET', '/api/notifications', undefined, { signal }),
  });
}

/** GET /api/notifications/unread-count, polled modestly for the header's bell. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    enabled,
    queryKey: inboxKeys.unread,
    queryFn: ({ signal }) =>
      apiRequest<{ unread: number }>('GET', '/api/notifications/unread-count', undefined, { signal }),
    select: (answer) => answer.unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** POST /api/notifications/read: the ids given, or everything when none. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => apiRequest<null>('POST', '/api/notifications/read', ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
