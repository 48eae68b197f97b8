import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityKeys } from '@/lib/identity/query-keys';
import { buildDemoUser, buildUser } from '@/test/factories';
import { installFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { useDialogs } from './dialogs-context';
import { StartTrialButton } from './start-trial-button';

const signedInPerson = buildUser({
  id: '00000000-0000-4000-8000-00000000c0de',
  fullName: 'Casey Nguyen',
  companyId: null,
});

/** A plan card's "Start Free": it opens whatever dialog the plan names. */
function PlanButton() {
  const { openDialogFor } = useDialogs();
  return (
    <button type="button" onClick={() => openDialogFor('signup')}>
      Start Free
    </button>
  );
}

function renderAs(signedIn: boolean) {
  const rendered = renderWithProviders(
    <>
      <StartTrialButton />
      <PlanButton />
    </>,
  );
  // What the header's "who am I" holds once it has answered.
  rendered.queryClient.setQueryData(identityKeys.currentUser, {
    user: signedIn ? signedInPerson : buildDemoUser(),
    isDemo: !signedIn,
    signedIn,
    emailVerified: signedIn,
    workspaces: [],
  });
  return rendered;
}

describe('trial buttons', () => {
  it('open "Start Your Free Trial" for a visitor, without asking the server who they are', async () => {
    const api = installFakeApi();
    const { user } = renderAs(false);
    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByRole('dialog', { name: 'Start Your Free Trial' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/me')).toHaveLength(0);
  });

  it('take a signed-in person to their profile instead of a signup that would switch accounts', async () => {
    installFakeApi();
    const { user, location } = renderAs(true);
    const link = await screen.findByRole('link', { name: 'Go to your profile' });
    expect(link).toHaveAttribute('href', `/profile/${signedInPerson.id}`);
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Free' }));
    expect(location.history.at(-1)).toBe(`/profile/${signedInPerson.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
