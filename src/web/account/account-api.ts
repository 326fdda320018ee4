/** The account calls of the spec (section 7), through the one HTTP client. */
import type { AuthEnvelope, LoginResponse, SignupRequest } from '../../shared/api/account';
import { api, isHttpError } from '../app/api';

/** UTF-8 safe Basic credentials (btoa alone fails on non-Latin-1 passwords). */
function basicCredentials(email: string, password: string): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

export async function requestOtp(email: string): Promise<AuthEnvelope> {
  const { data } = await api.get<AuthEnvelope>('/rest/api/send-verify-otp', { params: { email } });
  return data;
}

export async function verifyOtp(email: string, otp: string): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/rest/api/verify-user', { email, otp });
  return data;
}

export async function signUp(request: SignupRequest): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/rest/api/signup', request);
  return data;
}

/** Basic header and JSON body, a requested-with marker, no cookies (spec section 7). */
export async function logIn(email: string, password: string): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>(
    '/rest/api/login',
    { email, password },
    {
      headers: { Authorization: basicCredentials(email, password), 'X-Requested-With': 'XMLHttpRequest' },
      withCredentials: false,
    },
  );
  return data;
}

export async function forgotPassword(email: string): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/rest/api/forgot-password', { email });
  return data;
}

export async function resetPassword(email: string, token: string, password: string): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/rest/api/reset-forgot-password', { email, token, password });
  return data;
}

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
