import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberWorkspace } from '@/lib/workspace/current-workspace';
import { buildUser } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { SkillSwap } from '@common/schemas/swaps';
import type { Workspace } from '@common/schemas/workspaces';
import SwapsPage from './swaps';

const COMPANY = '00000000-0000-4000-8000-00000000a001';
const SWAPS = `/api/companies/${COMPANY}/skill-swaps`;
const ana = buildUser({ fullName: 'Ana Araujo', role: 'Backend Engineer' });
const ben = buildUser({ fullName: 'Ben Baker', role: 'Data Analyst' });
const workspace: Workspace = { id: COMPANY, name: 'Acme Robotics', role: 'member', isDemo: false };
const person = (user: typeof ana) => ({ id: user.id, fullName: user.fullName, role: user.role });
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });

let counter = 0;
function swap(overrides: Partial<SkillSwap>): SkillSwap {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-0000000c${String(counter).padStart(4, '0')}`,
    companyId: COMPANY,
    status: 'pending',
    proposer: person(ben),
    partner: person(ana),
    proposerTeaches: 'SQL',
    proposerLearns: 'Kubernetes',
    message: null,
    sessionIds: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function serve(swaps: SkillSwap[]) {
  const api = installFakeApi().get(SWAPS, answer(swaps));
  serveIdentity(api, { me: ana, workspaces: [workspace] });
  rememberWorkspace(ana.id, COMPANY);
  return api;
}

describe('SwapsPage', () => {
  it('groups swaps by what they wait for, from my side, and accepts one waiting for me', async () => {
    const waiting = swap({ message: 'Fridays suit me.' });
    const mine = swap({ proposer: person(ana), partner: person(ben), proposerTeaches: 'Go', proposerLearns: 'Excel' });
    const api = serve([waiting, mine]).post(
      `/api/skill-swaps/${waiting.id}/accept`,
      answer({ ...waiting, status: 'accepted' }),
    );
    const { user } = renderWithProviders(<SwapsPage />);

    const forYou = await screen.findByRole('region', { name: /Waiting for you/ });
    // Ben proposed: he teaches me SQL, I teach him Kubernetes.
    expect(within(forYou).getByText('Ben Baker')).toBeInTheDocument();
    expect(within(forYou).getByText(/You teach/).textContent).toBe('You teach Kubernetes');
    expect(within(forYou).getByText('Fridays suit me.')).toBeInTheDocument();
    const forThem = screen.getByRole('region', { name: /Waiting for them/ });
    expect(within(forThem).getByRole('button', { name: 'Withdraw proposal' })).toBeInTheDocument();
    expect(within(forThem).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await user.click(within(forYou).getByRole('button', { name: 'Accept' }));
    expect(await within(toastRegion()).findByText('Swap accepted')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/skill-swaps/${waiting.id}/accept`)).toHaveLength(1);
  });

  it("shows the server's sentence when a move is refused", async () => {
    const waiting = swap({});
    serve([waiting]).post(
      `/api/skill-swaps/${waiting.id}/accept`,
      apiError(409, { message: 'This swap is already cancelled', code: 'swap_transition_refused' }),
    );
    const { user } = renderWithProviders(<SwapsPage />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await within(toastRegion()).findByText('This swap is already cancelled')).toBeInTheDocument();
  });

  it('schedules an accepted swap in one step', async () => {
    const active = swap({ status: 'accepted' });
    const api = serve([active]).post(
      `/api/skill-swaps/${active.id}/sessions`,
      answer({ ...active, sessionIds: ['00000000-0000-4000-8000-0000000d0001'] }, 201),
    );
    const { user } = renderWithProviders(<SwapsPage />);
    await user.click(await screen.findByRole('button', { name: 'Schedule sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule sessions' });
    expect(within(dialog).getByText(/SQL: Ben Baker teaches Ana Araujo/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule both sessions' }));
    expect(await within(toastRegion()).findByText('Sessions scheduled')).toBeInTheDocument();
    const body = api.callsTo('POST', `/api/skill-swaps/${active.id}/sessions`)[0]?.body as Record<string, unknown>;
    expect(body.duration).toBe(60);
    expect(Date.parse(String(body.scheduledFor))).toBeGreaterThan(Date.now());
  });

  it('says how to start when there are no swaps', async () => {
    serve([]);
    renderWithProviders(<SwapsPage />);
    expect(await screen.findByText('No skill swaps yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people on the Team page' })).toHaveAttribute('href', '/team');
  });
});
