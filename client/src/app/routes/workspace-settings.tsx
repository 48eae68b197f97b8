import { Building2 } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InvitationsCard } from '@/features/workspaces/components/invitations-card';
import { MembersCard, ROLE_LABELS } from '@/features/workspaces/components/members-card';
import { WorkspaceNameCard } from '@/features/workspaces/components/workspace-name-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';

/** /workspace/settings: the current workspace's name, members and roles, and invitations. */
export default function WorkspaceSettingsPage() {
  useDocumentTitle('Workspace settings');
  const { workspace, isLoading, signedIn } = useCurrentWorkspace();
  const { data: me } = useCurrentUser();

  if (isLoading) return null;
  if (!signedIn || workspace.isDemo) {
    return (
      <PageContainer>
        <EmptyState
          icon={Building2}
          title="The demo workspace cannot be changed"
          description="It is shared by every visitor. Sign in and create a workspace of your own to invite your colleagues."
          action={
            <Link href={signedIn ? '/knowledge' : '/signin'} className={buttonClassName()}>
              {signedIn ? 'Go to the knowledge hub' : 'Sign in'}
            </Link>
          }
        />
      </PageContainer>
    );
  }

  const manages = workspace.role === 'owner' || workspace.role === 'admin';
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-8">
      <PageHeader
        title={`${workspace.name} settings`}
        description={`You are ${workspace.role ? ROLE_LABELS[workspace.role].toLowerCase() : 'a member'} of this workspace.`}
      />
      {manages ? <WorkspaceNameCard workspace={workspace} /> : null}
      <MembersCard workspace={workspace} myId={me?.user.id} />
      {manages ? <InvitationsCard workspace={workspace} /> : null}
    </PageContainer>
  );
}
