import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDemoUser, buildSession, buildUser, DEMO_COMPANY_ID } from '@/test/factories';
import { apiError, installFakeApi, type FakeAnswer } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { LearningSession } from '@common/schemas/sessions';
import { SESSION_PAGE_SIZE } from './api/session-pages';
import { PeerLearningTab } from './peer-learning-tab';

/**
 * A workspace with hundreds of sessions (item 18 of the outside security test): the tab asks for one page of each
 * list, paints it, and asks for the next only when "Show more sessions" is pressed.
 */

const me = buildDemoUser();
const tom = buildUser({ fullName: 'Tom Becker' });
const COMPANY_URL = `/api/companies/${DEMO_COMPANY_ID}/learning-sessions`;
const MY_URL = `/api/users/${me.id}/learning-sessions`;
const TOTAL = 500;

/** The company's 500 sessions, soonest first, as the server pages them. */
const company: LearningSession[] = Array.from({ length: TOTAL }, (_, i) =>
  buildSession({
    mentorId: tom.id,
    title: `Company session ${i + 1}`,
    scheduledFor: new Date(Date.UTC(2031, 0, 1) + i * 3_600_000).toISOString(),
  }),
);

/** One page, the way the server answers: the bare array and the list's size in X-Total-Count. */
const page =
  (sessions: LearningSession[]) =>
  ({ query }: { query: Record<string, string> }): FakeAnswer => {
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 50);
    return {
      body: sessions.slice(offset, offset + limit),
      headers: { 'X-Total-Count': String(sessions.length) },
    };
  };

function serve() {
  const api = installFakeApi();
  serveIdentity(api, { me, others: [tom] });
  return api.get(COMPANY_URL, page(company)).get(MY_URL, page([]));
}

// Plain selectors and events over a hundred cards: role queries compute every element's accessible name, and
// user-event checks every ancestor's style, which in jsdom takes seconds for a list this long.
const companyList = () => document.getElementById('company-sessions-heading')!.closest('section')!;
const companyCards = () => [...companyList().querySelectorAll('article')];
const cardTitles = () => companyCards().map((card) => card.querySelector('h4')?.textContent);
const showMore = () =>
  within(companyList())
    .getByText(/^Show more sessions/)
    .closest('button')!;

describe('PeerLearningTab with a long list', () => {
  it('renders the first page of 500 sessions, then fetches and appends the next on "Show more sessions"', async () => {
    const api = serve();
    renderWithProviders(<PeerLearningTab />);

    await screen.findByText('Company session 1');
    expect(companyCards()).toHaveLength(SESSION_PAGE_SIZE);
    expect(within(companyList()).getByText(`${TOTAL} sessions`)).toBeInTheDocument();
    expect(api.callsTo('GET', COMPANY_URL).map((call) => call.query)).toEqual([
      { limit: String(SESSION_PAGE_SIZE), offset: '0' },
    ]);

    expect(showMore()).toHaveTextContent(`Show more sessions (${SESSION_PAGE_SIZE} of ${TOTAL} shown)`);
    fireEvent.click(showMore());
    await screen.findByText(`Company session ${SESSION_PAGE_SIZE + 1}`);
    expect(api.callsTo('GET', COMPANY_URL).map((call) => call.query.offset)).toEqual(['0', String(SESSION_PAGE_SIZE)]);
    // The second page follows the first, in the server's order.
    expect(cardTitles()).toEqual(company.slice(0, SESSION_PAGE_SIZE * 2).map((session) => session.title));
    // "My sessions" is empty and whole: it offers nothing more.
    expect(screen.getByText('No sessions yet')).toBeInTheDocument();
  });

  it('keeps the loaded sessions and offers a retry when the next page fails', async () => {
    const api = serve();
    renderWithProviders(<PeerLearningTab />);
    await screen.findByText('Company session 1');

    api.get(COMPANY_URL, apiError(503, { message: 'The database is busy', code: 'database_timeout' }), {
      query: { offset: String(SESSION_PAGE_SIZE) },
    });
    fireEvent.click(showMore());
    expect(await screen.findByText('Could not load more sessions')).toBeInTheDocument();
    expect(companyCards()).toHaveLength(SESSION_PAGE_SIZE);

    api.get(COMPANY_URL, page(company), { query: { offset: String(SESSION_PAGE_SIZE) } });
    fireEvent.click(within(companyList()).getByText('Retry').closest('button')!);
    await waitFor(() => expect(companyCards()).toHaveLength(SESSION_PAGE_SIZE * 2));
  });

  it('shows a whole list from a server that sends no total, and offers no more', async () => {
    const api = installFakeApi();
    serveIdentity(api, { me, others: [tom] });
    api.get(COMPANY_URL, { body: company.slice(0, 3) }).get(MY_URL, { body: [] });
    renderWithProviders(<PeerLearningTab />);
    await screen.findByText('Company session 3');
    expect(companyCards()).toHaveLength(3);
    expect(within(companyList()).queryByText(/^Show more sessions/)).not.toBeInTheDocument();
  });
});
