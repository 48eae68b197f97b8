import { Link, useLocation, useSearch } from 'wouter';
import { PageContainer } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { SignInForm } from '@/features/account/components/sign-in-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getCurrentUser } from '@/lib/identity/get-current-user';

/** Only a path on this site may be the place to go after signing in (never another origin). */
export function safeNextPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

/** /signin: by a code mailed to the person, or by a passkey. `?next=` and `?email=` come from invitation links. */
export default function SignInPage() {
  useDocumentTitle('Sign in');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const next = safeNextPath(params.get('next'));

  const onSignedIn = async () => {
    if (next) return navigate(next);
    const me = await getCurrentUser();
    navigate(`/profile/${me.user.id}`);
  };

  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Sign in to Skillweave</h1>
          <CardDescription>We email you a code: no password to remember.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <SignInForm initialEmail={params.get('email') ?? ''} onSignedIn={onSignedIn} />
          <p className="text-sm text-slate-600">
            New here?{' '}
            <Link href="/" className="font-medium text-brand-700 hover:underline">
              Start your free trial
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
