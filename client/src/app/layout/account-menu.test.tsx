import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDemoUser, buildUser } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import { Header } from './header';
import { initials } from './signed-in-menu';

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const banner = () => screen.getByRole('banner');

describe('the header account menu', () => {
  it('offers "Sign in" to an anonymous visitor of the public demo', async () => {
    serveIdentity(installFakeApi());
    renderWithProviders(<Header />);
    const signIn = await within(banner()).findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/signin');
    expect(within(banner()).queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('shows who is signed in, and opens on Account and Sign out; Escape closes it', async () => {
    const me = buildUser({ fullName: 'Jordan Lee', email: 'jordan@example.com' });
    serveIdentity(installFakeApi(), { me });
    const { user } = renderWithProviders(<Header />);

    const toggle = await within(banner()).findByRole('button', { name: 'Account menu for Jordan Lee' });
    expect(toggle).toHaveTextContent('JL');
    expect(within(banner()).queryByRole('link', { name: 'Sign in' })).toBeNull();
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('jordan@example.com');
    expect(within(panel!).getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', `/profile/${me.id}`);
    expect(within(panel!).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(panel!).getByRole('button', { name: 'Sign out' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes after choosing Account', async () => {
    serveIdentity(installFakeApi(), { me: buildUser({ fullName: 'Jordan Lee' }) });
    const { user, location } = renderWithProviders(<Header />, { path: '/knowledge' });
    const toggle = await screen.findByRole('button', { name: 'Account menu for Jordan Lee' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Account' }));
    expect(location.history?.at(-1)).toBe('/account');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out: back to the landing page as the public demo, with "Sign in" again', async () => {
    const api = installFakeApi();
    serveIdentity(api, { me: buildUser({ fullName: 'Jordan Lee' }) });
    api.post('/api/auth/sign-out', () => {
      // From now on the server answers as for an anonymous visitor.
      serveIdentity(api, { me: buildDemoUser() });
      return answer({ success: true });
    });
    const { user, location } = renderWithProviders(<Header />, { path: '/knowledge' });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Jordan Lee' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await within(banner()).findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/me')).toHaveLength(2);
    expect(location.history?.at(-1)).toBe('/');
    expect(await within(toastRegion()).findByText('Signed out')).toBeInTheDocument();
  });

  it('stays signed in and says so when signing out fails', async () => {
    const api = installFakeApi();
    serveIdentity(api, { me: buildUser({ fullName: 'Jordan Lee' }) });
    api.post('/api/auth/sign-out', apiError(503, { message: 'Service Unavailable', code: 'database_timeout' }));
    const { user, location } = renderWithProviders(<Header />, { path: '/knowledge' });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Jordan Lee' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await within(toastRegion()).findByText('Could not sign out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Jordan Lee' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/knowledge');
  });
});

describe('initials', () => {
  it.each([
    ['Jordan Lee', 'JL'],
    ['  ada   lovelace  byron ', 'AB'],
    ['Prince', 'P'],
    ['Émile Zola', 'ÉZ'],
  ])('%s -> %s', (name, letters) => {
    expect(initials(name)).toBe(letters);
  });
});
