import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rememberWorkspace } from '@/lib/workspace/current-workspace';
import { buildUser } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { Member, Workspace } from '@common/schemas/workspaces';
import WorkspaceSettingsPage from './workspace-settings';

const COMPANY = '00000000-0000-4000-8000-00000000a001';
const MEMBERS = `/api/workspaces/${COMPANY}/members`;
const INVITATIONS = `/api/workspaces/${COMPANY}/invitations`;
const olive = buildUser({ fullName: 'Olive Owner', email: 'olive@example.com' });
const mel = buildUser({ fullName: 'Mel Member', email: 'mel@example.com' });
const member = (person: typeof olive, role: Member['role']): Member => ({
  userId: person.id,
  fullName: person.fullName,
  email: person.email,
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const workspace = (role: Workspace['role']): Workspace => ({ id: COMPANY, name: 'Acme Robotics', role, isDemo: false });
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });

function serveSettings(me: typeof olive, role: Workspace['role'], { emailVerified = true } = {}) {
  const api = installFakeApi()
    .get(MEMBERS, answer([member(mel, 'member'), member(olive, 'owner')]))
    .get(INVITATIONS, answer([]));
  serveIdentity(api, { me, workspaces: [workspace(role)], emailVerified });
  rememberWorkspace(me.id, COMPANY);
  return api;
}

describe('WorkspaceSettingsPage', () => {
  it('lets an owner invite by email and shows the pending invitation', async () => {
    const api = serveSettings(olive, 'owner').post(
      INVITATIONS,
      answer(
        {
          id: '00000000-0000-4000-8000-00000000b001',
          email: 'chris@example.com',
          role: 'admin',
          invitedBy: 'Olive Owner',
          createdAt: '2026-01-01T00:00:00.000Z',
          expiresAt: '2026-01-08T00:00:00.000Z',
        },
        201,
      ),
    );
    const { user } = renderWithProviders(<WorkspaceSettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics settings' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'chris@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await within(toastRegion()).findByText('Invitation sent')).toBeInTheDocument();
    expect(api.callsTo('POST', INVITATIONS)[0]?.body).toEqual({ email: 'chris@example.com', role: 'admin' });
  });

  it('tells an owner whose address is unproven to confirm it before inviting, with the way to do it', async () => {
    const api = serveSettings(olive, 'owner', { emailVerified: false });
    renderWithProviders(<WorkspaceSettingsPage />, { path: '/workspace/settings' });
    const note = await screen.findByRole('note', { name: 'Confirm your email' });
    expect(note).toHaveTextContent(
      'To invite people, first confirm that olive@example.com is yours: sign in with a 6-digit code we send to it.',
    );
    expect(within(note).getByRole('link', { name: 'Confirm my email' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fworkspace%2Fsettings&email=olive%40example.com',
    );
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', INVITATIONS)).toHaveLength(0);
  });

  it('shows a plain member the people read-only, with only their own Leave', async () => {
    serveSettings(mel, 'member');
    renderWithProviders(<WorkspaceSettingsPage />);
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(await within(members).findByText('Olive Owner')).toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the last owner tries to leave", async () => {
    serveSettings(olive, 'owner').on(
      'DELETE',
      `${MEMBERS}/${olive.id}`,
      apiError(409, {
        message: 'A workspace needs at least one owner: make someone else an owner first',
        code: 'last_owner',
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderWithProviders(<WorkspaceSettingsPage />);
    const members = await screen.findByRole('list', { name: 'Members' });
    await user.click(await within(members).findByRole('button', { name: 'Leave workspace' }));
    expect(
      await within(toastRegion()).findByText('A workspace needs at least one owner: make someone else an owner first'),
    ).toBeInTheDocument();
  });
});
