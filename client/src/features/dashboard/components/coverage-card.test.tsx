import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSkillCoverage } from '@/test/analytics-factories';
import { DEMO_COMPANY_ID } from '@/test/factories';
import { answer, installFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { CoverageCard } from './coverage-card';

const COVERAGE = `/api/companies/${DEMO_COMPANY_ID}/analytics/coverage`;
const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

describe('CoverageCard', () => {
  it('counts Good, Risk and Gap as badges whose rule shows on keyboard focus', async () => {
    installFakeApi().get(COVERAGE, answer(buildSkillCoverage({ counts: { good: 12, risk: 3, gap: 2 } })));
    const { user } = renderWithProviders(<CoverageCard companyId={DEMO_COMPANY_ID} />);

    const counts = await screen.findByRole('list', { name: 'Skills by coverage' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Good12/),
        expect.stringMatching(/^Risk3/),
        expect.stringMatching(/^Gap2/),
      ]),
    );
    const risk = within(counts).getByRole('button', { name: /Risk/ });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // The download, Good, then Risk: every badge is a stop on the Tab order.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(risk).toHaveFocus();
    expect(risk).toHaveAccessibleDescription(/exactly 1 person holds the skill at level 4 or above/);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('lists the Risk skills with their one expert, then the Gap skills', async () => {
    installFakeApi().get(COVERAGE, answer(buildSkillCoverage()));
    renderWithProviders(<CoverageCard companyId={DEMO_COMPANY_ID} />);
    const list = await screen.findByRole('list', { name: 'Skills at risk or missing' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'KubernetesTechnology · Only Priya Shah at level 4 or aboveRisk',
      'NegotiationBusiness · Nobody at level 4 or above; 1 person holds itGap',
    ]);
  });

  it('leaves names out when the answer has none (a plain member)', async () => {
    const coverage = buildSkillCoverage();
    installFakeApi().get(
      COVERAGE,
      answer({ ...coverage, named: false, skills: coverage.skills.map((skill) => ({ ...skill, riskHolder: null })) }),
    );
    renderWithProviders(<CoverageCard companyId={DEMO_COMPANY_ID} />);
    const list = await screen.findByRole('list', { name: 'Skills at risk or missing' });
    expect(list).toHaveTextContent('1 person at level 4 or above; 2 people hold it');
    expect(list).not.toHaveTextContent('Priya');
  });

  it('downloads the listed skills as CSV, row for row', async () => {
    installFakeApi().get(COVERAGE, answer(buildSkillCoverage()));
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob | MediaSource) => (files.push(blob as Blob), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<CoverageCard companyId={DEMO_COMPANY_ID} />);
    await screen.findByRole('list', { name: 'Skills at risk or missing' });

    await user.click(screen.getByRole('button', { name: 'Download Skill coverage as CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Skill,Category,Coverage,People at level 4 or above,People holding it,Only expert',
      'Kubernetes,Technology,Risk,1,2,Priya Shah',
      'Negotiation,Business,Gap,0,1,',
      '',
    ]);
  });
});
