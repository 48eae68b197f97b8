import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Defaults from the specification (section 7 and 9): data is never stale, nothing refetches on its own,
 * nothing retries, unused data is kept 5 minutes. Screens refresh by invalidating after a mutation.
 * Queries without their own queryFn GET the URL built from their key (see urlFromQueryKey).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        gcTime: FIVE_MINUTES,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
