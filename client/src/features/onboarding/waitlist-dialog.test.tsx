import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, installFakeApi, type FakeAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import WaitlistDialog from './waitlist-dialog';

function renderDialog() {
  return renderWithProviders(<WaitlistDialog open onOpenChange={() => undefined} />);
}

describe('WaitlistDialog', () => {
  it('requires company name, your name, work email and size', async () => {
    const api = installFakeApi();
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Join Enterprise Waitlist' })).toBeInTheDocument();
    expect(
      screen.getByText("We'll contact you when enterprise features are available. No spam, ever."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(screen.getByLabelText(/Company Name/)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/Your Name/)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/Work Email/)).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: /Company Size/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Primary Challenge')).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('submits, shows "Joining..." and then maps a 409 onto the email field with an error toast', async () => {
    const refusal = deferred<FakeAnswer>();
    const api = installFakeApi().post('/api/companies', () => refusal.promise);
    const { user } = renderDialog();

    await user.type(screen.getByLabelText(/Company Name/), 'Acme');
    await user.type(screen.getByLabelText(/Your Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/Work Email/), 'jordan@acme.com');
    await user.click(screen.getByRole('combobox', { name: /Company Size/ }));
    await user.click(await screen.findByRole('option', { name: '51-200 employees' }));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/companies').map((call) => call.body)).toEqual([
      expect.objectContaining({
        name: 'Acme',
        contactName: 'Jordan Lee',
        contactEmail: 'jordan@acme.com',
        size: '51-200',
        challenge: null,
      }),
    ]);

    const message = 'This company email is already on the waitlist';
    refusal.resolve(apiError(409, { message, code: 'waitlist_email_taken' }));

    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    expect(screen.getByLabelText(/Work Email/)).toHaveAccessibleDescription(message);
    // hidden: the open modal marks everything outside it aria-hidden; Radix still announces the toast itself.
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });
    const toast = within(notifications).getByRole('listitem', { hidden: true });
    expect(toast).toHaveTextContent(/^Error/);
    expect(toast).toHaveTextContent(message);
  });
});
