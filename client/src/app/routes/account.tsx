import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { PasskeysCard } from '@/features/account/components/passkeys-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { SignOutEverywhereButton } from '@/features/account/components/sign-out-everywhere-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useSignOut } from '@/lib/identity/sign-out';
import type { User } from '@common/schemas/users';

/** What an anonymous visitor sees: there is no account to show, only the way to sign in. */
function SignInFirst() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
      <p className="text-slate-600">Sign in to see your account, your passkeys and where you are signed in.</p>
      <Link href="/signin?next=/account" className={buttonClassName()}>
        Sign in
      </Link>
    </div>
  );
}

function SignedInAccount({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Account"
        description={`Signed in as ${user.fullName}${user.email ? ` (${user.email})` : ''}`}
        actions={
          <SubmitButton
            type="button"
            variant="outline"
            pending={signOut.isPending}
            pendingLabel="Signing out..."
            icon={<LogOut aria-hidden="true" />}
            onClick={() => signOut.mutate()}
          >
            Sign out
          </SubmitButton>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>Your skills, goals and recommendations.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link href={`/profile/${user.id}`} className={buttonClassName('outline')}>
            <UserRound aria-hidden="true" />
            View your profile
          </Link>
        </CardContent>
      </Card>
      <PasskeysCard />
      <SessionsCard footer={<SignOutEverywhereButton />} />
    </div>
  );
}

/** /account: the signed-in person's profile link, passkeys and sessions; anonymous visitors are sent to sign in. */
export default function AccountPage() {
  useDocumentTitle('Account');
  const me = useCurrentUser();
  if (me.isPending) return <PageSpinner label="Loading your account" />;
  return (
    <PageContainer className="max-w-3xl">
      {me.isError ? (
        <LoadError
          title="Could not load your account"
          error={me.error}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      ) : me.data.signedIn ? (
        <SignedInAccount user={me.data.user} />
      ) : (
        <SignInFirst />
      )}
    </PageContainer>
  );
}
