import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildSkillCoverage,
  buildSkillDemand,
  buildSkillMatrix,
  buildWorkspaceActivity,
} from '@/test/analytics-factories';
import { buildDashboardStats } from '@/test/factories';
import { answer, apiError, installFakeApi, type FakeAnswer, type FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { DEMO_WORKSPACE } from '@common/constants';
import type { DashboardStats } from '@common/schemas/dashboard';
import type { RecentSwap } from '@common/schemas/swaps';
import DashboardPage from './dashboard';

const { createObjectURL, revokeObjectURL } = URL;
const STATS = '/api/dashboard/stats';

/** Figures that differ by period, so a test can tell which period is on screen. */
function statsFor(days: number, overrides: Partial<DashboardStats> = {}): DashboardStats {
  return buildDashboardStats(days, { totalUsers: days * 10, roi: days === 365 ? 5 : 3.4, ...overrides });
}

const RECENT_SWAPS = `/api/companies/${DEMO_WORKSPACE.companyId}/skill-swaps/recent`;
const recentSwap: RecentSwap = {
  id: '00000000-0000-4000-8000-000000000402',
  status: 'accepted',
  fromName: 'Ravi Shah',
  toName: 'Daniel Kim',
  fromSkill: 'Financial Modeling',
  toSkill: 'Python',
  createdAt: new Date(Date.now() - 4 * 24 * 60 * 60 * 1000).toISOString(),
};

const ANALYTICS = `/api/companies/${DEMO_WORKSPACE.companyId}/analytics`;

/**
 * Serves the stats call for whatever period is asked, the demo workspace's recent swaps and its analytics (the
 * activity scaled by the period, so a test can tell which period's series are on screen).
 */
function serveStats(reply: (days: number) => FakeAnswer = (days) => answer(statsFor(days))) {
  return installFakeApi()
    .get(STATS, ({ query }) => reply(Number(query.days)))
    .get(RECENT_SWAPS, answer([recentSwap]))
    .get(`${ANALYTICS}/activity`, ({ query }) =>
      answer(buildWorkspaceActivity(Number(query.days), Number(query.days) === 365 ? 10 : 1)),
    )
    .get(`${ANALYTICS}/coverage`, answer(buildSkillCoverage()))
    .get(`${ANALYTICS}/demand`, answer(buildSkillDemand()))
    .get(`${ANALYTICS}/matrix`, answer(buildSkillMatrix()));
}

/** Every request the page made for its figures, as path and query (who "I" am is asked too, to pick the workspace). */
const requests = (api: FakeApi) =>
  api.calls
    .filter(({ path }) => path === STATS)
    .map(({ method, path, query }) => `${method} ${path} ${JSON.stringify(query)}`);

function metric(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

beforeEach(() => {
  serveStats();
});

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('asks for 30 days by default and shows the four figures, ROI as a multiple', async () => {
    const api = serveStats((days) => answer(statsFor(days, { totalUsers: 1284 })));
    renderWithProviders(<DashboardPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Enterprise Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time period' })).toHaveTextContent('Last 30 days');
    await waitFor(() => expect(metric('Platform ROI')).toHaveTextContent('3.4x'));
    expect(metric('Platform Users')).toHaveTextContent('1,284');
    expect(metric('Enterprise Clients')).toHaveTextContent('3');
    expect(metric('Active Skill Swaps')).toHaveTextContent('12');
    expect(screen.getByText('People who joined, learned or swapped skills in the last 30 days')).toBeInTheDocument();
    expect(requests(api)).toEqual([`GET ${STATS} {"days":"30"}`]);
  });

  it('shows a whole multiple with one decimal', async () => {
    serveStats((days) => answer(statsFor(days, { roi: 3 })));
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(metric('Platform ROI')).toHaveTextContent(/^3\.0x$/));
  });

  it('asks again for the chosen period and shows its figures', async () => {
    const api = serveStats();
    const { user, location } = renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    await waitFor(() => expect(metric('Platform ROI')).toHaveTextContent('3.4x'));

    await user.click(screen.getByRole('combobox', { name: 'Time period' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 12 months',
    ]);
    await user.click(screen.getByRole('option', { name: 'Last 12 months' }));
    expect(location.history?.at(-1)).toBe('/dashboard?days=365');

    await waitFor(() => expect(metric('Platform ROI')).toHaveTextContent('5.0x'));
    expect(metric('Platform Users')).toHaveTextContent('3,650');
    expect(screen.getByRole('combobox', { name: 'Time period' })).toHaveTextContent('Last 12 months');
    expect(requests(api)).toEqual([`GET ${STATS} {"days":"30"}`, `GET ${STATS} {"days":"365"}`]);
  });

  it('starts on the period named in the address', async () => {
    const api = serveStats();
    renderWithProviders(<DashboardPage />, { path: '/dashboard?days=90' });
    expect(screen.getByRole('combobox', { name: 'Time period' })).toHaveTextContent('Last 90 days');
    await waitFor(() => expect(requests(api)).toEqual([`GET ${STATS} {"days":"90"}`]));
  });

  it('falls back to 30 days for a period it does not offer', async () => {
    const api = serveStats();
    renderWithProviders(<DashboardPage />, { path: '/dashboard?days=14' });
    expect(screen.getByRole('combobox', { name: 'Time period' })).toHaveTextContent('Last 30 days');
    await waitFor(() => expect(requests(api)).toEqual([`GET ${STATS} {"days":"30"}`]));
  });

  it('shows an error with Retry that asks again', async () => {
    let fail = true;
    serveStats((days) =>
      fail ? apiError(500, { message: 'Internal Server Error', code: 'internal_error' }) : answer(statsFor(days)),
    );
    const { user } = renderWithProviders(<DashboardPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the dashboard figures');
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeDisabled();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(metric('Platform ROI')).toHaveTextContent('3.4x'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports the shown period as CSV', async () => {
    let blob: Blob | undefined;
    // jsdom has no object URLs; capture the Blob and the link the page clicks instead.
    URL.createObjectURL = vi.fn((object: Blob | MediaSource) => {
      blob = object as Blob;
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { user } = renderWithProviders(<DashboardPage />);
    const exportButton = screen.getByRole('button', { name: 'Export Report' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);

    // The report gathers the analytics first, then saves.
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^skillweave-report-30-days-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blob?.text();
    expect(text).toMatch(/^Period,From,To,Platform users,/);
    expect(text).toMatch(/\r\nLast 30 days,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},(\d+(\.\d+)?,){3}3\.4,/);
    // Then the whole period's analytics, each block under its title.
    const lines = (text ?? '').split('\r\n');
    const block = (title: string) => lines.slice(lines.indexOf(title) + 1, lines.indexOf(title) + 3);
    expect(block('Activity')).toEqual([
      'Period starting,Sessions held,Learners,Hours contributed,Swaps proposed,Swaps accepted,Swaps completed,Articles created,Article views',
      '1 Mar,0,0,0,0,0,1,1,0',
    ]);
    expect(block('Skill matrix')).toEqual([
      'Person,Role,Department,Kubernetes,Python,Negotiation',
      'Priya Shah,Platform Engineer,Engineering,4,2,',
    ]);
    expect(block('Skill coverage')[1]).toBe('Python,Technology,Good,3,5,');
    expect(block('Skill demand')[1]).toBe('Kubernetes,Technology,4,3,2,6,1,5');
  });

  it('leaves the matrix out of the report for a member who may not see names', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((object: Blob | MediaSource) => ((blob = object as Blob), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serveStats().get(
      `${ANALYTICS}/matrix`,
      apiError(403, { message: 'Only workspace admins can see who holds which skill.', code: 'workspace_admins_only' }),
    );
    const { user } = renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Only workspace admins can see who holds which skill.')).toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Export Report' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const text = (await blob?.text()) ?? '';
    expect(text).toContain('\r\nSkill coverage\r\n');
    expect(text).not.toContain('Skill matrix');
    expect(text).not.toContain('Person,Role,Department');
  });

  it('changes the activity series with the period (the table view shows the new rows)', async () => {
    const { user } = renderWithProviders(<DashboardPage />, { path: '/dashboard?days=7' });
    await user.click(await screen.findByRole('button', { name: 'View Learning sessions as table' }));
    const table = screen.getByRole('table', { name: 'Learning sessions, the last 7 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(table).getByRole('row', { name: '2 Mar 1 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Time period' }));
    await user.click(screen.getByRole('option', { name: 'Last 12 months' }));
    const yearly = await screen.findByRole('table', { name: 'Learning sessions, the last 12 months' });
    expect(within(yearly).getAllByRole('row')).toHaveLength(1 + 12);
    expect(within(yearly).getByRole('row', { name: 'Feb 2026 10 10' })).toBeInTheDocument();
  });

  it('shows the ROI formula when its trigger has keyboard focus', async () => {
    const { user } = renderWithProviders(<DashboardPage />);
    const trigger = screen.getByRole('button', { name: 'How ROI is computed' });
    expect(trigger).toHaveAccessibleDescription(
      /Value = \(learner hours \+ knowledge views × 6 minutes\) × \$60 per hour/,
    );
    while (document.activeElement !== trigger) await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Cost = seats × $19 per seat and month × (days ÷ 30).');
  });

  it('opens the waitlist dialog from Request Enterprise Demo', async () => {
    const { user } = renderWithProviders(<DashboardPage />);
    await user.click(screen.getByRole('button', { name: 'Request Enterprise Demo' }));
    expect(await screen.findByRole('dialog', { name: 'Join Enterprise Waitlist' })).toBeInTheDocument();
  });

  it('shows the sample skill gaps where nobody has asked for a skill yet, and the recent swaps people made', async () => {
    serveStats().get(`${ANALYTICS}/demand`, answer({ skills: [] }));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Critical Skill Gaps' })).toBeInTheDocument();
    expect(await screen.findByRole('meter', { name: 'Machine Learning gap' })).toHaveAttribute('aria-valuenow', '68');
    expect(screen.getByRole('heading', { name: 'Recent Skill Swaps' })).toBeInTheDocument();
    expect(await screen.findByText(/Financial Modeling for Python/)).toBeInTheDocument();
    expect(screen.getByText('4 days ago')).toBeInTheDocument();
  });
});
