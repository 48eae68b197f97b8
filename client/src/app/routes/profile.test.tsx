import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { buildRecommendation, buildUser } from '@/test/factories';
import { answer, apiError, deferred, installFakeApi, type FakeAnswer, type FakeHandler } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { Recommendation, User } from '@common/schemas/users';
import ProfilePage from './profile';

const ID = '00000000-0000-4000-8000-000000000002';
const USER = `/api/users/${ID}`;
const RECOMMENDATIONS = `${USER}/recommendations`;

const alex = buildUser({
  id: ID,
  email: 'alex.morgan@northwind.example',
  fullName: 'Alex Morgan',
  role: 'Senior Software Engineer',
  industry: 'technology',
  mainGoal: 'develop-leadership',
  skills: ['SQL', 'React'],
  companyId: null,
  createdAt: '2025-03-05T12:00:00.000Z',
});

const recommendation = buildRecommendation({
  id: '00000000-0000-4000-8000-000000000901',
  userId: ID,
  skillName: 'Technical Leadership',
  matchPercentage: 92,
  description: 'Guiding a team through technical decisions.',
  timeToLearn: '3-6 months',
  reason: 'Your goal is to develop leadership and you already review code.',
  createdAt: '2025-03-05T12:00:00.000Z',
});

/** Edit Profile, then the editor's form, which is fetched the first time it is wanted. */
async function openEditor(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await screen.findByLabelText(/Full Name/);
}

/** The profile's reads, seen by Alex themself (Edit Profile and Refresh are theirs); a test adds the write it is about. */
function serveProfile(user: Partial<User> = {}, recommendations: Recommendation[] = [recommendation]) {
  const api = installFakeApi()
    .get(USER, answer({ ...alex, ...user }))
    .get(RECOMMENDATIONS, answer(recommendations));
  serveIdentity(api, { me: alex });
  return api;
}

/** A PATCH that saves what it was sent, as the server does. */
const savesTheEdit: FakeHandler = ({ body }) => answer({ ...alex, ...(body as Partial<User>) });

