import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { Workspace } from '@common/schemas/workspaces';
import { Header } from './header';

describe('Header', () => {
  it('links the product name home and shows the BETA badge', () => {
    renderWithProviders(<Header />);
    const home = screen.getByRole('link', { name: /Skillweave/ });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByText('BETA')).toBeInTheDocument();
  });

  it('opens and closes the mobile menu with the same links', async () => {
    const { user } = renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(mobileNav).toBeVisible();
    const links = within(mobileNav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Features', '/features'],
      ['How It Works', '/hr-demo'],
      ['Pricing', '/pricing'],
      ['Knowledge Hub', '/knowledge'],
      ['Team', '/team'],
      ['Dashboard', '/dashboard'],
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu after choosing a link', async () => {
    const { user, location } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Pricing' }));
    expect(location.history?.at(-1)).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header account and workspace', () => {
  const acme: Workspace = {
    id: '00000000-0000-4000-8000-00000000a001',
    name: 'Acme Robotics',
    role: 'owner',
    isDemo: false,
  };

  it('offers visitors "Sign in" and no workspace switcher', async () => {
    serveIdentity(installFakeApi());
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: /^Workspace:/ })).not.toBeInTheDocument();
  });

  it("shows a signed-in person's menu and switches between their workspace and the demo", async () => {
    const me = buildUser({ fullName: 'Olive Owner' });
    serveIdentity(installFakeApi(), { me, workspaces: [acme] });
    const { user } = renderWithProviders(<Header />);
    expect(await screen.findByRole('button', { name: 'Account menu for Olive Owner' })).toBeInTheDocument();
    const switcher = (await screen.findAllByRole('button', { name: 'Workspace: Acme Robotics. Switch workspace' }))[0]!;
    await user.click(switcher);
    const menu = await screen.findByRole('dialog', { name: 'Switch workspace' });
    expect(within(menu).getByRole('button', { name: 'Acme Robotics' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(menu).getByRole('button', { name: 'Demo workspace' }));
    expect(
      (await screen.findAllByRole('button', { name: 'Workspace: Demo workspace. Switch workspace' })).length,
    ).toBeGreaterThan(0);
  });
});
