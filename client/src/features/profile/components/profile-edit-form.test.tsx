import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { installFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ProfileEditForm } from './profile-edit-form';

const user = buildUser({ fullName: 'Alex Morgan', email: 'alex.morgan@northwind.example' });

describe('ProfileEditForm focus', () => {
  it('puts the caret in Full Name when it opens', async () => {
    installFakeApi();
    renderWithProviders(<ProfileEditForm user={user} onSaved={() => {}} />);
    expect(await screen.findByLabelText(/Full Name/)).toHaveFocus();
  });

  it('leaves the caret where the person is already typing, so their next Enter stays there', async () => {
    installFakeApi();
    const elsewhere = document.createElement('input');
    elsewhere.setAttribute('aria-label', 'Add a skill');
    document.body.append(elsewhere);
    elsewhere.focus();
    try {
      renderWithProviders(<ProfileEditForm user={user} onSaved={() => {}} />);
      await screen.findByLabelText(/Full Name/);
      expect(elsewhere).toHaveFocus();
    } finally {
      elsewhere.remove();
    }
  });
});
