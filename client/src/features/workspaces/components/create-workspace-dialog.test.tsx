import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import { NoWorkspaceOffer } from './no-workspace-offer';

const LOADED = { timeout: 5000 };
const sam = buildUser({ fullName: 'Sam Starter', email: 'sam@example.com' });

/** Opens the dialog from the offer; its form's code loads on demand, so the first test waits for it longer. */
async function openCreateDialog(emailVerified: boolean) {
  const api = installFakeApi();
  serveIdentity(api, { me: sam, emailVerified });
  const { user } = renderWithProviders(<NoWorkspaceOffer />, { path: '/knowledge' });
  await user.click(await screen.findByRole('button', { name: 'Create a workspace' }));
  await screen.findByRole('dialog', { name: 'Create a workspace', description: /private knowledge hub/ }, LOADED);
  return { api, dialog: screen.getByRole('dialog', { name: 'Create a workspace' }) };
}

describe('Create a workspace', () => {
  it('tells a person whose address is unproven to confirm it first, with a link that comes back here', async () => {
    const { api, dialog } = await openCreateDialog(false);
    const note = await within(dialog).findByRole('note', { name: 'Confirm your email' });
    expect(note).toHaveTextContent(
      'To create a workspace, first confirm that sam@example.com is yours: sign in with a 6-digit code we send to it.',
    );
    expect(within(note).getByRole('link', { name: 'Confirm my email' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fknowledge&email=sam%40example.com',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Company or team name/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/workspaces')).toHaveLength(0);
  });

  it('asks a person whose address is proven for the name', async () => {
    const { dialog } = await openCreateDialog(true);
    expect(await within(dialog).findByRole('textbox', { name: /Company or team name/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('note', { name: 'Confirm your email' })).not.toBeInTheDocument();
  });
});
