import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { answer, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { Notification } from '@common/schemas/notifications';
import InboxPage from './inbox';

const ana = buildUser({ fullName: 'Ana Araujo' });
const entry = (overrides: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-0000000e0001',
  kind: 'swap_proposed',
  text: 'Ben Baker proposes a swap: they teach you SQL and learn Kubernetes from you.',
  companyId: null,
  actor: null,
  swapId: '00000000-0000-4000-8000-0000000c0001',
  sessionId: null,
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('InboxPage', () => {
  it('lists entries newest first, links each to its swap or session, and marks all read', async () => {
    const api = installFakeApi()
      .get(
        '/api/notifications',
        answer([
          entry({}),
          entry({
            id: '00000000-0000-4000-8000-0000000e0002',
            kind: 'session_cancelled',
            text: 'Intro to SQL was cancelled: the host is ill.',
            swapId: null,
            sessionId: '00000000-0000-4000-8000-0000000d0001',
            read: true,
          }),
        ]),
      )
      .post('/api/notifications/read', { status: 204 });
    serveIdentity(api, { me: ana, workspaces: [] });
    const { user } = renderWithProviders(<InboxPage />);

    const proposal = await screen.findByRole('link', { name: /Ben Baker proposes a swap/ });
    expect(proposal).toHaveAttribute('href', '/swaps');
    expect(proposal.textContent).toMatch(/^Unread: /);
    expect(screen.getByRole('link', { name: /Intro to SQL was cancelled/ })).toHaveAttribute(
      'href',
      '/knowledge?tab=sessions&session=00000000-0000-4000-8000-0000000d0001',
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.callsTo('POST', '/api/notifications/read')[0]?.body).toEqual({});
  });

  it('says what will arrive when it is empty', async () => {
    const api = installFakeApi().get('/api/notifications', answer([]));
    serveIdentity(api, { me: ana, workspaces: [] });
    renderWithProviders(<InboxPage />);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });
});
