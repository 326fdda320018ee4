/** Wire shapes of the account calls (spec section 7), shared by server and web. */
import type { OrderedItem } from './orders';

/** Response codes in `responceId`, with the meaning the spec gives them. */
export const AUTH_CODES = {
  /** OTP sent. */
  otpSent: 'OSS',
  /** User already exists (OTP send and signup). */
  userExists: 'UE',
  /** OTP verified: the signup details may follow. */
  otpVerified: 'OVS',
  /** New user signed up. */
  signedUp: 'NUSS',
  /** Password reset requested (answered whether or not the e-mail has an account). */
  resetRequested: 'PRRSS',
  /** Password updated through a reset link. */
  passwordUpdated: 'PUSS',
  /** Profile updated. */
  profileUpdated: 'UPSS',
  // Failures the spec leaves unnamed; the client shows the spec's generic notice and can show `responce` too.
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpLocked: 'OTP_LOCKED',
  otpNotVerified: 'OTP_NOT_VERIFIED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** The session reached its maximum age (SESSION_MAX_HOURS): log in again. */
  sessionTooOld: 'SESSION_TOO_OLD',
  invalidResetToken: 'INVALID_TOKEN',
  mailFailed: 'MAIL_FAILED',
  emailChangeRefused: 'EMAIL_CHANGE_REFUSED',
} as const;

export type AuthCode = (typeof AUTH_CODES)[keyof typeof AUTH_CODES];

/** The spec's envelope: a message and a code. */
export interface AuthEnvelope {
  responce: string;
  responceId: AuthCode;
}

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt is deliberately slow; an upper bound keeps a huge password from being a cheap attack. */
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** An Indian mobile number without the country code. */
export const PHONE_PATTERN = '^[0-9]{10}$';
export const OTP_PATTERN = '^[0-9]{4}$';

export interface SignupRequest {
  email: string;
  password: string;
  full_name: string;
  phone: string;
  role: 'user';
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** Where a fresh session is described: login and refresh answers. */
export interface SessionFields {
  /** Epoch milliseconds when the access token expires (stored as accessTokenExpiration). */
  accessTokenExpiration: number;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
}

/** POST /rest/api/login: `responce` is the access token. */
export interface LoginResponse extends SessionFields {
  responce: string;
  responceId: { inCartDtoList: OrderedItem[] };
}

/** POST /rest/api/refresh-token: `responce` is the new access token. */
export interface RefreshResponse extends SessionFields {
  responce: string;
  responceId: 'OK';
}

/** GET /rest/api/user_details */
export interface UserDetails {
  name: string;
  email: string;
  number: string;
}

/** PUT /rest/api/update_user */
export interface UpdateUserRequest {
  firstName: string;
  email: string;
  phoneNumber: string;
}

/** The reset link's `token` query value: `{email}::{token}`. */
export function joinResetToken(email: string, token: string): string {
  return `${email}::${token}`;
}

/** Splits `{email}::{token}`; the random part never holds a colon, so the last `::` is the separator. */
export function splitResetToken(value: string | null | undefined): { email: string; token: string } | null {
  if (!value) return null;
  const at = value.lastIndexOf('::');
  if (at <= 0) return null;
  const email = value.slice(0, at).trim();
  const token = value.slice(at + 2).trim();
  return email && token ? { email, token } : null;
}
