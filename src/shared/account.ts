/**
 * Account rules both sides apply at run time: the response codes of the account calls, the limits of their
 * fields, and the reset link's token format. (The calls' schemas are in api/account.ts, which the web app
 * imports only as types.)
 */

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
  /** The mail server refused the address for good: "This e-mail address cannot receive mail." */
  mailboxRefused: 'MAILBOX_REFUSED',
  /** The admin disabled the account: the right password is answered with this, and no token. */
  accountDisabled: 'ACCOUNT_DISABLED',
  emailChangeRefused: 'EMAIL_CHANGE_REFUSED',
  /** The session was ended on the server (POST /rest/api/logout). */
  loggedOut: 'LOGGED_OUT',
} as const;

/** What a disabled account's owner is told after typing the right password. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Please contact support.';

export type AuthCode = (typeof AUTH_CODES)[keyof typeof AUTH_CODES];

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt is deliberately slow; an upper bound keeps a huge password from being a cheap attack. */
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** An Indian mobile number without the country code. */
export const PHONE_PATTERN = '^[0-9]{10}$';
export const OTP_PATTERN = '^[0-9]{4}$';

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

/** Signup's answer (400) when the mail server refuses the address for good (5xx to RCPT TO). */
export const MAILBOX_REFUSED = 'This e-mail address cannot receive mail.';
