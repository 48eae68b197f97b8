import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSkillDemand } from '@/test/analytics-factories';
import { DEMO_COMPANY_ID } from '@/test/factories';
import { answer, installFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { DemandCard } from './demand-card';

const DEMAND = `/api/companies/${DEMO_COMPANY_ID}/analytics/demand`;
const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

describe('DemandCard', () => {
  it('lists the top unmet demand, most unmet first, leaving out skills enough people can teach', async () => {
    installFakeApi().get(DEMAND, answer(buildSkillDemand()));
    renderWithProviders(<DemandCard companyId={DEMO_COMPANY_ID} />);
    const list = await screen.findByRole('list', { name: 'Top unmet demand' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kubernetes6 asking · 1 can teach', 'Negotiation3 asking · 0 can teach']);
    expect(screen.getByRole('meter', { name: 'Kubernetes unmet demand' })).toHaveAttribute('aria-valuenow', '5');
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('falls back to the sample gaps, marked as such, when nobody has asked for anything yet', async () => {
    const demand = buildSkillDemand();
    installFakeApi().get(
      DEMAND,
      answer({
        skills: demand.skills.map((skill) => ({
          ...skill,
          wanted: 0,
          recommended: 0,
          swapAsks: 0,
          demand: 0,
          unmet: 0,
        })),
      }),
    );
    renderWithProviders(<DemandCard companyId={DEMO_COMPANY_ID} />);
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Critical Skill Gaps' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Machine Learning gap' })).toHaveAttribute('aria-valuenow', '68');
  });

  it('downloads the listed skills as CSV, row for row', async () => {
    installFakeApi().get(DEMAND, answer(buildSkillDemand()));
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob | MediaSource) => (files.push(blob as Blob), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<DemandCard companyId={DEMO_COMPANY_ID} />);
    await screen.findByRole('list', { name: 'Top unmet demand' });

    await user.click(screen.getByRole('button', { name: 'Download Skill demand as CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Skill,Category,Want to learn,Recommended,Asked in swaps,People asking,Can teach,Unmet',
      'Kubernetes,Technology,4,3,2,6,1,5',
      'Negotiation,Business,1,2,1,3,0,3',
      '',
    ]);
  });
});
