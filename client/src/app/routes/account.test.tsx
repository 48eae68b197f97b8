import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { answer, apiError, installFakeApi, type FakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import { passkeySchema, signInSessionSchema, type Passkey, type SignInSession } from '@common/schemas/account';
import AccountPage from './account';

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const jordan = buildUser({ fullName: 'Jordan Lee', email: 'jordan@example.com' });

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function buildPasskey(overrides: Partial<Passkey> = {}): Passkey {
  return passkeySchema.parse({
    id: `pk-${Math.random().toString(36).slice(2)}`,
    name: 'Work laptop',
    createdAt: '2026-03-04T10:00:00.000Z',
    deviceType: 'singleDevice',
    backedUp: false,
    ...overrides,
  });
}

function buildSignInSession(overrides: Partial<SignInSession> = {}): SignInSession {
  return signInSessionSchema.parse({
    id: crypto.randomUUID(),
    createdAt: '2026-03-01T09:00:00.000Z',
    lastSeenAt: '2026-03-04T10:00:00.000Z',
    expiresAt: '2026-04-03T10:00:00.000Z',
    userAgent: CHROME_LINUX,
    ipAddress: '127.0.0.1',
    current: false,
    ...overrides,
  });
}

/** Jordan, signed in, with these passkeys and sessions; later answers can be swapped in by the test. */
function serveAccount(
  api: FakeApi,
  { passkeys = [] as Passkey[], sessions = [] as SignInSession[], emailVerified = true } = {},
) {
  serveIdentity(api, { me: jordan, emailVerified });
  api.get('/api/auth/passkey/list-user-passkeys', answer(passkeys));
  api.get('/api/account/sessions', answer(sessions));
  return api;
}

const passkeyList = () => screen.getByRole('list', { name: 'Your passkeys' });
const sessionList = () => screen.getByRole('list', { name: 'Signed-in browsers' });

describe('AccountPage for an anonymous visitor', () => {
  it('says to sign in first, links to /signin coming back here, and asks for nothing private', async () => {
    const api = installFakeApi();
    serveIdentity(api);
    renderWithProviders(<AccountPage />, { path: '/account' });
    expect(await screen.findByText(/Sign in to see your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=/account');
    expect(api.callsTo('GET', '/api/account/sessions')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/auth/passkey/list-user-passkeys')).toHaveLength(0);
  });
});

describe('AccountPage: profile and passkeys', () => {
  it('names the person and links to their profile', async () => {
    serveAccount(installFakeApi());
    renderWithProviders(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Jordan Lee (jordan@example.com)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute('href', `/profile/${jordan.id}`);
  });

  it('explains that a passkey needs a proven address and offers a code to prove it, in place of the form', async () => {
    serveAccount(installFakeApi(), { emailVerified: false });
    renderWithProviders(<AccountPage />, { path: '/account' });
    const note = await screen.findByRole('note', { name: 'Confirm your email' });
    expect(note).toHaveTextContent(
      'To add a passkey, first confirm that jordan@example.com is yours: sign in with a 6-digit code we send to it.',
    );
    expect(within(note).getByRole('link', { name: 'Confirm my email' })).toHaveAttribute(
      'href',
      '/signin?next=%2Faccount&email=jordan%40example.com',
    );
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('lists the passkeys, naming an unnamed one, or says there are none', async () => {
    const api = serveAccount(installFakeApi(), {
      passkeys: [buildPasskey({ name: 'Work laptop' }), buildPasskey({ name: null, backedUp: true })],
    });
    const { unmount } = renderWithProviders(<AccountPage />, { path: '/account' });
    const items = within(await screen.findByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Work laptop', 'Unnamed passkey']);
    expect(items[0]).toHaveTextContent('Added Mar 4, 2026 · on one device');
    expect(items[1]).toHaveTextContent('synced across your devices');
    unmount();

    api.get('/api/auth/passkey/list-user-passkeys', answer([]));
    renderWithProviders(<AccountPage />, { path: '/account' });
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('asks for a name before adding a passkey, then starts the browser prompt under that name', async () => {
    const api = serveAccount(installFakeApi());
    api.get('/api/auth/passkey/generate-register-options', answer({ challenge: 'Y2hhbGxlbmdl' }));
    const { user } = renderWithProviders(<AccountPage />, { path: '/account' });
    const form = await screen.findByRole('form', { name: 'Add a passkey' });

    await user.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    expect(within(form).getByLabelText("New passkey's name")).toHaveAccessibleDescription('Passkey name is required');
    expect(api.callsTo('GET', '/api/auth/passkey/generate-register-options')).toHaveLength(0);

    await user.type(within(form).getByLabelText("New passkey's name"), 'Work laptop');
    await user.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    // jsdom has no WebAuthn, so the browser's part fails: the sentence says what happened, and nothing is stored.
    expect(
      await within(toastRegion()).findByText(
        'No passkey was added: the prompt was cancelled or this browser cannot create one.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/passkey/generate-register-options').map((call) => call.query)).toEqual([
      { name: 'Work laptop' },
    ]);
    expect(api.callsTo('POST', '/api/auth/passkey/verify-registration')).toHaveLength(0);
  });

  it("shows the server's sentence when it refuses to add a passkey", async () => {
    const api = serveAccount(installFakeApi());
    api.get(
      '/api/auth/passkey/generate-register-options',
      apiError(401, { message: 'Your session has ended: sign in again', code: 'session_ended' }),
    );
    const { user } = renderWithProviders(<AccountPage />, { path: '/account' });
    await user.type(await screen.findByLabelText("New passkey's name"), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await within(toastRegion()).findByText('Your session has ended: sign in again')).toBeInTheDocument();
  });

  it('renames a passkey and shows the new name', async () => {
    const laptop = buildPasskey({ name: 'Work laptop' });
    const api = serveAccount(installFakeApi(), { passkeys: [laptop] });
    api.post('/api/auth/passkey/update-passkey', () => {
      api.get('/api/auth/passkey/list-user-passkeys', answer([{ ...laptop, name: 'Old laptop' }]));
      return answer({ passkey: { ...laptop, name: 'Old laptop' } });
    });
    const { user } = renderWithProviders(<AccountPage />, { path: '/account' });

    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const field = screen.getByLabelText('Passkey name');
    expect(field).toHaveValue('Work laptop');
    await user.clear(field);
    await user.type(field, '  Old laptop ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(passkeyList()).findByText('Old laptop')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/passkey/update-passkey').map((call) => call.body)).toEqual([
      { id: laptop.id, name: 'Old laptop' },
    ]);
    expect(screen.queryByLabelText('Passkey name')).toBeNull();
  });

  it('removes a passkey only after the confirmation', async () => {
    const laptop = buildPasskey({ name: 'Work laptop' });
    const phone = buildPasskey({ name: 'Phone' });
    const api = serveAccount(installFakeApi(), { passkeys: [laptop, phone] });
    api.post('/api/auth/passkey/delete-passkey', () => {
      api.get('/api/auth/passkey/list-user-passkeys', answer([phone]));
      return answer({ status: true });
    });
    const { user } = renderWithProviders(<AccountPage />, { path: '/account' });

    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove “Work laptop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/auth/passkey/delete-passkey')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove “Work laptop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));

    expect(await within(toastRegion()).findByText('Passkey removed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/passkey/delete-passkey').map((call) => call.body)).toEqual([
      { id: laptop.id },
    ]);
    expect(within(passkeyList()).queryByText('Work laptop')).toBeNull();
    expect(within(passkeyList()).getByText('Phone')).toBeInTheDocument();
  });
});

describe('AccountPage: where you are signed in', () => {
  it('lists each session by device, marks this browser, and offers Sign out for the others only', async () => {
    serveAccount(installFakeApi(), {
      sessions: [
        buildSignInSession({ current: true, userAgent: CHROME_LINUX }),
        buildSignInSession({ userAgent: SAFARI_IPHONE, ipAddress: '203.0.113.7' }),
      ],
    });
    renderWithProviders(<AccountPage />, { path: '/account' });
    const items = within(await screen.findByRole('list', { name: 'Signed-in browsers' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(within(items[0]!).getByText('This browser')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iPhone');
    expect(items[1]).toHaveTextContent('Last seen Mar 4, 2026 · signed in Mar 1, 2026 · 203.0.113.7');
    expect(within(items[1]!).queryByText('This browser')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /^Sign out Safari on iPhone/ })).toBeInTheDocument();
  });

  it('signs another browser out and lists what is left', async () => {
    const here = buildSignInSession({ current: true });
    const phone = buildSignInSession({ userAgent: SAFARI_IPHONE });
    const api = serveAccount(installFakeApi(), { sessions: [here, phone] });
    api.on('DELETE', `/api/account/sessions/${phone.id}`, () => {
      api.get('/api/account/sessions', answer([here]));
      return { status: 204 };
    });
    const { user } = renderWithProviders(<AccountPage />, { path: '/account' });

    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(await within(toastRegion()).findByText('Safari on iPhone is signed out.')).toBeInTheDocument();
    expect(within(sessionList()).getAllByRole('listitem')).toHaveLength(1);
    expect(api.callsTo('DELETE', `/api/account/sessions/${phone.id}`)).toHaveLength(1);
  });

  it("shows the server's sentence when that browser had signed out already, and refreshes the list", async () => {
    const here = buildSignInSession({ current: true });
    const phone = buildSignInSession({ userAgent: SAFARI_IPHONE });
    const api = serveAccount(installFakeApi(), { sessions: [here, phone] });
    api.on('DELETE', `/api/account/sessions/${phone.id}`, () => {
      api.get('/api/account/sessions', answer([here]));
      return apiError(404, {
        message: 'That sign-in was not found: it may have ended already',
        code: 'sign_in_session_not_found',
      });
    });
    const { user } = renderWithProviders(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(
      await within(toastRegion()).findByText('That sign-in was not found: it may have ended already'),
    ).toBeInTheDocument();
    expect(within(sessionList()).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('AccountPage: signing out', () => {
  it('"Sign out" ends this session and goes back to the public demo', async () => {
    const api = serveAccount(installFakeApi(), { sessions: [buildSignInSession({ current: true })] });
    api.post('/api/auth/sign-out', () => {
      serveIdentity(api);
      return answer({ success: true });
    });
    const { user, location } = renderWithProviders(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await within(toastRegion()).findByText('You are browsing the public demo again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(location.history?.at(-1)).toBe('/');
    // The page itself (still mounted here, as no router swaps it) now shows the anonymous view.
    expect(await screen.findByText(/Sign in to see your account/)).toBeInTheDocument();
  });

  it('"Sign out everywhere" ends every session, this one too', async () => {
    const api = serveAccount(installFakeApi(), { sessions: [buildSignInSession({ current: true })] });
    api.post('/api/account/sign-out-everywhere', () => {
      serveIdentity(api);
      return answer({ signedOut: 3 });
    });
    const { user, location } = renderWithProviders(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));

    expect(
      await within(toastRegion()).findByText('Every browser and device is signed out, this one too.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/sign-out-everywhere')).toHaveLength(1);
    expect(location.history?.at(-1)).toBe('/');
    expect(await screen.findByText(/Sign in to see your account/)).toBeInTheDocument();
  });

  it('stays signed in and says why when signing out everywhere fails', async () => {
    const api = serveAccount(installFakeApi(), { sessions: [buildSignInSession({ current: true })] });
    api.post(
      '/api/account/sign-out-everywhere',
      apiError(429, { message: 'Too many requests: try again in 5 seconds', code: 'rate_limited' }),
    );
    const { user, location } = renderWithProviders(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(toastRegion()).findByText('Too many requests: try again in 5 seconds')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  });
});
