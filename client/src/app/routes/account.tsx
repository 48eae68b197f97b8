import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SubmitButton } from '@/components/ui/submit-button';
import { PasskeysCard } from '@/features/account/components/passkeys-card';
import { SignInSessions } from '@/features/account/components/sign-in-sessions';
import { useSignOutAndGoHome } from '@/features/account/hooks/use-sign-out-and-go-home';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';

/** /account: the signed-in person's profile link, passkeys, sessions, and signing out. */
export default function AccountPage() {
  useDocumentTitle('Account');
  const me = useCurrentUser();
  const signOut = useSignOutAndGoHome();

  if (me.isPending) return null;
  if (!me.data?.signedIn) {
    return (
      <PageContainer>
        <EmptyState
          icon={UserRound}
          title="You are not signed in"
          description="Sign in to manage your passkeys and the places you are signed in."
          action={
            <Link href="/signin" className={buttonClassName()}>
              Sign in
            </Link>
          }
        />
      </PageContainer>
    );
  }

  const { user } = me.data;
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-8">
      <PageHeader
        title="Account"
        description={`Signed in as ${user.fullName}${user.email ? ` (${user.email})` : ''}.`}
        actions={
          <>
            <Link href={`/profile/${user.id}`} className={buttonClassName('outline')}>
              <UserRound aria-hidden="true" /> Your profile
            </Link>
            <SubmitButton
              type="button"
              variant="outline"
              pending={signOut.isPending}
              pendingLabel="Signing out..."
              icon={<LogOut aria-hidden="true" />}
              onClick={() => signOut.signOutAndGoHome()}
            >
              Sign out
            </SubmitButton>
          </>
        }
      />
      <PasskeysCard />
      <SignInSessions />
    </PageContainer>
  );
}
