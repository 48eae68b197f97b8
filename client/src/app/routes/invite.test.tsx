import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { buildUser } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { InvitationPreview, Workspace } from '@common/schemas/workspaces';
import InvitePage from './invite';

const TOKEN = 'A'.repeat(43);
const PREVIEW = `/api/invitations/${TOKEN}`;
const ACCEPT = `${PREVIEW}/accept`;
const pending: InvitationPreview = {
  workspaceName: 'Acme Robotics',
  email: 'chris@example.com',
  role: 'member',
  state: 'pending',
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const acme: Workspace = {
  id: '00000000-0000-4000-8000-00000000a001',
  name: 'Acme Robotics',
  role: 'member',
  isDemo: false,
};

const renderInvite = () =>
  renderWithProviders(<Route path="/invite/:token" component={InvitePage} />, { path: `/invite/${TOKEN}` });
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('InvitePage', () => {
  it('asks a visitor to sign in as the invited address, coming back here afterwards', async () => {
    serveIdentity(installFakeApi().get(PREVIEW, answer(pending)));
    renderInvite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme Robotics' })).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in as chris@example.com to accept' });
    const target = new URL(signIn.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/signin');
    expect(target.searchParams.get('next')).toBe(`/invite/${TOKEN}`);
    expect(target.searchParams.get('email')).toBe('chris@example.com');
  });

  it('accepts for the invited, proven person and opens the workspace hub', async () => {
    const api = installFakeApi().get(PREVIEW, answer(pending)).post(ACCEPT, answer(acme));
    serveIdentity(api, { me: buildUser({ email: 'chris@example.com' }) });
    const { user, location } = renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Accept and join' }));
    await expect.poll(() => location.history?.at(-1)).toBe('/knowledge');
    expect(api.callsTo('POST', ACCEPT)).toHaveLength(1);
    expect(await within(toastRegion()).findByText('Welcome to Acme Robotics')).toBeInTheDocument();
  });

  it('offers to sign in as the invited address to someone signed in as another', async () => {
    serveIdentity(installFakeApi().get(PREVIEW, answer(pending)), { me: buildUser({ email: 'someone@else.com' }) });
    renderInvite();
    expect(await screen.findByText('You are signed in as someone@else.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as chris@example.com to accept' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();
  });

  it('says when an invitation was revoked, and when a link is unknown', async () => {
    serveIdentity(installFakeApi().get(PREVIEW, answer({ ...pending, state: 'revoked' })));
    const first = renderInvite();
    expect(await screen.findByText(/This invitation was revoked/)).toBeInTheDocument();
    first.unmount();

    serveIdentity(
      installFakeApi().get(PREVIEW, apiError(404, { message: 'Invitation not found', code: 'invitation_not_found' })),
    );
    renderInvite();
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
  });
});
