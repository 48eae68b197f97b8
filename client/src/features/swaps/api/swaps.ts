import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { inboxKeys } from '@/lib/inbox/query-keys';
import { sessionKeys } from '@/lib/learning-sessions/query-keys';
import { membersQueryOptions } from '@/lib/workspace/members';
import type { ProposeSwapInput, ScheduleSwapInput, SkillSwap, SwapAction } from '@common/schemas/swaps';

export const swapKeys = {
  all: ['skill-swaps'] as const,
  mine: (companyId: string) => ['skill-swaps', companyId] as const,
};

/** GET /api/companies/{id}/skill-swaps: the current person's swaps in the workspace, newest first. */
export function useMySwaps(companyId: string) {
  return useQuery({
    queryKey: swapKeys.mine(companyId),
    queryFn: ({ signal }) =>
      apiRequest<SkillSwap[]>('GET', apiPath`/api/companies/${companyId}/skill-swaps`, undefined, { signal }),
  });
}

/** After any change: the swaps, the inbox, and the sessions a schedule may have added. */
function useRefreshAfterSwapChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: swapKeys.all }),
      queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
    ]);
}

/** The workspace's people to propose to. */
export const useWorkspacePeople = (companyId: string) => useQuery(membersQueryOptions(companyId));

/** POST /api/skill-swaps. */
export function useProposeSwap() {
  const refresh = useRefreshAfterSwapChange();
  return useMutation({
    mutationFn: (input: ProposeSwapInput) => apiRequest<SkillSwap>('POST', '/api/skill-swaps', input),
    onSuccess: refresh,
  });
}

/** POST /api/skill-swaps/{id}/{action}: accept, decline, cancel or complete. */
export function useMoveSwap() {
  const refresh = useRefreshAfterSwapChange();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: SwapAction }) =>
      apiRequest<SkillSwap>('POST', apiPath`/api/skill-swaps/${id}/${action}`),
    onSuccess: refresh,
  });
}

/** POST /api/skill-swaps/{id}/sessions: both directions' sessions in one step. */
export function useScheduleSwap() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterSwapChange();
  return useMutation({
    mutationFn: ({ id, ...input }: ScheduleSwapInput & { id: string }) =>
      apiRequest<SkillSwap>('POST', apiPath`/api/skill-swaps/${id}/sessions`, input),
    onSuccess: () =>
      Promise.all([
        refresh(), // Every peer learning list starts with this key: the new sessions show on the Peer Learning tab at once.
        queryClient.invalidateQueries({ queryKey: sessionKeys.lists }),
      ]).then(() => {}),
  });
}
