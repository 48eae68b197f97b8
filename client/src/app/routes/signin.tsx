import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDialogs } from '@/features/onboarding/dialogs-context';
import { CodeStep } from '@/features/sign-in/components/code-step';
import { EmailStep } from '@/features/sign-in/components/email-step';
import { PasskeySignIn } from '@/features/sign-in/components/passkey-sign-in';
import { useFinishSignIn } from '@/features/sign-in/use-finish-sign-in';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';

type Step = { name: 'email' } | { name: 'code'; email: string };

/** Shown above the form when this browser is signed in already: signing in again switches the person. */
function AlreadySignedIn() {
  const me = useCurrentUser();
  if (!me.data?.signedIn) return null;
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-700">
      You are signed in as <strong className="font-semibold">{me.data.user.fullName}</strong>.{' '}
      <Link href="/account" className="font-medium text-brand-700 underline-offset-4 hover:underline">
        Go to your account
      </Link>
    </p>
  );
}

/**
 * /signin: a code by mail (email, then the code) or a passkey; new people are pointed at the free trial.
 * `?next=` (a path on this site) is where to go afterwards, `?email=` fills in the address (invitation links).
 */
export default function SignInPage() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const finishSignIn = useFinishSignIn(searchParams.get('next'));
  const { openSignup } = useDialogs();
  const [step, setStep] = useState<Step>({ name: 'email' });
  // Kept across "Use another email" so a typo is fixed rather than retyped; an invitation link names the address.
  const [lastEmail, setLastEmail] = useState(() => searchParams.get('email') ?? '');

  const onSignedIn = () => void finishSignIn();

  return (
    <PageContainer className="max-w-md">
      <PageHeader title="Sign in" description="Get a 6-digit code by email, or use a passkey." />
      <Card className="mt-6">
        <CardContent className="flex flex-col gap-6">
          <AlreadySignedIn />
          {step.name === 'email' ? (
            <EmailStep
              defaultEmail={lastEmail}
              onSent={(email) => {
                setLastEmail(email);
                setStep({ name: 'code', email });
              }}
            />
          ) : (
            <CodeStep email={step.email} onSignedIn={onSignedIn} onChangeEmail={() => setStep({ name: 'email' })} />
          )}
          <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <PasskeySignIn onSignedIn={onSignedIn} />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        No account yet?{' '}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={openSignup}>
          Start your free trial
        </Button>
      </p>
    </PageContainer>
  );
}
