import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { answer, apiError, deferred, installFakeApi, type FakeAnswer, type FakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { ErrorCode } from '@common/error-codes';
import SignInPage from './signin';

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const EMAIL = 'jordan@example.com';
const jordan = buildUser({ fullName: 'Jordan Lee', email: EMAIL });

/** The public demo until a sign-in succeeds; then /api/me answers as Jordan. */
function serveSignIn(api: FakeApi, signInAnswer: FakeAnswer = answer({ token: 'x', user: { id: jordan.id } })) {
  serveIdentity(api);
  api.post('/api/auth/email-otp/send-verification-otp', answer({ success: true }));
  api.post('/api/auth/sign-in/email-otp', () => {
    if ((signInAnswer.status ?? 200) < 400) serveIdentity(api, { me: jordan });
    return signInAnswer;
  });
  return api;
}

async function toCodeStep(path = '/signin') {
  const rendered = renderWithProviders(<SignInPage />, { path });
  await rendered.user.type(screen.getByLabelText('Email'), ' Jordan@Example.com ');
  await rendered.user.click(screen.getByRole('button', { name: 'Email me a code' }));
  await screen.findByText(/We sent a 6-digit code to/);
  return rendered;
}

describe('SignInPage: email step', () => {
  it('mails a code to the address typed, then asks for the code in one numeric one-time-code field', async () => {
    const api = serveSignIn(installFakeApi());
    await toCodeStep();

    expect(api.callsTo('POST', '/api/auth/email-otp/send-verification-otp').map((call) => call.body)).toEqual([
      { email: EMAIL, type: 'sign-in' },
    ]);
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(`We sent a 6-digit code to ${EMAIL}.`);
    const code = screen.getByLabelText('Sign-in code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('fills in the address an invitation link names', async () => {
    serveSignIn(installFakeApi());
    renderWithProviders(<SignInPage />, { path: `/signin?next=%2Finvite%2Fabc&email=${encodeURIComponent(EMAIL)}` });
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
  });

  it('checks the address before sending anything', async () => {
    const api = serveSignIn(installFakeApi());
    const { user } = renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(api.callsTo('POST', '/api/auth/email-otp/send-verification-otp')).toHaveLength(0);
  });

  it('shows the server sentence when the address asked too often, and stays on the email step', async () => {
    const api = serveSignIn(installFakeApi());
    api.post(
      '/api/auth/email-otp/send-verification-otp',
      apiError(429, {
        message: 'Too many sign-in requests for this email: try again in 540 seconds',
        code: 'rate_limited',
      }),
    );
    const { user } = renderWithProviders(<SignInPage />);
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    expect(
      await within(toastRegion()).findByText('Too many sign-in requests for this email: try again in 540 seconds'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
  });
});

describe('SignInPage: code step', () => {
  it('signs in with the code (spaces ignored) and lands on the profile of the person', async () => {
    const api = serveSignIn(installFakeApi());
    const { user, location } = await toCodeStep();
    await user.type(screen.getByLabelText('Sign-in code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await within(toastRegion()).findByText('Signed in');
    expect(api.callsTo('POST', '/api/auth/sign-in/email-otp').map((call) => call.body)).toEqual([
      { email: EMAIL, otp: '123456' },
    ]);
    expect(location.history?.at(-1)).toBe(`/profile/${jordan.id}`);
    expect(toastRegion()).toHaveTextContent('Welcome back, Jordan Lee.');
  });

  it('goes to the ?next= page when it is on this site', async () => {
    serveSignIn(installFakeApi());
    const { user, location } = await toCodeStep('/signin?next=%2Faccount');
    await user.type(screen.getByLabelText('Sign-in code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await within(toastRegion()).findByText('Signed in');
    expect(location.history?.at(-1)).toBe('/account');
  });

  it('ignores a ?next= on another site and goes to the profile instead', async () => {
    serveSignIn(installFakeApi());
    const { user, location } = await toCodeStep('/signin?next=https%3A%2F%2Fevil.example%2F');
    await user.type(screen.getByLabelText('Sign-in code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await within(toastRegion()).findByText('Signed in');
    expect(location.history?.at(-1)).toBe(`/profile/${jordan.id}`);
  });

  it('asks for six digits before sending anything', async () => {
    const api = serveSignIn(installFakeApi());
    const { user } = await toCodeStep();
    await user.type(screen.getByLabelText('Sign-in code'), '12a45');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Sign-in code')).toHaveAccessibleDescription('Enter the 6-digit code from the mail');
    expect(api.callsTo('POST', '/api/auth/sign-in/email-otp')).toHaveLength(0);
  });

  it.each<[string, number, ErrorCode, string]>([
    ['a wrong code', 400, 'invalid_sign_in_code', 'That code is not right: check it and try again'],
    ['an expired code', 400, 'sign_in_code_expired', 'That code has expired: ask for a new one'],
    ['too many wrong tries', 400, 'sign_in_code_spent', 'Too many wrong codes: ask for a new one'],
    ['too many requests', 429, 'rate_limited', 'Too many sign-in requests for this email: try again in 30 seconds'],
  ])(
    'explains %s under the field with the server sentence, and stays signed out',
    async (_case, status, code, message) => {
      const api = serveSignIn(installFakeApi(), apiError(status, { message, code }));
      const { user, location } = await toCodeStep();
      const askedWhoIAm = api.callsTo('GET', '/api/me').length;
      await user.type(screen.getByLabelText('Sign-in code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      const field = screen.getByLabelText('Sign-in code');
      await within(toastRegion()).findByText(message);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(location.history?.at(-1)).toBe('/signin');
      // Nothing was invalidated or refetched: the page is still the public demo's.
      expect(api.callsTo('GET', '/api/me')).toHaveLength(askedWhoIAm);
    },
  );

  it('says when the sign-in went wrong on our side, without a server sentence', async () => {
    serveSignIn(installFakeApi(), { status: 502, text: '<html>Bad Gateway</html>' });
    const { user } = await toCodeStep();
    await user.type(screen.getByLabelText('Sign-in code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await within(toastRegion()).findByText('Could not sign you in. Please try again.');
    expect(screen.getByLabelText('Sign-in code')).toHaveAccessibleDescription(
      'Could not sign you in. Please try again.',
    );
  });

  it('shows "Signing in..." while the code is being checked', async () => {
    const api = serveSignIn(installFakeApi());
    api.post('/api/auth/sign-in/email-otp', () => deferred<FakeAnswer>().promise);
    const { user } = await toCodeStep();
    await user.type(screen.getByLabelText('Sign-in code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('sends a new code to the same address', async () => {
    const api = serveSignIn(installFakeApi());
    const { user } = await toCodeStep();
    await user.type(screen.getByLabelText('Sign-in code'), '111');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await within(toastRegion()).findByText('New code sent')).toBeInTheDocument();
    expect(toastRegion()).toHaveTextContent(`We sent a new 6-digit code to ${EMAIL}.`);
    expect(api.callsTo('POST', '/api/auth/email-otp/send-verification-otp').map((call) => call.body)).toEqual([
      { email: EMAIL, type: 'sign-in' },
      { email: EMAIL, type: 'sign-in' },
    ]);
    expect(screen.getByLabelText('Sign-in code')).toHaveValue('');
  });

  it('goes back to the email step with the address kept', async () => {
    serveSignIn(installFakeApi());
    const { user } = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
  });
});

describe('SignInPage: passkeys and new people', () => {
  it('explains that the passkey was not used when this browser cannot use one', async () => {
    const api = serveSignIn(installFakeApi());
    api.get(
      '/api/auth/passkey/generate-authenticate-options',
      answer({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'preferred' }),
    );
    const { user, location } = renderWithProviders(<SignInPage />, { path: '/signin' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect(
      await within(toastRegion()).findByText(
        'The passkey was not used: the prompt was cancelled or this device has none for this site.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/passkey/generate-authenticate-options')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/passkey/verify-authentication')).toHaveLength(0);
    expect(location.history?.at(-1)).toBe('/signin');
  });

  it("shows the server's sentence when it refuses to start a passkey sign-in", async () => {
    const api = serveSignIn(installFakeApi());
    api.get(
      '/api/auth/passkey/generate-authenticate-options',
      apiError(429, { message: 'Too many requests: try again in 12 seconds', code: 'rate_limited' }),
    );
    const { user } = renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await within(toastRegion()).findByText('Too many requests: try again in 12 seconds')).toBeInTheDocument();
  });

  it('opens the free trial for people without an account', async () => {
    serveSignIn(installFakeApi());
    const { user } = renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Start your free trial' }));
    expect(await screen.findByRole('dialog', { name: 'Start Your Free Trial' })).toBeInTheDocument();
  });

  it('says who is signed in already', async () => {
    serveIdentity(installFakeApi(), { me: jordan });
    renderWithProviders(<SignInPage />);
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent('You are signed in as Jordan Lee.');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });
});
