import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import HrDemoPage from './hr-demo';

const employeeNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('HrDemoPage', () => {
  it('computes the summary figures from the five employees', () => {
    renderWithProviders(<HrDemoPage />);
    const summary = screen.getByRole('region', { name: 'Team summary' });
    expect(within(summary).getByText('5')).toBeInTheDocument();
    expect(within(summary).getByText('12')).toBeInTheDocument(); // 3+2+4+1+2 sessions
    expect(within(summary).getByText('88%')).toBeInTheDocument(); // round((94+89+91+86+82)/5)
    expect(within(summary).getByText('149')).toBeInTheDocument(); // 42+28+36+19+24 hours
    expect(employeeNames()).toHaveLength(5);
  });

  it('searches names, roles and skills both ways', async () => {
    const { user } = renderWithProviders(<HrDemoPage />);
    const search = screen.getByRole('searchbox', { name: 'Search employees' });

    await user.type(search, 'system design');
    expect(employeeNames()).toEqual(['Priya Shah', 'Elena Rodriguez']); // offered by Priya, requested by Elena

    await user.clear(search);
    await user.type(search, 'product manager');
    expect(employeeNames()).toEqual(['Marcus Johnson']);
  });

  it('filters by department and shows the empty state', async () => {
    const { user } = renderWithProviders(<HrDemoPage />);
    const filters = screen.getByRole('group', { name: 'Filter by department' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Engineering', 'Data Science', 'Product', 'Design']);

    await user.click(within(filters).getByRole('button', { name: 'Engineering' }));
    expect(within(filters).getByRole('button', { name: 'Engineering' })).toHaveAttribute('aria-pressed', 'true');
    expect(employeeNames()).toEqual(['Priya Shah', 'Aisha Okafor']);

    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'figma');
    expect(employeeNames()).toEqual([]);
    expect(screen.getByText('No employees found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(employeeNames()).toHaveLength(5);
  });

  it('opens a side panel from View Profile', async () => {
    const { user } = renderWithProviders(<HrDemoPage />);
    await user.click(screen.getByRole('button', { name: 'View Profile: David Kim' }));
    const panel = await screen.findByRole('dialog', { name: 'David Kim' });
    expect(within(panel).getByText('Senior Product Designer · Design')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Skills offered' })).toHaveTextContent('Figma');
  });
});