function renderProfile(id = ID) {
  return renderWithProviders(<Route path="/profile/:id" component={ProfilePage} />, { path: `/profile/${id}` });
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ProfilePage view mode', () => {
  it('shows the user, the fixed score and the recommendations with their reason', async () => {
    serveProfile();
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(detail('Email')).toHaveTextContent('alex.morgan@northwind.example');
    expect(detail('Current Role')).toHaveTextContent('Senior Software Engineer');
    expect(detail('Industry')).toHaveTextContent('Technology');
    expect(detail('Main Goal')).toHaveTextContent('Develop leadership abilities');
    expect(detail('Member Since')).toHaveTextContent('March 5, 2025');
    expect(
      within(screen.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SQL', 'React']);
    expect(screen.getByRole('progressbar', { name: 'Profile score' })).toHaveAttribute('aria-valuenow', '85');
    expect(screen.getByText('85%')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Technical Leadership' });
    expect(within(card).getByText('92% match')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Technical Leadership match' })).toHaveAttribute(
      'aria-valuenow',
      '92',
    );
    expect(within(card).getByText('3-6 months')).toBeInTheDocument();
    expect(
      within(card).getByText('Your goal is to develop leadership and you already review code.'),
    ).toBeInTheDocument();
  });

  it('falls back to "Professional", "Unknown" and the empty states', async () => {
    const { createdAt: _omitted, ...withoutDate } = alex;
    const api = installFakeApi()
      .get(USER, answer({ ...withoutDate, role: null, industry: null, skills: [] }))
      .get(RECOMMENDATIONS, answer([]));
    serveIdentity(api, { me: alex });
    renderProfile();

    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    expect(detail('Current Role')).toHaveTextContent('Professional');
    expect(detail('Member Since')).toHaveTextContent('Unknown');
    expect(detail('Industry')).toHaveTextContent('Not set');
    expect(screen.getByText('No skills added yet')).toBeInTheDocument();
    expect(await screen.findByText('No recommendations available yet')).toBeInTheDocument();
  });

  it('shows "User Not Found" with a way home on a 404', async () => {
    const missing = '00000000-0000-4000-8000-00000000dead';
    installFakeApi().get(`/api/users/${missing}`, apiError(404, { message: 'User not found', code: 'user_not_found' }));
    renderProfile(missing);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^User Not Found/);
  });
});

describe('ProfilePage edit mode', () => {
  it('adds skills with Enter, ignores blanks and duplicates, removes on click, and Cancel discards', async () => {
    const api = serveProfile();
    const { user } = renderProfile();
    await openEditor(user);

    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();

    const skillInput = screen.getByRole('textbox', { name: 'Skills' });
    const skillNames = () =>
      within(screen.getByRole('list', { name: 'Skills to save' }))
        .getAllByRole('button')
        .map((b) => b.textContent);

    await user.type(skillInput, '  Python  {Enter}');
    expect(skillNames()).toEqual(['SQL', 'React', 'Python']);
    expect(skillInput).toHaveValue('');

    await user.type(skillInput, '   {Enter}');
    expect(skillNames()).toEqual(['SQL', 'React', 'Python']);

    await user.type(skillInput, 'sql{Enter}');
    expect(skillNames()).toEqual(['SQL', 'React', 'Python']);
    expect(screen.getByText('sql is already in the list')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(skillNames()).toEqual(['React', 'Python']);
    expect(skillInput).toHaveFocus();

    // Enter in the skills box never submits the form.
    expect(api.callsTo('PATCH', USER)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SQL', 'React']);
  });

  it('saves with PATCH, toasts "Profile Updated" and shows the new values', async () => {
    const api = serveProfile().patch(USER, savesTheEdit);
    const { user } = renderProfile();
    await openEditor(user);

    const role = screen.getByLabelText('Current Role');
    await user.clear(role);
    await user.type(role, 'Staff Engineer');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Mentoring{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Industry' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await within(toastRegion()).findByText('Profile Updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', USER)[0]?.body).toEqual({
      email: 'alex.morgan@northwind.example',
      fullName: 'Alex Morgan',
      role: 'Staff Engineer',
      targetRole: null,
      industry: 'finance',
      mainGoal: 'develop-leadership',
      skills: ['SQL', 'React', 'Mentoring'],
    });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(detail('Current Role')).toHaveTextContent('Staff Engineer');
    expect(detail('Industry')).toHaveTextContent('Finance');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('Mentoring')).toBeInTheDocument();
  });

  it('sends an emptied role as null and removed skills as [], so the server clears them', async () => {
    // The server keeps every field a PATCH leaves out, so a field the user emptied must be sent as a clear.
    const api = serveProfile().patch(USER, savesTheEdit);
    const { user } = renderProfile();
    await openEditor(user);
    await user.clear(screen.getByLabelText('Current Role'));
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await within(toastRegion()).findByText('Profile Updated')).toBeInTheDocument();
    const body = api.callsTo('PATCH', USER)[0]?.body;
    expect(body).toEqual({
      email: 'alex.morgan@northwind.example',
      fullName: 'Alex Morgan',
      role: null,
      targetRole: null,
      industry: 'technology',
      mainGoal: 'develop-leadership',
      skills: [],
    });
  });

  it('saves the role the person is working toward and shows it under the details, and nothing when it is empty', async () => {
    const api = serveProfile().patch(USER, savesTheEdit);
    const { user } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    expect(screen.queryByText('Working toward', { selector: 'dt' })).not.toBeInTheDocument();
    await openEditor(user);

    const target = await screen.findByLabelText('Role you are working toward');
    expect(target).toHaveAccessibleDescription('Optional. Recommendations lean toward what this role needs.');
    expect(target).toHaveAttribute('maxLength', '100');
    await user.type(target, '  Engineering Manager ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await within(toastRegion()).findByText('Profile Updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', USER)[0]?.body).toMatchObject({ targetRole: 'Engineering Manager' });
    expect(detail('Working toward')).toHaveTextContent('Engineering Manager');

    // Emptied, it is sent as a clear and the detail goes.
    await openEditor(user);
    await user.clear(await screen.findByLabelText('Role you are working toward'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', USER)).toHaveLength(2));
    expect(api.callsTo('PATCH', USER)[1]?.body).toMatchObject({ targetRole: null });
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(screen.queryByText('Working toward', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("shows the server's sentence under the role worked toward when the server refuses it", async () => {
    const message = 'The role you are working toward must be at most 100 characters.';
    serveProfile().patch(
      USER,
      apiError(400, {
        message: `targetRole: ${message}`,
        code: 'validation_failed',
        issues: [{ path: 'targetRole', message }],
      }),
    );
    const { user } = renderProfile();
    await openEditor(user);
    await user.type(await screen.findByLabelText('Role you are working toward'), 'Data Analyst');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Role you are working toward')).toHaveAccessibleDescription(message),
    );
  });

  it("shows the server's sentence on a 403 and stays in edit mode", async () => {
    serveProfile().patch(
      USER,
      apiError(403, { message: 'You can only edit your own profile', code: 'not_your_profile' }),
    );
    const { user } = renderProfile();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toast = await within(toastRegion()).findByRole('listitem');
    expect(toast).toHaveTextContent(/^Error/);
    expect(toast).toHaveTextContent('You can only edit your own profile');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('maps 400 issues onto fields and falls back to the generic sentence on a 5xx', async () => {
    let status = 400;
    const invalidEmail = apiError(400, {
      message: 'email: Enter a valid email address',
      code: 'validation_failed',
      issues: [{ path: 'email', message: 'Enter a valid email address' }],
    });
    const badGateway: FakeAnswer = { status: 502, text: 'Bad Gateway' };
    serveProfile().patch(USER, () => (status === 400 ? invalidEmail : badGateway));
    const { user } = renderProfile();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address'),
    );

    status = 502;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toastRegion()).findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('validates on the client before sending', async () => {
    const api = serveProfile();
    const { user } = renderProfile();
    await openEditor(user);
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Required');
    expect(api.callsTo('PATCH', USER)).toHaveLength(0);
  });
});

describe('ProfilePage recommendations refresh', () => {
  it('posts, refetches and toasts "Recommendations Updated"', async () => {
    let refreshed = false;
    const fresh = {
      ...recommendation,
      id: '00000000-0000-4000-8000-000000000902',
      skillName: 'Public Speaking',
      matchPercentage: 81,
    };
    const api = installFakeApi()
      .get(USER, answer(alex))
      .get(RECOMMENDATIONS, () => answer(refreshed ? [fresh] : [recommendation]))
      .post(`${RECOMMENDATIONS}/refresh`, () => {
        refreshed = true;
        return answer([fresh]);
      });
    serveIdentity(api, { me: alex });
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Technical Leadership' });

    await user.click(screen.getByRole('button', { name: 'Refresh recommendations' }));
    expect(await within(toastRegion()).findByText('Recommendations Updated')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Public Speaking' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `${RECOMMENDATIONS}/refresh`, body: undefined },
    ]);
    expect(api.callsTo('GET', RECOMMENDATIONS)).toHaveLength(2);
  });

  it('toasts "Failed to refresh recommendations" when the refresh fails', async () => {
    serveProfile().post(
      `${RECOMMENDATIONS}/refresh`,
      apiError(500, { message: 'Internal Server Error', code: 'internal_error' }),
    );
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Technical Leadership' });
    await user.click(screen.getByRole('button', { name: 'Refresh recommendations' }));
    const toast = await within(toastRegion()).findByRole('listitem');
    expect(toast).toHaveTextContent(/^Error/);
    expect(toast).toHaveTextContent('Failed to refresh recommendations. Please try again.');
    expect(screen.getByRole('button', { name: 'Refresh recommendations' })).toBeEnabled();
  });
});

describe('ProfilePage for someone else', () => {
  const jordan = buildUser({
    id: '00000000-0000-4000-8000-00000000a0a0',
    fullName: 'Jordan Lee',
    email: null,
    role: 'Platform Engineer',
    skills: ['Go'],
    companyId: null,
  });
  const JORDAN = `/api/users/${jordan.id}`;

  it("offers neither Edit Profile nor Refresh: they are the person's own", async () => {
    const api = installFakeApi()
      .get(JORDAN, answer(jordan))
      .get(`${JORDAN}/recommendations`, answer([{ ...recommendation, userId: jordan.id }]));
    serveIdentity(api, { me: alex });
    renderProfile(jordan.id);

    await screen.findByRole('heading', { level: 1, name: 'Jordan Lee' });
    await screen.findByRole('article', { name: 'Technical Leadership' });
    // "Who am I" has answered (the page knew whose profile this is) and still no control is offered.
    await waitFor(() => expect(api.callsTo('GET', '/api/me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refresh/ })).not.toBeInTheDocument();
  });

  it("counts a real profile's score from what it holds, and says what each part earns", async () => {
    const api = installFakeApi().get(JORDAN, answer(jordan)).get(`${JORDAN}/recommendations`, answer([]));
    serveIdentity(api, { me: alex });
    renderProfile(jordan.id);

    await screen.findByRole('heading', { level: 1, name: 'Jordan Lee' });
    // Role 20 + one skill 10: no industry, no goal.
    expect(screen.getByRole('progressbar', { name: 'Profile score' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('30%')).toBeInTheDocument();
    const parts = within(screen.getByRole('list', { name: 'What the score counts' })).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      'Current role20%',
      'Industry0 of 15%',
      'Main goal0 of 15%',
      'Skills (1 of 5)10 of 50%',
    ]);
    expect(await screen.findByText('No recommendations available yet')).toBeInTheDocument();
  });
});

describe('ProfilePage keeps up with the profile', () => {
  const fresh = (skillName: string, id: string) => ({ ...recommendation, id, skillName });

  it('says what a refresh changed and keeps focus on Refresh after Enter', async () => {
    let refreshed = false;
    const answerRefresh = deferred<void>();
    const after = [
      fresh('Terraform', '00000000-0000-4000-8000-000000000903'),
      fresh('Go', '00000000-0000-4000-8000-000000000904'),
    ];
    const api = installFakeApi()
      .get(USER, answer(alex))
      .get(RECOMMENDATIONS, () => answer(refreshed ? after : [recommendation]))
      .post(`${RECOMMENDATIONS}/refresh`, async () => {
        await answerRefresh.promise;
        refreshed = true;
        return answer(after);
      });
    serveIdentity(api, { me: alex });
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Technical Leadership' });

    screen.getByRole('button', { name: 'Refresh recommendations' }).focus();
    await user.keyboard('{Enter}');
    // While it runs the button stays focusable (a disabled one drops focus to the top of the page) and ignores Enter.
    const pending = await screen.findByRole('button', { name: 'Refreshing recommendations' });
    expect(pending).toBeEnabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    await user.keyboard('{Enter}');
    answerRefresh.resolve();
    const toast = await within(toastRegion()).findByRole('listitem');
    expect(toast).toHaveTextContent('Recommendations Updated');
    expect(toast).toHaveTextContent('New: Terraform, Go. No longer suggested: Technical Leadership.');
    expect(await screen.findByRole('article', { name: 'Terraform' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh recommendations' })).toHaveFocus();
    expect(api.callsTo('POST', `${RECOMMENDATIONS}/refresh`)).toHaveLength(1);
  });

  it('says "No changes" when a refresh gives the same skills', async () => {
    const api = serveProfile().post(`${RECOMMENDATIONS}/refresh`, answer([recommendation]));
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Technical Leadership' });
    await user.click(screen.getByRole('button', { name: 'Refresh recommendations' }));
    expect(await within(toastRegion()).findByText(/^No changes/)).toBeInTheDocument();
    expect(api.callsTo('POST', `${RECOMMENDATIONS}/refresh`)).toHaveLength(1);
  });

  it('refetches the recommendations after a save and names what the new goal changed', async () => {
    let saved = false;
    const afterSave = [fresh('Public Speaking', '00000000-0000-4000-8000-000000000905')];
    const api = serveProfile()
      .get(RECOMMENDATIONS, () => answer(saved ? afterSave : [recommendation]))
      .patch(USER, (request) => {
        saved = true;
        return savesTheEdit(request);
      });
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Technical Leadership' });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('combobox', { name: 'Main Goal' }));
    await user.click(await screen.findByRole('option', { name: 'Improve communication' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toast = await within(toastRegion()).findByRole('listitem');
    expect(toast).toHaveTextContent('Profile Updated');
    expect(toast).toHaveTextContent(
      'Your changes have been saved. Recommendations updated. New: Public Speaking. No longer suggested: Technical Leadership.',
    );
    expect(await screen.findByRole('article', { name: 'Public Speaking' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Technical Leadership' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', RECOMMENDATIONS)).toHaveLength(2);
  });

  it('shows a long skill name whole, with its name as a tooltip, on the badges and the cards', async () => {
    const long = 'Continuous integration and continuous delivery pipelines for regulated platforms';
    serveProfile({ skills: [long] }, [{ ...recommendation, skillName: long }]);
    renderProfile();
    const card = await screen.findByRole('article', { name: long });
    expect(within(card).getByRole('heading', { name: long })).toHaveAttribute('title', long);
    const badge = within(screen.getByRole('list', { name: 'Skills' })).getByText(long);
    expect(badge).toHaveAttribute('title', long);
    expect(badge).toHaveClass('wrap-anywhere');
  });
});

describe('ProfilePage: changing the email', () => {
  const JORDAN_ID = '00000000-0000-4000-8000-00000000e001';
  const JORDAN = `/api/users/${JORDAN_ID}`;
  const CHANGE = `${JORDAN}/email-change`;
  const jordan = buildUser({
    id: JORDAN_ID,
    email: 'jordan@example.com',
    fullName: 'Jordan Lee',
    role: 'Analyst',
    industry: 'technology',
    mainGoal: 'expand-technical',
    skills: ['SQL'],
  });
  const NEW_EMAIL = 'jordan.lee@newcorp.example';
  const waiting = { pendingEmail: NEW_EMAIL, expiresAt: '2026-03-04T10:10:00.000Z' };

  /** Jordan, signed in, on their own profile; no change waiting until a test asks for one. */
  function serveJordan() {
    let current: User = jordan;
    const api = installFakeApi()
      .get(JORDAN, () => answer(current))
      .get(`${JORDAN}/recommendations`, answer([]))
      .get(CHANGE, answer({ pendingEmail: null, expiresAt: null }))
      .patch(JORDAN, ({ body }) => {
        current = { ...current, ...(body as Partial<User>) };
        return answer(current);
      });
    serveIdentity(api, { me: jordan });
    return api;
  }

  async function typeNewEmailAndRole(user: ReturnType<typeof renderWithProviders>['user']) {
    await openEditor(user);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('A new email is used once you enter a code we send to it.');
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    const role = screen.getByLabelText('Current Role');
    await user.clear(role);
    await user.type(role, 'Lead Analyst');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  }

  it('saves the other fields with the current email, asks for a code to the new one, and says so plainly', async () => {
    const api = serveJordan().post(CHANGE, answer(waiting, 202));
    const { user } = renderProfile(JORDAN_ID);
    await typeNewEmailAndRole(user);

    const step = await screen.findByRole('region', { name: 'Confirm your new email' });
    expect(step).toHaveTextContent(
      `We sent a 6-digit code to ${NEW_EMAIL}. Enter it to make that your email. Until you do, your email stays jordan@example.com.`,
    );
    expect(api.callsTo('PATCH', JORDAN)[0]?.body).toMatchObject({ email: 'jordan@example.com', role: 'Lead Analyst' });
    expect(api.callsTo('POST', CHANGE)[0]?.body).toEqual({ email: NEW_EMAIL });
    const toast = await within(toastRegion()).findByRole('listitem');
    expect(toast).toHaveTextContent(
      `Your other changes have been saved. To change your email, enter the code we sent to ${NEW_EMAIL}.`,
    );
    // Still editing, with everything the person typed.
    expect(screen.getByLabelText(/^Email/)).toHaveValue(NEW_EMAIL);
    expect(screen.getByLabelText('Current Role')).toHaveValue('Lead Analyst');
  });

  it('shows a wrong code under the field, then confirms the right one and leaves the editor', async () => {
    let attempts = 0;
    const api = serveJordan()
      .get(CHANGE, answer(waiting))
      .post(`${CHANGE}/confirm`, () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, { message: 'That code is not right: check it and try again', code: 'invalid_email_code' })
          : answer({ ...jordan, email: NEW_EMAIL });
      });
    const { user } = renderProfile(JORDAN_ID);
    await openEditor(user);
    const step = await screen.findByRole('region', { name: 'Confirm your new email' });
    const code = within(step).getByLabelText('Code from the mail');

    await user.type(code, '111 111');
    await user.click(within(step).getByRole('button', { name: 'Confirm new email' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right: check it and try again'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(step).getByRole('button', { name: 'Confirm new email' }));
    expect(await within(toastRegion()).findByText('Email changed')).toBeInTheDocument();
    expect(api.callsTo('POST', `${CHANGE}/confirm`).map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(detail('Email')).toHaveTextContent(NEW_EMAIL);
  });

  it('keeps what was typed and names the problem when no code could be sent', async () => {
    serveJordan().post(
      CHANGE,
      apiError(429, { message: 'Too many codes asked for this email: try again in 60 seconds', code: 'rate_limited' }),
    );
    const { user } = renderProfile(JORDAN_ID);
    await typeNewEmailAndRole(user);
    const toast = await within(toastRegion()).findByRole('listitem');
    expect(toast).toHaveTextContent('Your other changes have been saved, but no code could be sent to the new email.');
    expect(toast).toHaveTextContent('Too many codes asked for this email: try again in 60 seconds');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(NEW_EMAIL);
    expect(screen.getByLabelText('Current Role')).toHaveValue('Lead Analyst');
    expect(screen.queryByRole('region', { name: 'Confirm your new email' })).not.toBeInTheDocument();
  });

  it("keeps the current email when asked, and shows the demo account's email as one that cannot change", async () => {
    const api = serveJordan().get(CHANGE, answer(waiting)).delete(CHANGE, { status: 204 });
    const { user, unmount } = renderProfile(JORDAN_ID);
    await openEditor(user);
    const step = await screen.findByRole('region', { name: 'Confirm your new email' });
    await user.click(within(step).getByRole('button', { name: 'Keep jordan@example.com' }));
    expect(await within(toastRegion()).findByText('Your email stays jordan@example.com.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', CHANGE)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Confirm your new email' })).not.toBeInTheDocument(),
    );
    unmount();

    // The public demo (every visitor acts as its account): the email is shown, read-only, with the reason.
    const demo = serveProfile();
    const second = renderProfile();
    await openEditor(second.user);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('readonly');
    await waitFor(() => expect(email).toHaveAccessibleDescription("The demo account's email cannot be changed."));
    expect(demo.callsTo('GET', `${USER}/email-change`)).toHaveLength(0);
  });
});
