import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { identityKeys } from '@/lib/identity/query-keys';
import { membersKey, membersQueryOptions } from '@/lib/workspace/members';
import type {
  ChangeRoleInput,
  CreateInvitationInput,
  Invitation,
  InvitationPreview,
  Member,
  Workspace,
  WorkspaceRole,
} from '@common/schemas/workspaces';

/** The workspace calls: a workspace, its members and invitations, and invitation links. */

export const workspaceKeys = {
  all: ['workspaces'] as const,
  members: membersKey,
  invitations: (companyId: string) => ['workspaces', companyId, 'invitations'] as const,
  invitation: (token: string) => ['invitations', token] as const,
};

/** Who "I" am lists my workspaces (/api/me): refresh it after anything that changes them. */
const refreshMe = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: identityKeys.currentUser });

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<Workspace>('POST', '/api/workspaces', { name }),
    onSuccess: () => refreshMe(queryClient),
  });
}

export function useRenameWorkspace(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<Workspace>('PATCH', apiPath`/api/workspaces/${companyId}`, { name }),
    onSuccess: () => refreshMe(queryClient),
  });
}

export const useMembers = (companyId: string) => useQuery(membersQueryOptions(companyId));

export function useChangeRole(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      apiRequest<Member>('PATCH', apiPath`/api/workspaces/${companyId}/members/${userId}`, {
        role,
      } satisfies ChangeRoleInput),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.members(companyId) }),
        refreshMe(queryClient),
      ]),
  });
}

/** Removes a member, or the current person (leaving). */
export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<void>('DELETE', apiPath`/api/workspaces/${companyId}/members/${userId}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.members(companyId) }),
        refreshMe(queryClient),
      ]),
  });
}

export const invitationsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: workspaceKeys.invitations(companyId),
    queryFn: ({ signal }) =>
      apiRequest<Invitation[]>('GET', apiPath`/api/workspaces/${companyId}/invitations`, undefined, { signal }),
  });

export const useInvitations = (companyId: string, enabled: boolean) =>
  useQuery({ ...invitationsQueryOptions(companyId), enabled });

function useInvitationMutation<TVariables, TResult>(
  companyId: string,
  call: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations(companyId) }),
  });
}

export const useInvite = (companyId: string) =>
  useInvitationMutation(companyId, (input: CreateInvitationInput) =>
    apiRequest<Invitation>('POST', apiPath`/api/workspaces/${companyId}/invitations`, input),
  );

export const useResendInvitation = (companyId: string) =>
  useInvitationMutation(companyId, (id: string) =>
    apiRequest<Invitation>('POST', apiPath`/api/workspaces/${companyId}/invitations/${id}/resend`),
  );

export const useRevokeInvitation = (companyId: string) =>
  useInvitationMutation(companyId, (id: string) =>
    apiRequest<void>('DELETE', apiPath`/api/workspaces/${companyId}/invitations/${id}`),
  );

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: workspaceKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest<InvitationPreview>('GET', apiPath`/api/invitations/${token}`, undefined, { signal }),
  });

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Workspace>('POST', apiPath`/api/invitations/${token}/accept`),
    onSuccess: () =>
      Promise.all([
        refreshMe(queryClient),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.invitation(token) }),
      ]),
  });
}
