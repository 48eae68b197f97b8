import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from './api-client';
import { identityKeys } from './identity/query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The product's cache rules (docs/product.md): data is never stale, nothing refetches on its own,
 * nothing retries, unused data is kept 5 minutes. Screens refresh by invalidating after a mutation.
 * There is no default queryFn: every query names its own, in `features/<feature>/api/get-<noun>.ts`.
 */
export function createQueryClient(): QueryClient {
  /**
   * A workspace the person was removed from (or that was deleted) answers 404 "Workspace not found" to every call.
   * Ask again who they are: their workspaces no longer list it, so the screens fall back to another one or the demo.
   */
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'workspace_not_found') return;
    toast({ title: 'Workspace not found', description: 'You are no longer a member of it.', variant: 'destructive' });
    void client.invalidateQueries({ queryKey: identityKeys.currentUser });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return client;
}

export const queryClient = createQueryClient();
