import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { MatchingPauseCard } from './components/matching-pause-card';

const USER = '00000000-0000-4000-8000-0000000000aa';
const PATH = `/api/users/${USER}/matching`;

describe('the Pause matching switch', () => {
  it('shows the saved state with its label and explanation, and saves a change', async () => {
    const api = installFakeApi()
      .get(PATH, answer({ paused: false }))
      .on('PUT', PATH, ({ body }) => answer(body));
    const { user } = renderWithProviders(<MatchingPauseCard userId={USER} />);
    const toggle = await screen.findByRole('switch', { name: 'Pause matching' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/nobody is suggested you/);

    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({ paused: true });
    expect(await screen.findByText('Matching paused')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('goes back to the saved state and says why when saving fails', async () => {
    installFakeApi()
      .get(PATH, answer({ paused: true }))
      .on(
        'PUT',
        PATH,
        apiError(403, { message: 'You can only see or change your own matching settings', code: 'not_your_profile' }),
      );
    const { user } = renderWithProviders(<MatchingPauseCard userId={USER} />);
    const toggle = await screen.findByRole('switch', { name: 'Pause matching' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    expect(await screen.findByText(/Failed to save matching/)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
