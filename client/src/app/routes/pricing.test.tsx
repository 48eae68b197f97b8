import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import PricingPage from './pricing';

function planCard(name: string) {
  return screen.getByRole('region', { name });
}

describe('PricingPage', () => {
  it('shows monthly prices first and 20% off on the Annual tab', async () => {
    const { user } = renderWithProviders(<PricingPage />);
    expect(within(planCard('Starter')).getByText('$9')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('$19')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('Custom')).toBeInTheDocument();

    const annual = screen.getByRole('tab', { name: /Annual/ });
    expect(within(annual).getByText('Save 20%')).toBeInTheDocument();
    await user.click(annual);

    expect(annual).toHaveAttribute('aria-selected', 'true');
    expect(within(planCard('Starter')).getByText('$7.20')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('$15.20')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('Custom')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(within(planCard('Starter')).getByText('$9')).toBeInTheDocument();
  });

  it('opens the waitlist dialog from Contact Sales', async () => {
    const { user } = renderWithProviders(<PricingPage />);
    await user.click(within(planCard('Enterprise')).getByRole('button', { name: 'Contact Sales' }));
    expect(await screen.findByRole('dialog', { name: 'Join Enterprise Waitlist' })).toBeInTheDocument();
  });
});
