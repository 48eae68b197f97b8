import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberWorkspace } from '@/lib/workspace/current-workspace';
import { buildUser } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { Workspace } from '@common/schemas/workspaces';
import NewSwapPage from './swaps-new';

const COMPANY = '00000000-0000-4000-8000-00000000a001';
const ana = buildUser({ fullName: 'Ana Araujo' });
const ben = buildUser({ fullName: 'Ben Baker' });
const workspace: Workspace = { id: COMPANY, name: 'Acme Robotics', role: 'member', isDemo: false };
const member = (user: typeof ana) => ({
  userId: user.id,
  fullName: user.fullName,
  email: null,
  role: 'member' as const,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

function serve() {
  const api = installFakeApi().get(`/api/workspaces/${COMPANY}/members`, answer([member(ana), member(ben)]));
  serveIdentity(api, { me: ana, workspaces: [workspace] });
  rememberWorkspace(ana.id, COMPANY);
  return api;
}

describe('NewSwapPage', () => {
  it('starts prefilled from a suggestion and sends the proposal', async () => {
    const api = serve().post(
      '/api/skill-swaps',
      answer({ partner: { id: ben.id, fullName: 'Ben Baker', role: null } }, 201),
    );
    const { user } = renderWithProviders(<NewSwapPage />, {
      path: `/swaps/new?to=${ben.id}&teach=Kubernetes&learn=SQL`,
    });
    const colleague = await screen.findByRole('combobox', { name: /Colleague/ });
    await waitFor(() => expect(colleague).toHaveTextContent('Ben Baker'));
    expect(screen.getByRole('textbox', { name: /You teach/ })).toHaveValue('Kubernetes');
    expect(screen.getByRole('textbox', { name: /You want to learn/ })).toHaveValue('SQL');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Fridays?');
    await user.click(screen.getByRole('button', { name: 'Propose swap' }));
    await screen.findByText('Swap proposed to Ben Baker');
    expect(api.callsTo('POST', '/api/skill-swaps')[0]?.body).toEqual({
      companyId: COMPANY,
      toUserId: ben.id,
      teachSkill: 'Kubernetes',
      learnSkill: 'SQL',
      message: 'Fridays?',
    });
  });

  it('names what is missing, and shows the server sentence under its field', async () => {
    serve().post(
      '/api/skill-swaps',
      apiError(400, {
        message: 'learnSkill: Choose a skill to learn that differs from the one you teach',
        code: 'validation_failed',
        issues: [{ path: 'learnSkill', message: 'Choose a skill to learn that differs from the one you teach' }],
      }),
    );
    const { user } = renderWithProviders(<NewSwapPage />, { path: `/swaps/new?to=${ben.id}` });
    await screen.findByRole('combobox', { name: /Colleague/ });
    await user.click(screen.getByRole('button', { name: 'Propose swap' }));
    expect(screen.getByText('Name the skill you will teach')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /You teach/ }), 'Go');
    await user.type(screen.getByRole('textbox', { name: /You want to learn/ }), 'golang');
    await user.click(screen.getByRole('button', { name: 'Propose swap' }));
    expect(await screen.findByText('Choose a skill to learn that differs from the one you teach')).toBeInTheDocument();
  });
});
