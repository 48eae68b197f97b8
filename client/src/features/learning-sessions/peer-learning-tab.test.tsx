import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDemoUser, buildSession, buildUser, DEMO_COMPANY_ID } from '@/test/factories';
import { answer, apiError, deferred, installFakeApi, type FakeAnswer } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { LearningSession, LearningSessionDetail } from '@common/schemas/sessions';
import { PeerLearningTab } from './peer-learning-tab';
import { formatTimeZone } from './session-display';

const me = buildDemoUser();
const tom = buildUser({ fullName: 'Tom Becker' });
const priya = buildUser({ fullName: 'Priya Shah' });
const aisha = buildUser({ fullName: 'Aisha Okafor' });

const COMPANY_URL = `/api/companies/${DEMO_COMPANY_ID}/learning-sessions`;
const MY_URL = `/api/users/${me.id}/learning-sessions`;

/** Tom hosts unless a test says otherwise. */
const session = (overrides: Partial<LearningSession>) => buildSession({ mentorId: tom.id, ...overrides });

const open = session({ title: 'Open workshop', learnerIds: [priya.id], maxLearners: 5 });
const full = session({ title: 'Full workshop', learnerIds: [priya.id, aisha.id], maxLearners: 2 });
const completed = session({ title: 'Finished talk', status: 'completed', scheduledFor: '2024-01-01T10:00:00.000Z' });
const live = session({ title: 'Live lab', status: 'in-progress' });
const hosting = session({ title: 'My own session', mentorId: me.id, learnerIds: [priya.id] });
const joined = session({ title: 'Session I joined', learnerIds: [me.id], maxLearners: 3 });
const unlimited = session({
  title: 'Open house',
  maxLearners: null,
  learnerIds: [priya.id, aisha.id, tom.id],
  mentorId: priya.id,
});

const allSessions = [open, full, completed, live, hosting, joined, unlimited];

/** Who I am, everyone's names, the company's sessions and mine. */
function serveSessions() {
  const api = installFakeApi();
  serveIdentity(api, { me, others: [tom, priya] });
  return api.get(COMPANY_URL, answer(allSessions)).get(MY_URL, answer([hosting, joined]));
}

const region = (name: string) => screen.getByRole('region', { name });
const card = (list: string, title: string) => within(region(list)).getByRole('article', { name: title });

