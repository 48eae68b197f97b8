/** Query keys of the inbox, here because a change elsewhere (a swap moved, a session changed) refreshes it. */
export const inboxKeys = {
  all: ['inbox'] as const,
  entries: ['inbox', 'entries'] as const,
  unread: ['inbox', 'unread'] as const,
};
