import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatOrdinal } from '@/lib/english-format';
import { buildDemoUser, buildSession, buildUser, DEMO_COMPANY_ID } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { LearningSession, LearningSessionDetail, SessionPerson } from '@common/schemas/sessions';
import { PeerLearningTab } from './peer-learning-tab';
import { formatRating } from './session-display';

/** The session's whole life on screen: waitlist, leaving, calendar, host changes, attendance and rating. */

const me = buildDemoUser();
const tom = buildUser({ fullName: 'Tom Becker' });
const priya = buildUser({ fullName: 'Priya Shah' });
const aisha = buildUser({ fullName: 'Aisha Okafor' });

const COMPANY_URL = `/api/companies/${DEMO_COMPANY_ID}/learning-sessions`;
const MY_URL = `/api/users/${me.id}/learning-sessions`;
const person = (user: { id: string; fullName: string }): SessionPerson => ({
  id: user.id,
  fullName: user.fullName,
  role: null,
});

function detailOf(item: LearningSession, overrides: Partial<LearningSessionDetail> = {}): LearningSessionDetail {
  const everyone = [me, tom, priya, aisha];
  const byId = (id: string) => person(everyone.find((user) => user.id === id)!);
  return {
    ...item,
    mentor: byId(item.mentorId),
    learners: item.learnerIds.map(byId),
    waitlist: item.waitlistIds.map(byId),
    myRating: null,
    ...overrides,
  };
}

function serve(sessions: LearningSession[]) {
  const api = installFakeApi();
  serveIdentity(api, { me, others: [tom, priya, aisha] });
  return api.get(COMPANY_URL, answer(sessions)).get(MY_URL, answer([]));
}

const companyCard = (title: string) =>
  within(screen.getByRole('region', { name: 'Company sessions' })).getByRole('article', { name: title });

async function openDetail(user: ReturnType<typeof renderWithProviders>['user'], title: string) {
  await screen.findByRole('article', { name: title });
  await user.click(within(companyCard(title)).getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: title });
}

