import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import SignInPage, { safeNextPath } from './signin';

const SEND = '/api/auth/email-otp/send-verification-otp';
const VERIFY = '/api/auth/sign-in/email-otp';
const jordan = buildUser({ fullName: 'Jordan Lee', email: 'jordan@example.com' });

function serveSignIn() {
  const api = installFakeApi().post(SEND, answer({ success: true }));
  serveIdentity(api, { me: jordan });
  return api;
}

async function askForCode(user: ReturnType<typeof renderWithProviders>['user'], email = 'jordan@example.com') {
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), email);
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent(email);
}

describe('SignInPage', () => {
  it('mails a code, takes it, and goes to the profile', async () => {
    const api = serveSignIn().post(VERIFY, answer({ token: 'x', user: { id: jordan.id } }));
    const { user, location } = renderWithProviders(<SignInPage />, { path: '/signin' });
    await askForCode(user);
    expect(api.callsTo('POST', SEND)[0]?.body).toEqual({ email: 'jordan@example.com', type: 'sign-in' });

    await user.type(screen.getByLabelText(/Sign-in code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => location.history?.at(-1)).toBe(`/profile/${jordan.id}`);
    expect(api.callsTo('POST', VERIFY)[0]?.body).toEqual({ email: 'jordan@example.com', otp: '123456' });
  });

  it("shows the server's sentence under the code field for a wrong or dead code", async () => {
    serveSignIn().post(
      VERIFY,
      apiError(400, {
        message: 'That code is not right: check the mail or ask for a new one',
        code: 'invalid_sign_in_code',
      }),
    );
    const { user, location } = renderWithProviders(<SignInPage />, { path: '/signin' });
    await askForCode(user);
    await user.type(screen.getByLabelText(/Sign-in code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right: check the mail or ask for a new one')).toBeInTheDocument();
    expect(screen.getByLabelText(/Sign-in code/)).toHaveAttribute('aria-invalid', 'true');
    expect(location.history?.at(-1)).toBe('/signin');
  });

  it('checks the code has six digits before sending it', async () => {
    const api = serveSignIn();
    const { user } = renderWithProviders(<SignInPage />, { path: '/signin' });
    await askForCode(user);
    await user.type(screen.getByLabelText(/Sign-in code/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6 digits from the mail')).toBeInTheDocument();
    expect(api.callsTo('POST', VERIFY)).toHaveLength(0);
  });

  it('goes to the ?next= path after signing in, with the ?email= filled in', async () => {
    serveSignIn().post(VERIFY, answer({ token: 'x', user: { id: jordan.id } }));
    const { user, location } = renderWithProviders(<SignInPage />, {
      path: '/signin?next=%2Finvite%2Fabc&email=jordan%40example.com',
    });
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText(/Sign-in code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => location.history?.at(-1)).toBe('/invite/abc');
  });

  it('follows only paths on this site after signing in', () => {
    expect(safeNextPath('/invite/abc')).toBe('/invite/abc');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
