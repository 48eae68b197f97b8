import { LogOut, UserMinus } from 'lucide-react';
import { useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { SimpleSelect } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { WORKSPACE_ROLES, type Member, type Workspace, type WorkspaceRole } from '@common/schemas/workspaces';
import { useChangeRole, useMembers, useRemoveMember } from '../api/workspaces';

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };
const ROLE_OPTIONS = WORKSPACE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function MemberRow({ workspace, member, myId }: { workspace: Workspace; member: Member; myId: string | undefined }) {
  const changeRole = useChangeRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const { switchTo } = useCurrentWorkspace();
  const [, navigate] = useLocation();
  const isMe = member.userId === myId;
  const manages = workspace.role === 'owner' || workspace.role === 'admin';
  // Only an owner touches an owner; the server says so too, with a sentence.
  const canManage = manages && !isMe && (member.role !== 'owner' || workspace.role === 'owner');

  const removeOrLeave = () => {
    const question = isMe
      ? `Leave ${workspace.name}? You will need a new invitation to come back.`
      : `Remove ${member.fullName} from ${workspace.name}?`;
    if (!window.confirm(question)) return;
    remove.mutate(member.userId, {
      onSuccess: () => {
        if (isMe) {
          switchTo('');
          navigate('/knowledge');
          toast({ title: `You left ${workspace.name}` });
        } else toast({ title: `${member.fullName} was removed` });
      },
      onError: (error) =>
        showApiError(error, { sentence: isMe ? 'Failed to leave' : 'Failed to remove', serverReason: 'instead' }),
    });
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {member.fullName} {isMe ? <Badge>You</Badge> : null}
        </p>
        {member.email ? <p className="truncate text-sm text-slate-500">{member.email}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canManage ? (
          <SimpleSelect
            aria-label={`Role of ${member.fullName}`}
            className="w-32"
            value={member.role}
            options={ROLE_OPTIONS.filter((option) => option.value !== 'owner' || workspace.role === 'owner')}
            onValueChange={(role) =>
              changeRole.mutate(
                { userId: member.userId, role },
                {
                  onSuccess: () => toast({ title: `${member.fullName} is now ${ROLE_LABELS[role].toLowerCase()}` }),
                  onError: (error) =>
                    showApiError(error, { sentence: 'Failed to change the role', serverReason: 'instead' }),
                },
              )
            }
          />
        ) : (
          <Badge>{ROLE_LABELS[member.role]}</Badge>
        )}
        {isMe || canManage ? (
          <SubmitButton
            type="button"
            variant="outline"
            size="sm"
            pending={remove.isPending}
            pendingLabel={isMe ? 'Leaving...' : 'Removing...'}
            icon={isMe ? <LogOut aria-hidden="true" /> : <UserMinus aria-hidden="true" />}
            aria-label={isMe ? 'Leave workspace' : `Remove ${member.fullName}`}
            onClick={removeOrLeave}
          >
            {isMe ? 'Leave workspace' : 'Remove'}
          </SubmitButton>
        ) : null}
      </div>
    </li>
  );
}

/** The workspace's people and roles; owners and admins change roles and remove people; anyone may leave. */
export function MembersCard({ workspace, myId }: { workspace: Workspace; myId: string | undefined }) {
  const members = useMembers(workspace.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Members</CardTitle>
        <CardDescription>
          Owners and admins invite people and manage roles. A workspace always keeps at least one owner.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {members.isError ? (
          <LoadError title="Could not load the members" error={members.error} onRetry={() => void members.refetch()} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Members">
            {(members.data ?? []).map((member) => (
              <MemberRow key={member.userId} workspace={workspace} member={member} myId={myId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
