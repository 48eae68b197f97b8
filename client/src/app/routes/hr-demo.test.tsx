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
    // 4+4+2+3+5: the knowledge hub's 18 active sessions of the demo workspace.
    expect(within(summary).getByText('18')).toBeInTheDocument();
    expect(within(summary).getByText('88%')).toBeInTheDocument(); // round((94+89+91+86+82)/5)
    expect(within(summary).getByText('149')).toBeInTheDocument(); // 42+28+36+19+24 hours
    expect(employeeNames()).toHaveLength(5);
  });

  it('searches names, roles and skills both ways', async () => {
    const { user } = renderWithProviders(<HrDemoPage />);
    const search = screen.getByRole('searchbox', { name: 'Search employees' });

    await user.type(search, 'design systems');
    expect(employeeNames()).toEqual(['Sofia Alvarez', 'Aisha Bello']); // offered by Sofia, requested by Aisha

    await user.clear(search);
    await user.type(search, 'product manager');
    expect(employeeNames()).toEqual(['Mei Chen']);
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
    expect(employeeNames()).toEqual(['Priya Raman', 'Aisha Bello']);

    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'figma');
    expect(employeeNames()).toEqual([]);
    expect(screen.getByText('No employees found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(employeeNames()).toHaveLength(5);
  });

  it('shows the HR director of the demo workspace', () => {
    renderWithProviders(<HrDemoPage />);
    expect(screen.getByText('Marcus Johnson')).toBeInTheDocument();
    expect(screen.getByText('HR Director, Northwind Labs')).toBeInTheDocument();
  });

  it('opens a side panel from View Profile', async () => {
    const { user } = renderWithProviders(<HrDemoPage />);
    await user.click(screen.getByRole('button', { name: 'View Profile: Sofia Alvarez' }));
    const panel = await screen.findByRole('dialog', { name: 'Sofia Alvarez' });
    expect(within(panel).getByText('Senior Product Designer · Design')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Skills offered' })).toHaveTextContent('Figma');
  });
});