describe('PeerLearningTab', () => {
  it('shows each session with its type, topic, mentor, seats and status', async () => {
    serveSessions();
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
    serveSessions();
    renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Open workshop' });

    expect(
      within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Join Session' }),
    ).toBeEnabled();
    expect(within(card('Company sessions', 'Open house')).getByRole('button', { name: 'Join Session' })).toBeEnabled();
    // A full session offers its waitlist rather than turning people away.
    expect(
      within(card('Company sessions', 'Full workshop')).getByRole('button', { name: 'Join waitlist' }),
    ).toBeEnabled();
    expect(within(card('Company sessions', 'Finished talk')).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(
      within(card('Company sessions', 'Live lab')).getByRole('button', { name: 'Already started' }),
    ).toBeDisabled();

    const hostingCard = card('Company sessions', 'My own session');
    expect(within(hostingCard).getByText('Hosting')).toBeInTheDocument();
    expect(within(hostingCard).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();

    const joinedCard = card('Company sessions', 'Session I joined');
    expect(within(joinedCard).getByText('Joined')).toBeInTheDocument();
    expect(within(joinedCard).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();

    // My sessions lists what I host and what I joined, with the same badges.
    await within(region('My sessions')).findByRole('article', { name: 'My own session' });
    expect(within(card('My sessions', 'My own session')).getByText('Hosting')).toBeInTheDocument();
    expect(within(card('My sessions', 'Session I joined')).getByText('Joined')).toBeInTheDocument();
  });

  it('joins: sends the learners plus me, shows "Joining...", then the toast and the Joined badge', async () => {
    const joinAnswer = deferred<FakeAnswer>();
    const joinedOpen = { ...open, learnerIds: [priya.id, me.id] };
    const api = serveSessions().patch(`/api/learning-sessions/${open.id}`, () => joinAnswer.promise);
    const { user } = renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Open workshop' });

    await user.click(within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Join Session' }));
    expect(
      within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Joining...' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(api.callsTo('PATCH', `/api/learning-sessions/${open.id}`)[0]?.body).toEqual({
      learnerIds: [priya.id, me.id],
    });

    // The refetches after the join see the new state.
    api.get(COMPANY_URL, answer([joinedOpen, full])).get(MY_URL, answer([joinedOpen]));
    joinAnswer.resolve(answer(joinedOpen));

    expect(await screen.findByText('Joined learning session successfully')).toBeInTheDocument();
    const after = card('Company sessions', 'Open workshop');
    expect(within(after).getByText('Joined')).toBeInTheDocument();
    expect(within(after).getByText('2 / 5 learners')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(within(after).getByRole('heading', { name: 'Open workshop' })).toHaveFocus();
    await waitFor(() =>
      expect(within(region('My sessions')).getByRole('article', { name: 'Open workshop' })).toBeInTheDocument(),
    );
  });

  it('shows "Failed to join learning session" with the server reason when a join is refused', async () => {
    const api = serveSessions().patch(
      `/api/learning-sessions/${open.id}`,
      apiError(409, { message: 'This session is full', code: 'session_full' }),
    );
    const { user } = renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Open workshop' });

    await user.click(within(card('Company sessions', 'Open workshop')).getByRole('button', { name: 'Join Session' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to join learning session')).toBeInTheDocument();
    expect(screen.getByText('This session is full')).toBeInTheDocument();
    // Both lists are refreshed so the card shows the session as it now is.
    await waitFor(() => expect(api.callsTo('GET', COMPANY_URL)).toHaveLength(2));
    expect(api.callsTo('GET', MY_URL)).toHaveLength(2);
  });

  describe('the session detail, opened from the title', () => {
    const person = (user: { id: string; fullName: string; role: string | null }) => ({
      id: user.id,
      fullName: user.fullName,
      role: user.role,
    });
    const detailOf = (item: LearningSession, learners: { id: string; fullName: string; role: string | null }[]) =>
      ({
        ...item,
        description: 'Bring a laptop.\nWe pair on real queries.',
        mentor: person({ ...tom, role: 'Site Reliability Engineer' }),
        learners: learners.map(person),
        waitlist: [],
        myRating: null,
      }) satisfies LearningSessionDetail;

    it('shows the description, the host, the time in my zone and who has joined', async () => {
      const api = serveSessions().get(
        `/api/learning-sessions/${open.id}`,
        answer(detailOf(open, [{ ...priya, role: 'Engineering Manager' }])),
      );
      const { user } = renderWithProviders(<PeerLearningTab />);
      const title = within(await screen.findByRole('article', { name: 'Open workshop' })).getByRole('button', {
        name: 'Open workshop',
      });
      title.focus();
      await user.keyboard('{Enter}');

      const dialog = await screen.findByRole('dialog', { name: 'Open workshop' });
      expect(within(dialog).getByText(/Bring a laptop\./)).toBeInTheDocument();
      expect(within(dialog).getByText(`Your time zone: ${formatTimeZone(open.scheduledFor)}`)).toBeInTheDocument();
      expect(within(dialog).getByText('60 min')).toBeInTheDocument();
      const host = within(dialog).getByRole('region', { name: 'Host' });
      expect(within(host).getByText('Tom Becker')).toBeInTheDocument();
      expect(within(host).getByText('TB')).toBeInTheDocument();
      expect(within(host).getByText('Site Reliability Engineer')).toBeInTheDocument();
      const learners = within(dialog).getByRole('region', { name: /Who has joined/ });
      expect(within(learners).getAllByRole('listitem')).toHaveLength(1);
      expect(within(learners).getByText('Priya Shah')).toBeInTheDocument();
      expect(within(learners).getByText('Engineering Manager')).toBeInTheDocument();
      expect(api.callsTo('GET', `/api/learning-sessions/${open.id}`)).toHaveLength(1);

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(title).toHaveFocus();
    });

    it('opens the session a link names (?session=<id>, from the inbox) and forgets it on close', async () => {
      serveSessions().get(`/api/learning-sessions/${open.id}`, answer(detailOf(open, [])));
      const { user } = renderWithProviders(<PeerLearningTab />, {
        path: `/knowledge?tab=sessions&session=${open.id}`,
      });
      // Three answers (who I am, the lists, the detail) stand before the dialog: a loaded machine needs the patience.
      expect(await screen.findByRole('dialog', { name: 'Open workshop' }, { timeout: 5000 })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    });

    it('says when no one has joined, and joining from it adds me to the list', async () => {
      const empty = session({ title: 'Quiet session', learnerIds: [] });
      const api = serveSessions()
        .get(COMPANY_URL, answer([empty]))
        .get(`/api/learning-sessions/${empty.id}`, answer(detailOf(empty, [])))
        .patch(`/api/learning-sessions/${empty.id}`, answer({ ...empty, learnerIds: [me.id] }));
      const { user } = renderWithProviders(<PeerLearningTab />);
      await user.click(
        within(await screen.findByRole('article', { name: 'Quiet session' })).getByRole('button', {
          name: 'Quiet session',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Quiet session' });
      expect(await within(dialog).findByText('No one has joined yet.')).toBeInTheDocument();

      api.get(`/api/learning-sessions/${empty.id}`, answer(detailOf({ ...empty, learnerIds: [me.id] }, [me])));
      await user.click(within(dialog).getByRole('button', { name: 'Join Session' }));
      expect(await within(dialog).findByText(me.fullName)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Join Session' })).not.toBeInTheDocument();
    });

    it('shows a load error with Retry for a session it cannot read', async () => {
      serveSessions().get(
        `/api/learning-sessions/${open.id}`,
        apiError(404, { message: 'Learning session not found', code: 'learning_session_not_found' }),
      );
      const { user } = renderWithProviders(<PeerLearningTab />);
      await user.click(
        within(await screen.findByRole('article', { name: 'Open workshop' })).getByRole('button', {
          name: 'Open workshop',
        }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('Could not load this session')).toBeInTheDocument();
    });
  });

  it('shows the empty states', async () => {
    serveSessions().get(COMPANY_URL, answer([])).get(MY_URL, answer([]));
    renderWithProviders(<PeerLearningTab />);

    expect(await within(region('Company sessions')).findByText('No sessions found')).toBeInTheDocument();
    expect(await within(region('My sessions')).findByText('No sessions yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    const api = serveSessions().get(
      COMPANY_URL,
      apiError(500, { message: 'Internal Server Error', code: 'internal_error' }),
    );
    const { user } = renderWithProviders(<PeerLearningTab />);

    const alert = await within(region('Company sessions')).findByRole('alert');
    expect(within(alert).getByText('Could not load sessions')).toBeInTheDocument();

    api.get(COMPANY_URL, answer(allSessions));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(region('Company sessions')).findByRole('article', { name: 'Open workshop' }),
    ).toBeInTheDocument();
  });
});
