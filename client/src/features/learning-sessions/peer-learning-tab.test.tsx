import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeerLearningTab } from './peer-learning-tab';
import { deferred, ids, makeSession, makeUser, stubApi, type FakeAnswer, type FakeRoute } from './testing/fake-api';
import { renderWithProviders } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const COMPANY_URL = `/api/companies/${ids.company}/learning-sessions`;
const MY_URL = `/api/users/${ids.me}/learning-sessions`;

const users = [makeUser(ids.me, 'Alex Morgan'), makeUser(ids.tom, 'Tom Becker'), makeUser(ids.priya, 'Priya Shah')];

const open = makeSession({ title: 'Open workshop', learnerIds: [ids.priya], maxLearners: 5 });
const full = makeSession({ title: 'Full workshop', learnerIds: [ids.priya, ids.aisha], maxLearners: 2 });
const completed = makeSession({ title: 'Finished talk', status: 'completed', scheduledFor: '2024-01-01T10:00:00.000Z' });
const live = makeSession({ title: 'Live lab', status: 'in-progress' });
const hosting = makeSession({ title: 'My own session', mentorId: ids.me, learnerIds: [ids.priya] });
const joined = makeSession({ title: 'Session I joined', learnerIds: [ids.me], maxLearners: 3 });
const unlimited = makeSession({ title: 'Open house', maxLearners: null, learnerIds: [ids.priya, ids.aisha, ids.tom], mentorId: ids.priya });

function routes(overrides: Record<string, FakeRoute | FakeAnswer> = {}) {
  return stubApi({
    'GET /api/me': { body: { user: users[0], isDemo: true } },
    'GET /api/users': { body: users },
    [`GET ${COMPANY_URL}`]: { body: [open, full, completed, live, hosting, joined, unlimited] },
    [`GET ${MY_URL}`]: { body: [hosting, joined] },
    ...overrides,
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const card = (list: string, title: string) => within(region(list)).getByRole('article', { name: title });

describe('PeerLearningTab', () => {
  it('shows each session with its type, topic, mentor, seats and status', async () => {
    routes();
    renderWithProviders(<PeerLearningTab />);

    const openCard = await screen.findByRole('article', { name: 'Open workshop' });
    expect(within(openCard).getByText('Workshop')).toBeInTheDocument();
    expect(within(openCard).getByText('System Design')).toBeInTheDocument();
    expect(within(openCard).getByText('Hosted by Tom Becker')).toBeInTheDocument();
    expect(within(openCard).getByText('1 / 5 learners')).toBeInTheDocument();
    expect(within(openCard).getByText('60 min')).toBeInTheDocument();
    expect(within(openCard).getByText('Upcoming')).toBeInTheDocument();

    expect(within(card('Company sessions', 'Open house')).getByText('3 learners · unlimited')).toBeInTheDocument();
    expect(within(card('Company sessions', 'Live lab')).getByText('In progress')).toBeInTheDocument();
  });

  it('shows Join only where the rules allow it, and why not elsewhere', async () => {
    routes();
    renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Open workshop' });

    expect(within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Join Session' })).toBeEnabled();
    expect(within(card('Company sessions', 'Open house')).getByRole('button', { name: 'Join Session' })).toBeEnabled();
    expect(within(card('Company sessions', 'Full workshop')).getByRole('button', { name: 'Full' })).toBeDisabled();
    expect(within(card('Company sessions', 'Finished talk')).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(within(card('Company sessions', 'Live lab')).getByRole('button', { name: 'Already started' })).toBeDisabled();

    const hostingCard = card('Company sessions', 'My own session');
    expect(within(hostingCard).getByText('Hosting')).toBeInTheDocument();
    expect(within(hostingCard).queryByRole('button')).not.toBeInTheDocument();

    const joinedCard = card('Company sessions', 'Session I joined');
    expect(within(joinedCard).getByText('Joined')).toBeInTheDocument();
    expect(within(joinedCard).queryByRole('button')).not.toBeInTheDocument();

    // My sessions lists what I host and what I joined, with the same badges.
    await within(region('My sessions')).findByRole('article', { name: 'My own session' });
    expect(within(card('My sessions', 'My own session')).getByText('Hosting')).toBeInTheDocument();
    expect(within(card('My sessions', 'Session I joined')).getByText('Joined')).toBeInTheDocument();
  });

  it('joins: sends the learners plus me, shows "Joining...", then the toast and the Joined badge', async () => {
    const answer = deferred<FakeAnswer>();
    const joinedOpen = { ...open, learnerIds: [ids.priya, ids.me] };
    const calls = routes({ [`PATCH /api/learning-sessions/${open.id}`]: () => answer.promise });
    const { user } = renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Open workshop' });

    await user.click(within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Join Session' }));
    expect(within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Joining...' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ learnerIds: [ids.priya, ids.me] });

    // The refetches after the join see the new state.
    routes({
      [`GET ${COMPANY_URL}`]: { body: [joinedOpen, full] },
      [`GET ${MY_URL}`]: { body: [joinedOpen] },
    });
    answer.resolve({ body: joinedOpen });

    expect(await screen.findByText('Joined learning session successfully')).toBeInTheDocument();
    const after = card('Company sessions', 'Open workshop');
    expect(within(after).getByText('Joined')).toBeInTheDocument();
    expect(within(after).getByText('2 / 5 learners')).toBeInTheDocument();
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
    expect(within(after).getByRole('heading', { name: 'Open workshop' })).toHaveFocus();
    await waitFor(() => expect(within(region('My sessions')).getByRole('article', { name: 'Open workshop' })).toBeInTheDocument());
  });

  it('shows the spec failure toast with the server reason when a join is refused', async () => {
    const calls = routes({ [`PATCH /api/learning-sessions/${open.id}`]: { status: 409, body: { message: 'This session is full' } } });
    const { user } = renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Open workshop' });

    await user.click(within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Join Session' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to join learning session')).toBeInTheDocument();
    expect(screen.getByText('This session is full')).toBeInTheDocument();
    // Both lists are refreshed so the card shows the session as it now is.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === COMPANY_URL)).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'GET' && c.url === MY_URL)).toHaveLength(2);
  });

  it('shows the empty states', async () => {
    routes({ [`GET ${COMPANY_URL}`]: { body: [] }, [`GET ${MY_URL}`]: { body: [] } });
    renderWithProviders(<PeerLearningTab />);

    expect(await within(region('Company sessions')).findByText('No sessions found')).toBeInTheDocument();
    expect(await within(region('My sessions')).findByText('No sessions yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    routes({ [`GET ${COMPANY_URL}`]: { status: 500, body: { message: 'Internal Server Error' } } });
    const { user } = renderWithProviders(<PeerLearningTab />);

    const alert = await within(region('Company sessions')).findByRole('alert');
    expect(within(alert).getByText('Could not load sessions')).toBeInTheDocument();

    routes();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(region('Company sessions')).findByRole('article', { name: 'Open workshop' })).toBeInTheDocument();
  });
});
