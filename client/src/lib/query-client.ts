import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The product's cache rules (docs/product.md): data is never stale, nothing refetches on its own,
 * nothing retries, unused data is kept 5 minutes. Screens refresh by invalidating after a mutation.
 * There is no default queryFn: every query names its own, in `features/<feature>/api/get-<noun>.ts`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