describe('the life of a session on screen', () => {
  it('formats places in line and ratings', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(formatOrdinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect(formatRating(4.5, 2)).toBe('4.5 / 5 · 2 ratings');
    expect(formatRating(null, 0)).toBeNull();
  });

  it('offers "Join waitlist" on a full session, then shows my place and lets me leave the line', async () => {
    const full = buildSession({ title: 'Full workshop', mentorId: tom.id, learnerIds: [priya.id], maxLearners: 1 });
    const waiting = { ...full, waitlistIds: [aisha.id, me.id] };
    const api = serve([full]).post(
      `/api/learning-sessions/${full.id}/join`,
      answer({ session: waiting, place: 'waitlist', waitlistPosition: 2 }),
    );
    const { user } = renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Full workshop' });

    api.get(COMPANY_URL, answer([waiting]));
    await user.click(within(companyCard('Full workshop')).getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText('You are 2nd on the waitlist')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/learning-sessions/${full.id}/join`)).toHaveLength(1);
    expect(await within(companyCard('Full workshop')).findByText('Waitlisted (2nd)')).toBeInTheDocument();

    api.post(`/api/learning-sessions/${full.id}/leave`, answer(full)).get(COMPANY_URL, answer([full]));
    await user.click(within(companyCard('Full workshop')).getByRole('button', { name: 'Leave waitlist' }));
    expect(await screen.findByText('You left the waitlist')).toBeInTheDocument();
    expect(await within(companyCard('Full workshop')).findByRole('button', { name: 'Join waitlist' })).toBeEnabled();
  });

  it('shows a cancelled session with its reason, and the average rating on the card', async () => {
    const cancelled = buildSession({
      title: 'Called off',
      mentorId: tom.id,
      status: 'cancelled',
      cancelReason: 'The speaker is ill',
    });
    const rated = buildSession({
      title: 'Rated talk',
      mentorId: tom.id,
      status: 'completed',
      averageRating: 4.5,
      ratingCount: 2,
    });
    serve([cancelled, rated]);
    renderWithProviders(<PeerLearningTab />);
    await screen.findByRole('article', { name: 'Called off' });
    expect(within(companyCard('Called off')).getByText('Cancelled: The speaker is ill')).toBeInTheDocument();
    expect(within(companyCard('Rated talk')).getByText('4.5 / 5 · 2 ratings')).toBeInTheDocument();
  });

  it('lets a learner add the session to a calendar and leave it', async () => {
    const mine = buildSession({ title: 'My seat', mentorId: tom.id, learnerIds: [me.id, priya.id] });
    const api = serve([mine]).get(`/api/learning-sessions/${mine.id}`, answer(detailOf(mine)));
    const { user } = renderWithProviders(<PeerLearningTab />);
    const dialog = await openDetail(user, 'My seat');

    const calendar = await within(dialog).findByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', `/api/learning-sessions/${mine.id}/invitation.ics`);
    expect(calendar).toHaveAttribute('download');

    const left = { ...mine, learnerIds: [priya.id] };
    api
      .post(`/api/learning-sessions/${mine.id}/leave`, answer(left))
      .get(`/api/learning-sessions/${mine.id}`, answer(detailOf(left)));
    await user.click(within(dialog).getByRole('button', { name: 'Leave session' }));
    expect(await screen.findByText('You left the session')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Join Session' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('lists the waitlist in order in the detail', async () => {
    const full = buildSession({
      title: 'Busy lab',
      mentorId: tom.id,
      learnerIds: [priya.id],
      maxLearners: 1,
      waitlistIds: [aisha.id, me.id],
    });
    serve([full]).get(`/api/learning-sessions/${full.id}`, answer(detailOf(full)));
    const { user } = renderWithProviders(<PeerLearningTab />);
    const dialog = await openDetail(user, 'Busy lab');
    const waitlist = await within(dialog).findByRole('region', { name: /Waitlist/ });
    expect(
      within(waitlist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Aisha Okafor'), expect.stringContaining(me.fullName)]);
    expect(within(dialog).getByText('You are 2nd on the waitlist')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument();
  });

  it('lets the host cancel with a reason (required) and reschedule', async () => {
    const hosted = buildSession({ title: 'My talk', mentorId: me.id, learnerIds: [priya.id], maxLearners: 4 });
    const api = serve([hosted])
      .get(`/api/learning-sessions/${hosted.id}`, answer(detailOf(hosted)))
      .post(
        `/api/learning-sessions/${hosted.id}/cancel`,
        answer({ ...hosted, status: 'cancelled', cancelReason: 'Room flooded' }),
      )
      .patch(`/api/learning-sessions/${hosted.id}/schedule`, answer({ ...hosted, duration: 90 }));
    const { user } = renderWithProviders(<PeerLearningTab />);
    const dialog = await openDetail(user, 'My talk');
    expect(await within(dialog).findByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();

    // The host's forms load with the host's actions.
    await user.click(await within(dialog).findByRole('button', { name: 'Reschedule' }));
    const reschedule = await screen.findByRole('dialog', { name: 'Reschedule session' });
    const duration = within(reschedule).getByLabelText(/Duration/);
    await user.clear(duration);
    await user.type(duration, '90');
    await user.click(within(reschedule).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Session updated')).toBeInTheDocument();
    const [sent] = api.callsTo('PATCH', `/api/learning-sessions/${hosted.id}/schedule`);
    expect(sent!.body).toMatchObject({ duration: 90, maxLearners: 4 });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(await within(confirm).findByText('Say why the session is cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/learning-sessions/${hosted.id}/cancel`)).toHaveLength(0);
    await user.type(within(confirm).getByLabelText(/Reason/), 'Room flooded');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/learning-sessions/${hosted.id}/cancel`)[0]!.body).toEqual({
      reason: 'Room flooded',
    });
  });

  it('lets the host mark attendance after the session', async () => {
    const past = buildSession({
      title: 'Done lab',
      mentorId: me.id,
      status: 'completed',
      learnerIds: [priya.id, aisha.id],
    });
    const api = serve([past])
      .get(`/api/learning-sessions/${past.id}`, answer(detailOf(past)))
      .on('PUT', `/api/learning-sessions/${past.id}/attendance`, answer({ ...past, attendeeIds: [aisha.id] }));
    const { user } = renderWithProviders(<PeerLearningTab />);
    const dialog = await openDetail(user, 'Done lab');
    const attendance = await within(dialog).findByRole('region', { name: 'Attendance' });
    expect(within(attendance).getByText('Not marked yet: tick who came.')).toBeInTheDocument();
    await user.click(within(attendance).getByRole('checkbox', { name: 'Aisha Okafor' }));
    await user.click(within(attendance).getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/learning-sessions/${past.id}/attendance`)[0]!.body).toEqual({
      attendeeIds: [aisha.id],
    });
  });

  it('lets an attendee rate once, then says what they gave', async () => {
    const past = buildSession({
      title: 'Good retro',
      mentorId: tom.id,
      status: 'completed',
      learnerIds: [me.id],
      attendeeIds: [me.id],
    });
    const api = serve([past]).get(`/api/learning-sessions/${past.id}`, answer(detailOf(past)));
    const { user } = renderWithProviders(<PeerLearningTab />);
    const dialog = await openDetail(user, 'Good retro');
    const form = await within(dialog).findByRole('region', { name: 'How was it?' });

    await user.click(within(form).getByRole('button', { name: 'Submit rating' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5');

    const four = within(form).getByRole('button', { name: '4 out of 5' });
    await user.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('button', { name: '5 out of 5' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(within(form).getByLabelText(/Comment/), 'Useful');

    api
      .post(`/api/learning-sessions/${past.id}/ratings`, answer({ ...past, averageRating: 4, ratingCount: 1 }, 201))
      .get(
        `/api/learning-sessions/${past.id}`,
        answer(detailOf(past, { averageRating: 4, ratingCount: 1, myRating: { rating: 4, comment: 'Useful' } })),
      );
    await user.click(within(form).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByText('You rated this 4/5')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/learning-sessions/${past.id}/ratings`)[0]!.body).toEqual({
      rating: 4,
      comment: 'Useful',
    });
    await waitFor(() => expect(within(dialog).getByText('4.0 / 5 · 1 rating')).toBeInTheDocument());
  });

  it('shows the server’s sentence when a rating is refused', async () => {
    const past = buildSession({
      title: 'Refused',
      mentorId: tom.id,
      status: 'completed',
      learnerIds: [me.id],
      attendeeIds: [me.id],
    });
    serve([past])
      .get(`/api/learning-sessions/${past.id}`, answer(detailOf(past)))
      .post(
        `/api/learning-sessions/${past.id}/ratings`,
        apiError(409, { message: 'You have already rated this session', code: 'already_rated' }),
      );
    const { user } = renderWithProviders(<PeerLearningTab />);
    const dialog = await openDetail(user, 'Refused');
    await user.click(await within(dialog).findByRole('button', { name: '5 out of 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('You have already rated this session')).toBeInTheDocument();
  });
});
