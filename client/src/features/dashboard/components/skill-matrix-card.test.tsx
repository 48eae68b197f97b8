import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLargeMatrix, buildMatrixPerson, buildSkillMatrix } from '@/test/analytics-factories';
import { DEMO_COMPANY_ID } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import type { SkillMatrix } from '@common/schemas/analytics';
import { SkillMatrixCard } from './skill-matrix-card';

const MATRIX = `/api/companies/${DEMO_COMPANY_ID}/analytics/matrix`;
const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

/** Serves `matrix` in pages of the asked size, as the server would. */
function servePaged(matrix: SkillMatrix) {
  return installFakeApi().get(MATRIX, ({ query }) => {
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 200);
    return answer({ ...matrix, people: matrix.people.slice(offset, offset + limit) });
  });
}

/** Captures what a download would save: jsdom has no object URLs. */
function captureDownloads() {
  const files: Blob[] = [];
  URL.createObjectURL = vi.fn((object: Blob | MediaSource) => {
    files.push(object as Blob);
    return 'blob:file';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

describe('SkillMatrixCard', () => {
  it('shows people by skills grouped by category, each held level as its number with who and the level as its name', async () => {
    servePaged(buildSkillMatrix());
    renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);

    const grid = await screen.findByRole('grid', { name: 'Skill matrix' });
    expect(within(grid).getByRole('columnheader', { name: 'Technology' })).toHaveAttribute('colspan', '2');
    expect(within(grid).getByRole('columnheader', { name: 'Business' })).toHaveAttribute('colspan', '1');
    const cell = within(grid).getByRole('gridcell', { name: 'Priya Shah, Kubernetes: 4 Advanced' });
    expect(cell).toHaveTextContent('4');
    expect(cell).toHaveAttribute('title', 'Priya Shah, Kubernetes: 4 Advanced');
    // A skill not held is blank, not coloured.
    const empty = within(grid).getByRole('gridcell', { name: 'Priya Shah, Negotiation: not held' });
    expect(empty).toBeEmptyDOMElement();
    expect(within(grid).getByRole('rowheader', { name: /Daniel Kim/ })).toBeInTheDocument();
    expect(screen.getByText('2 people · 3 skills')).toBeInTheDocument();
  });

  it('sorts by a skill when its header is activated, strongest first, then flips', async () => {
    const api = servePaged(buildSkillMatrix());
    const { user } = renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);
    const grid = await screen.findByRole('grid', { name: 'Skill matrix' });
    expect(within(grid).getByRole('columnheader', { name: /Person/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(grid).getByRole('button', { name: /Kubernetes/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Kubernetes/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(api.callsTo('GET', MATRIX).at(-1)?.query).toMatchObject({ sort: 'kubernetes', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Person/ })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /Kubernetes/ }));
    await waitFor(() =>
      expect(api.callsTo('GET', MATRIX).at(-1)?.query).toMatchObject({ sort: 'kubernetes', direction: 'asc' }),
    );
  });

  it('filters by department and role through the server', async () => {
    const api = servePaged(buildSkillMatrix());
    const { user } = renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);
    await screen.findByRole('grid', { name: 'Skill matrix' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Sales');
    await waitFor(() => expect(api.callsTo('GET', MATRIX).at(-1)?.query).toMatchObject({ department: 'Sales' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Account Executive');
    await waitFor(() =>
      expect(api.callsTo('GET', MATRIX).at(-1)?.query).toMatchObject({
        department: 'Sales',
        role: 'Account Executive',
      }),
    );
  });

  it('tells a member that only admins see who holds which skill, and offers no download', async () => {
    installFakeApi().get(
      MATRIX,
      apiError(403, { message: 'Only workspace admins can see who holds which skill.', code: 'workspace_admins_only' }),
    );
    renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);
    expect(await screen.findByText('Only workspace admins can see who holds which skill.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('asks nothing for a plain member, whose role says the server would refuse, and tells them why', async () => {
    const api = servePaged(buildSkillMatrix());
    renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible={false} />);
    expect(await screen.findByText('Only workspace admins can see who holds which skill.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', MATRIX)).toEqual([]);
  });

  it('asks nothing until the role is known, then once for an owner or admin', async () => {
    const api = servePaged(buildSkillMatrix());
    /** The dashboard learns the person's role after its first render. */
    function RoleKnownLater() {
      const [known, setKnown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setKnown(true)}>
            Role known
          </button>
          <SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible={known ? true : undefined} />
        </>
      );
    }
    const { user } = renderWithProviders(<RoleKnownLater />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the skill matrix');
    expect(api.callsTo('GET', MATRIX)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Role known' }));
    await screen.findByRole('grid', { name: 'Skill matrix' });
    expect(api.callsTo('GET', MATRIX)).toHaveLength(1);
  });

  it('renders 1,000 people by 60 skills with only the rows in view in the DOM, and asks for pages as it goes', async () => {
    const api = servePaged(buildLargeMatrix(1000, 60));
    renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);
    const grid = await screen.findByRole('grid', { name: 'Skill matrix' });

    expect(grid).toHaveAttribute('aria-rowcount', '1002');
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells.length).toBeGreaterThan(60);
    expect(cells.length).toBeLessThan(60 * 60);
    expect(within(grid).getByRole('gridcell', { name: 'Person 0001, Skill 3: 4 Advanced' })).toBeInTheDocument();
    expect(api.callsTo('GET', MATRIX).map((call) => call.query.offset)).toEqual(['0']);
  });

  it('asks for the next page of people as the list is scrolled toward the end of what has arrived', async () => {
    const api = servePaged(buildLargeMatrix(1000, 5));
    renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);
    const grid = await screen.findByRole('grid', { name: 'Skill matrix' });
    const scroller = grid.parentElement!;

    scroller.scrollTop = 150 * 36;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(api.callsTo('GET', MATRIX).map((call) => call.query.offset)).toEqual(['0', '200']));
    expect(within(grid).getByRole('rowheader', { name: /Person 0151/ })).toBeInTheDocument();
    expect(within(grid).queryByRole('rowheader', { name: /Person 0001/ })).not.toBeInTheDocument();

    scroller.scrollTop = 205 * 36;
    fireEvent.scroll(scroller);
    expect(await within(grid).findByRole('rowheader', { name: /Person 0206/ })).toBeInTheDocument();
  });

  it('moves between cells with the arrow keys, one tab stop for the whole grid', async () => {
    servePaged(buildSkillMatrix());
    const { user } = renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);
    const grid = await screen.findByRole('grid', { name: 'Skill matrix' });
    const first = within(grid).getByRole('rowheader', { name: /Priya Shah/ });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(grid).getByRole('gridcell', { name: 'Priya Shah, Kubernetes: 4 Advanced' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(grid).getByRole('gridcell', { name: 'Daniel Kim, Kubernetes: not held' })).toHaveFocus(),
    );
    expect(screen.getByText('Daniel Kim, Kubernetes: not held', { selector: 'p' })).toBeInTheDocument();
  });

  it('downloads every page of the filtered matrix as CSV, the rows as on screen', async () => {
    const people = Array.from({ length: 450 }, (_, index) =>
      buildMatrixPerson(index + 1, { levels: index === 0 ? { kubernetes: 4 } : {} }),
    );
    const api = servePaged(buildSkillMatrix({ people, total: people.length }));
    const files = captureDownloads();
    const { user } = renderWithProviders(<SkillMatrixCard companyId={DEMO_COMPANY_ID} namesVisible />);
    await screen.findByRole('grid', { name: 'Skill matrix' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Engineering');

    await user.click(screen.getByRole('button', { name: 'Download Skill matrix as CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Person,Role,Department,Kubernetes,Python,Negotiation');
    expect(lines[1]).toBe('Person 0001,Engineer,Engineering,4,,');
    expect(lines).toHaveLength(450 + 2);
    const downloadCalls = api.callsTo('GET', MATRIX).filter((call) => call.query.department === 'Engineering');
    expect(downloadCalls.map((call) => call.query.offset)).toEqual(expect.arrayContaining(['0', '200', '400']));
  });
});
