import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { answer, deferred, installFakeApi, type FakeAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import SignupDialog from './signup-dialog';

function renderDialog() {
  return renderWithProviders(<SignupDialog open onOpenChange={() => undefined} />);
}

describe('SignupDialog', () => {
  it('shows the schema messages under the required fields', async () => {
    const api = installFakeApi();
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Start Your Free Trial' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Free Trial' }));

    const fullName = screen.getByLabelText(/Full Name/);
    const email = screen.getByLabelText(/Email Address/);
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription('Required');
    expect(email).toHaveAccessibleDescription('Required');
    expect(email).toHaveAttribute('type', 'email');
    expect(api.calls).toHaveLength(0);

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
    // The answer never comes while the test looks.
    const api = installFakeApi().post('/api/users', () => deferred<FakeAnswer>().promise);
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(/Full Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/Email Address/), 'Jordan@Example.com');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    const pending = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(pending).toBeDisabled();
    expect(api.callsTo('POST', '/api/users').map((call) => call.body)).toEqual([
      expect.objectContaining({
        fullName: 'Jordan Lee',
        email: 'jordan@example.com',
        role: null,
        industry: null,
        mainGoal: null,
        skills: [],
      }),
    ]);
  });
});

describe('SignupDialog after a signup', () => {
  /** The dialog as the app holds it: open until it asks to close. */
  function OpenableDialog({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open again
        </button>
        <SignupDialog
          open={open}
          onOpenChange={(next) => {
            if (!next) onClose();
            setOpen(next);
          }}
        />
      </>
    );
  }

  it('welcomes first, closes with the form still filled, then resets it and opens the new profile', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    installFakeApi().post('/api/users', ({ body }) =>
      answer(buildUser({ ...(body as object), id, companyId: null }), 201),
    );
    const seenAtClose: { name?: string; path?: string } = {};
    const { user, location } = renderWithProviders(
      <OpenableDialog
        onClose={() => {
          seenAtClose.name = (screen.getByLabelText(/Full Name/) as HTMLInputElement).value;
          seenAtClose.path = location.history.at(-1);
        }}
      />,
    );
    await user.type(screen.getByLabelText(/Full Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/Email Address/), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    await waitFor(() => expect(location.history.at(-1)).toBe(`/profile/${id}`));
    // When the dialog began to close the values were still there and the page had not changed yet.
    expect(seenAtClose).toEqual({ name: 'Jordan Lee', path: '/' });
    expect(screen.getByText('Your account has been created. Redirecting to your profile...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open again' }));
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('');
  });
});
