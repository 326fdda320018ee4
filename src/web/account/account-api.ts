/** The account calls of the spec (section 7), through the one HTTP client. */
import type { AuthEnvelope, SignupRequest } from '../../shared/api/account';
import { accountRoutes as routes } from '../../shared/api/routes/account';
import { call, isHttpError } from '../app/api';

/** UTF-8 safe Basic credentials (btoa alone fails on non-Latin-1 passwords). */
function basicCredentials(email: string, password: string): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

export const requestOtp = (email: string) => call(routes.requestOtp, { query: { email } });

export const verifyOtp = (email: string, otp: string) => call(routes.verifyOtp, { body: { email, otp } });

export const signUp = (request: SignupRequest) => call(routes.signUp, { body: request });

/** Basic header and JSON body, a requested-with marker, no cookies (spec section 7). */
export const logIn = (email: string, password: string) =>
  call(routes.logIn, {
    body: { email, password },
    config: {
      headers: { Authorization: basicCredentials(email, password), 'X-Requested-With': 'XMLHttpRequest' },
      withCredentials: false,
    },
  });

export const forgotPassword = (email: string) => call(routes.forgotPassword, { body: { email } });

export const resetPassword = (email: string, token: string, password: string) =>
  call(routes.resetPassword, { body: { email, token, password } });

/** What a failed call said: the HTTP status (null when the server was not reached), its code and message. */
export interface CallFailure {
  status: number | null;
  code?: string;
  message?: string;
}

export function failureOf(error: unknown): CallFailure {
  if (isHttpError(error) && error.response) {
    const data = error.response.data as Partial<AuthEnvelope> & { message?: string };
    return {
      status: error.response.status,
      code: typeof data?.responceId === 'string' ? data.responceId : undefined,
      message: data?.responce ?? data?.message,
    };
  }
  return { status: null };
}
