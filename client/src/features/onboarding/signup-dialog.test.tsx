import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import SignupDialog from './signup-dialog';

// The network is not this test's subject: apiRequest is replaced with a promise the test controls.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, apiRequest };
});

function renderDialog() {
  return renderWithProviders(<SignupDialog open onOpenChange={() => undefined} />);
}

describe('SignupDialog', () => {
  it('shows the schema messages under the required fields', async () => {
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Start Your Free Trial' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Free Trial' }));

    const fullName = screen.getByLabelText(/Full Name/);
    const email = screen.getByLabelText(/Email Address/);
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription('Required');
    expect(email).toHaveAccessibleDescription('Required');
    expect(email).toHaveAttribute('type', 'email');
    expect(apiRequest).not.toHaveBeenCalled();

    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Start Free Trial' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('labels the selects from the shared constants', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('combobox', { name: 'Industry' }));
    expect(await screen.findByRole('option', { name: 'Technology' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Main Goal' }));
    expect(await screen.findByRole('option', { name: 'Develop leadership abilities' })).toBeInTheDocument();
  });

  it('shows "Creating Account..." and disables submit while the request is pending', async () => {
    apiRequest.mockReturnValue(new Promise(() => undefined));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(/Full Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/Email Address/), 'Jordan@Example.com');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    const pending = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(pending).toBeDisabled();
    expect(apiRequest).toHaveBeenCalledWith(
      'POST',
      '/api/users',
      expect.objectContaining({ fullName: 'Jordan Lee', email: 'jordan@example.com', role: null, industry: null, mainGoal: null, skills: [] }),
    );
  });
});
