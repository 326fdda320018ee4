// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '../../../shared/api/routes/account';
import type { AuthEnvelope } from '../../../shared/api/account';
import { call } from '../../app/api';
import { renderPage } from '../../testing/render-page';
import { Toaster } from '../../ui/toast';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';
import SignupPage from './SignupPage';
import { heldAnswer } from '../../testing/held-call';

vi.mock('../../app/api', async (original) => ({
  ...(await original<typeof import('../../app/api')>()),
  call: vi.fn(),
}));
// No mockReset between tests (vitest-dev/vitest#10845): each test counts only the calls it made.
const calls = vi.mocked(call);

/** The next call stays running until the test answers it, so what the form shows meanwhile can be read. */
function holdNextCall() {
  const held = heldAnswer<unknown>();
  calls.mockImplementationOnce(() => held.promise as never);
  return held;
}

const refusal = (status: number, data: object = {}) => ({ isAxiosError: true, response: { status, data } });

function draw(page: React.ReactNode, path: string) {
  render(<Toaster />);
  renderPage(page, { path });
  return userEvent.setup();
}

/** A toast of this test (toasts of the tests before may still be up: they last 3 s). */
const toastSaying = (message: string) => screen.findByText(message, { selector: '.toast' });

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** Two taps on the button before React draws it again; resolves to the button as it reads while busy. */
function doubleTap(name: string, busyName: string) {
  fireEvent.click(button(name));
  fireEvent.click(screen.getByRole('button', { name: (label) => label === name || label === busyName }));
  return screen.findByRole<HTMLButtonElement>('button', { name: busyName });
}

afterEach(cleanup);

describe('the account forms while their call runs', () => {
  it('login: busy and disabled while it runs, the spec notice after a refusal, one call for a double tap', async () => {
    const user = draw(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-words');
    const before = calls.mock.calls.length;
    const held = holdNextCall();

    expect((await doubleTap('Login', 'Logging in...')).disabled).toBe(true);
    expect(calls.mock.calls.slice(before)).toHaveLength(1);
    expect(calls.mock.calls[before]?.[0]).toBe(accountRoutes.logIn);

    held.reject(refusal(401));
    expect(await toastSaying('Invalid credentials. Please try again.')).toBeTruthy();
    expect(button('Login').disabled).toBe(false);
  });

  it("forgot password: 'Sending...' while it runs, the server's sentence after, one call for a double tap", async () => {
    const user = draw(<ForgotPasswordPage />, '/forgotpass');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    const before = calls.mock.calls.length;
    const held = holdNextCall();

    expect((await doubleTap('Password Reset', 'Sending...')).disabled).toBe(true);
    expect(calls.mock.calls.slice(before)).toEqual([
      [accountRoutes.forgotPassword, { body: { email: 'asha@example.com' } }],
    ]);

    held.resolve({ responceId: 'PRRSS', responce: 'A reset link is on its way.' } satisfies AuthEnvelope);
    expect(await toastSaying('A reset link is on its way.')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(button('Password Reset').disabled).toBe(false);
  });

  it("reset password: 'Saving...' while it runs, the spec's failure after, one call for a double tap", async () => {
    const user = draw(<ResetPasswordPage />, '/reset-user-passkey?token=asha@example.com::t0k3n');
    await user.type(screen.getByLabelText('New Password'), 'a-long-new-password');
    const before = calls.mock.calls.length;
    const held = holdNextCall();

    expect((await doubleTap('Reset Password', 'Saving...')).disabled).toBe(true);
    expect(calls.mock.calls.slice(before)).toEqual([
      [
        accountRoutes.resetPassword,
        { body: { email: 'asha@example.com', token: 't0k3n', password: 'a-long-new-password' } },
      ],
    ]);

    held.resolve({ responceId: 'NOPE', responce: '' } satisfies AuthEnvelope);
    expect(await toastSaying('Failed to update password.')).toBeTruthy();
    expect(button('Reset Password').disabled).toBe(false);
  });

  it("signup: 'Sending...' then 'Verifying...' while each code call runs, each sent once for a double tap", async () => {
    const user = draw(<SignupPage />, '/signup');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    const before = calls.mock.calls.length;
    const sending = holdNextCall();

    expect((await doubleTap('Send OTP', 'Sending...')).disabled).toBe(true);
    sending.resolve({ responceId: 'OSS', responce: 'OTP sent to your e-mail.' } satisfies AuthEnvelope);
    expect(await toastSaying('OTP sent to your e-mail.')).toBeTruthy();

    await user.type(screen.getByLabelText('OTP'), '1234');
    const verifying = holdNextCall();
    expect((await doubleTap('Verify OTP', 'Verifying...')).disabled).toBe(true);
    verifying.reject(refusal(400, { responceId: 'OTP_WRONG', responce: 'That code is not right.' }));
    expect(await toastSaying('Error: Unable to verify OTP. Please try again later.')).toBeTruthy();
    expect(screen.getByText('That code is not right.')).toBeTruthy();

    expect(calls.mock.calls.slice(before)).toEqual([
      [accountRoutes.requestOtp, { query: { email: 'asha@example.com' } }],
      [accountRoutes.verifyOtp, { body: { email: 'asha@example.com', otp: '1234' } }],
    ]);
  });
});
