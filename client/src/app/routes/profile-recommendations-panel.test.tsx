import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import ProfilePage from '@/app/routes/profile';
import { buildRecommendation, buildUser } from '@/test/factories';
import { answer, apiError, deferred, installFakeApi, type FakeAnswer, type FakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { WaysToLearn } from '@common/schemas/recommendations';
import type { PersonSkill } from '@common/schemas/skill-levels';
import type { Recommendation } from '@common/schemas/users';
import type { Workspace } from '@common/schemas/workspaces';

const ID = '00000000-0000-4000-8000-000000000a01';
const USER = `/api/users/${ID}`;
const RECOMMENDATIONS = `${USER}/recommendations`;
const WAYS = `${RECOMMENDATIONS}/ways-to-learn`;
const FEEDBACK = `${RECOMMENDATIONS}/feedback`;
const SKILL_LEVELS = `${USER}/skill-levels`;
const PRIYA = '00000000-0000-4000-8000-000000000a02';
const SESSION_THURSDAY = '00000000-0000-4000-8000-000000000b01';
const SESSION_LATER = '00000000-0000-4000-8000-000000000b02';
const ARTICLE = '00000000-0000-4000-8000-000000000c01';

const northwind: Workspace = {
  id: '00000000-0000-4000-8000-000000000d01',
  name: 'Acme',
  role: 'member',
  isDemo: false,
};
const sam = buildUser({ id: ID, fullName: 'Sam Lee', role: 'Platform Engineer', companyId: northwind.id });

const kubernetes = buildRecommendation({
  id: '00000000-0000-4000-8000-000000000e01',
  userId: ID,
  skillName: 'Kubernetes',
  reason: 'Platform engineers here run their services on it.',
});
const terraform = buildRecommendation({
  id: '00000000-0000-4000-8000-000000000e02',
  userId: ID,
  skillName: 'Terraform',
  reason: null,
});

const kubernetesWays: WaysToLearn = {
  skillName: 'Kubernetes',
  evidence: ['4 people in your role here know it', 'Asked for in 3 swaps'],
  teachers: [{ userId: PRIYA, fullName: 'Priya Raman', level: 4 }],
  sessions: [
    // Thursday noon UTC: Thursday in every time zone the tests may run in, with the clock at Monday noon.
    { id: SESSION_THURSDAY, title: 'Kubernetes office hours', scheduledFor: '2026-11-26T12:00:00.000Z' },
    { id: SESSION_LATER, title: 'Cluster upgrades', scheduledFor: '2026-12-03T12:00:00.000Z' },
  ],
  articles: [{ id: ARTICLE, title: 'Kubernetes on-call basics' }],
};
const terraformWays: WaysToLearn = { skillName: 'Terraform', evidence: [], teachers: [], sessions: [], articles: [] };

const level = (skill: string, patch: Partial<PersonSkill> = {}): PersonSkill => ({
  skill,
  catalogueId: null,
  level: null,
  canTeach: false,
  wantsToLearn: true,
  ...patch,
});

/** Sam's own profile in the Acme workspace, with two recommendations and their ways to learn. */
function serveOwnProfile({
  recommendations = [kubernetes, terraform],
  ways = answer([kubernetesWays, terraformWays]) as FakeAnswer | Promise<FakeAnswer>,
  skills = [] as PersonSkill[],
} = {}) {
  const api = installFakeApi()
    .get(USER, answer(sam))
    .get(RECOMMENDATIONS, answer(recommendations))
    .get(WAYS, () => ways)
    .get(SKILL_LEVELS, answer(skills));
  serveIdentity(api, { me: sam, workspaces: [northwind] });
  return api;
}

function renderProfile() {
  return renderWithProviders(<Route path="/profile/:id" component={ProfilePage} />, { path: `/profile/${ID}` });
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const card = (name: string) => screen.findByRole('article', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('Recommendations: ways to learn them here', () => {
  it('links each colleague, session and article one click away, with the evidence under the reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z')); // a Monday
    const api = serveOwnProfile();
    renderProfile();

    const kube = await card('Kubernetes');
    const ask = await within(kube).findByRole('link', { name: 'Ask Priya Raman about Kubernetes' });
    expect(ask).toHaveTextContent(/^Ask Priya$/);
    expect(ask).toHaveAttribute('href', `/swaps/new?to=${PRIYA}&learn=Kubernetes`);
    expect(within(kube).getByText('· teaches at level 4, Advanced')).toBeInTheDocument();

    expect(
      within(kube).getByRole('link', { name: "Join Thursday's session: Kubernetes office hours" }),
    ).toHaveAttribute('href', `/knowledge?tab=sessions&session=${SESSION_THURSDAY}`);
    expect(within(kube).getByRole('link', { name: 'Join the session on 3 Dec: Cluster upgrades' })).toHaveAttribute(
      'href',
      `/knowledge?tab=sessions&session=${SESSION_LATER}`,
    );
    expect(within(kube).getByRole('link', { name: 'Read: Kubernetes on-call basics' })).toHaveAttribute(
      'href',
      `/knowledge?article=${ARTICLE}`,
    );
    expect(
      within(within(kube).getByRole('list', { name: 'Evidence for Kubernetes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 people in your role here know it', 'Asked for in 3 swaps']);

    // Nothing to learn from here: one quiet line, no empty heading.
    const terra = await card('Terraform');
    expect(within(terra).getByText('No one here teaches it yet')).toBeInTheDocument();
    expect(within(terra).queryByRole('heading', { name: 'Learn it here' })).not.toBeInTheDocument();

    // Asked in the workspace the person is in.
    expect(api.callsTo('GET', WAYS).map((call) => call.query)).toEqual([{ workspaceId: northwind.id }]);
  });

  it('shows the list without waiting for the ways to learn, which then join the cards', async () => {
    const held = deferred<FakeAnswer>();
    serveOwnProfile({ ways: held.promise });
    renderProfile();

    const kube = await card('Kubernetes');
    expect(within(kube).getByText('Platform engineers here run their services on it.')).toBeInTheDocument();
    expect(within(kube).queryByRole('heading', { name: 'Learn it here' })).not.toBeInTheDocument();
    expect(within(kube).queryByText('No one here teaches it yet')).not.toBeInTheDocument();

    held.resolve(answer([kubernetesWays, terraformWays]));
    expect(await within(kube).findByRole('heading', { name: 'Learn it here' })).toBeInTheDocument();
  });

  it('asks for them again after a profile edit, which may have changed the list', async () => {
    const api = serveOwnProfile();
    api.patch(USER, ({ body }) => answer({ ...sam, ...(body as object) }));
    const { user } = renderProfile();
    await within(await card('Kubernetes')).findByRole('heading', { name: 'Learn it here' });
    expect(api.callsTo('GET', WAYS)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    // The editor's form is fetched the first time it is wanted.
    await user.clear(await screen.findByLabelText('Current Role'));
    await user.type(screen.getByLabelText('Current Role'), 'Site Reliability Engineer');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.callsTo('GET', WAYS)).toHaveLength(2));
  });

  it("shows neither ways to learn nor feedback on someone else's profile, and does not ask for them", async () => {
    const api = serveOwnProfile();
    serveIdentity(api, { me: buildUser({ fullName: 'Jordan Lee' }), workspaces: [northwind] });
    renderProfile();

    const kube = await card('Kubernetes');
    expect(within(kube).queryByRole('group', { name: 'Your feedback on Kubernetes' })).not.toBeInTheDocument();
    expect(within(kube).queryByRole('button', { name: 'Not interested' })).not.toBeInTheDocument();
    expect(within(kube).queryByRole('heading', { name: 'Learn it here' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', WAYS)).toEqual([]);
  });
});

/** The feedback route answering `list` (the fake API records what it was sent). */
function answersFeedback(api: FakeApi, list: Recommendation[]) {
  api.post(FEEDBACK, answer(list));
}

describe('Recommendations: feedback', () => {
  it('Cancel in the level dialog sends nothing and gives focus back to the button', async () => {
    const api = serveOwnProfile();
    const { user } = renderProfile();

    const known = within(await card('Kubernetes')).getByRole('button', { name: 'I already know this' });
    await user.click(known);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(known).toHaveFocus();
    expect(api.callsTo('POST', FEEDBACK)).toEqual([]);
  });

  it('"I already know this" asks the level by keyboard, saves it, and the card leaves', async () => {
    const api = serveOwnProfile();
    answersFeedback(api, [terraform]);
    const { user } = renderProfile();

    const kube = await card('Kubernetes');
    within(kube).getByRole('button', { name: 'I already know this' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Kubernetes to your skills' });

    // Saving without a level says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Add skill' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick the level you know it at');
    expect(api.callsTo('POST', FEEDBACK)).toEqual([]);

    // The keyboard alone: back past Cancel into the levels (the last one), Space picks it, arrows move to level 3,
    // then on to "Add skill" and Enter.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('radio', { name: '5 Expert' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(dialog).getByRole('radio', { name: '3 Practitioner' })).toBeChecked();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Add skill' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kubernetes' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', FEEDBACK).map((call) => call.body)).toEqual([
      { skillName: 'Kubernetes', verdict: 'known', level: 3 },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(toastRegion()).findByText('Added Kubernetes at level 3, Practitioner')).toBeInTheDocument();
    // The answered list is the list: no second read of it; the skill levels and the ways are asked again.
    expect(api.callsTo('GET', RECOMMENDATIONS)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', SKILL_LEVELS)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', WAYS)).toHaveLength(2));
    // Focus stays in the panel rather than falling to the top of the page.
    expect(screen.getByRole('heading', { name: 'Intelligent Skill Mapping' })).toHaveFocus();
  });

  it('"Not interested" removes the card and Undo brings it back', async () => {
    const api = serveOwnProfile();
    answersFeedback(api, [terraform]);
    api.delete(FEEDBACK, answer([kubernetes, terraform]), { query: { skillName: 'Kubernetes' } });
    const { user } = renderProfile();

    await user.click(within(await card('Kubernetes')).getByRole('button', { name: 'Not interested' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kubernetes' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', FEEDBACK).map((call) => call.body)).toEqual([
      { skillName: 'Kubernetes', verdict: 'not-interested' },
    ]);
    const toast = toastRegion();
    expect(await within(toast).findByText("We won't recommend Kubernetes again")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Intelligent Skill Mapping' })).toHaveFocus();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await card('Kubernetes')).toBeInTheDocument();
    expect(api.callsTo('DELETE', FEEDBACK).map((call) => call.query)).toEqual([{ skillName: 'Kubernetes' }]);
    expect(await within(toastRegion()).findByText('Kubernetes can be recommended again')).toBeInTheDocument();
  });

  it('"Interested" adds the skill to the wanted ones and shows as pressed from the skill levels', async () => {
    const api = serveOwnProfile();
    answersFeedback(api, [kubernetes, terraform]);
    const { user } = renderProfile();

    const interested = within(await card('Kubernetes')).getByRole('button', { name: 'Interested' });
    await waitFor(() => expect(api.callsTo('GET', SKILL_LEVELS).length).toBeGreaterThan(0));
    expect(interested).toHaveAttribute('aria-pressed', 'false');

    api.get(SKILL_LEVELS, answer([level('Kubernetes')]));
    await user.click(interested);

    expect(
      await within(toastRegion()).findByText('Added Kubernetes to the skills you want to learn'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', FEEDBACK).map((call) => call.body)).toEqual([
      { skillName: 'Kubernetes', verdict: 'interested' },
    ]);
    await waitFor(() => expect(interested).toHaveAttribute('aria-pressed', 'true'));
    // Terraform is not wanted: its button is not pressed.
    expect(within(await card('Terraform')).getByRole('button', { name: 'Interested' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('"Interested" on a skill already wanted sends nothing and says where to change it', async () => {
    const api = serveOwnProfile({ skills: [level('kubernetes')] });
    const { user } = renderProfile();

    const interested = within(await card('Kubernetes')).getByRole('button', { name: 'Interested' });
    await waitFor(() => expect(interested).toHaveAttribute('aria-pressed', 'true'));
    await user.click(interested);

    expect(
      await within(toastRegion()).findByText('Kubernetes is already among the skills you want to learn'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', FEEDBACK)).toEqual([]);
  });

  it('takes one answer at a time: while one is on its way the buttons say so and ignore clicks', async () => {
    const api = serveOwnProfile();
    const held = deferred<FakeAnswer>();
    api.post(FEEDBACK, () => held.promise);
    const { user } = renderProfile();

    const kube = await card('Kubernetes');
    await user.click(within(kube).getByRole('button', { name: 'Interested' }));
    const terraNotInterested = within(await card('Terraform')).getByRole('button', { name: 'Not interested' });
    await waitFor(() => expect(terraNotInterested).toHaveAttribute('aria-disabled', 'true'));
    await user.click(terraNotInterested);
    expect(api.callsTo('POST', FEEDBACK)).toHaveLength(1);

    held.resolve(answer([kubernetes, terraform]));
    await waitFor(() => expect(terraNotInterested).not.toHaveAttribute('aria-disabled'));
  });

  it("shows the server's sentence when it refuses, as it does an anonymous visitor of the demo", async () => {
    const api = serveOwnProfile();
    api.post(
      FEEDBACK,
      apiError(401, { message: 'Sign in to tell us what you think of a recommendation.', code: 'not_signed_in' }),
    );
    const { user } = renderProfile();

    await user.click(within(await card('Kubernetes')).getByRole('button', { name: 'Not interested' }));

    const toast = toastRegion();
    expect(await within(toast).findByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Sign in to tell us what you think of a recommendation.')).toBeInTheDocument();
    // Nothing was lost: the card stays, and so do the buttons.
    expect(await card('Kubernetes')).toBeInTheDocument();
    expect(within(await card('Kubernetes')).getByRole('button', { name: 'Not interested' })).toBeInTheDocument();
  });
});
