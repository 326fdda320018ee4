import { describe, expect, it } from 'vitest';
import { joinResetToken, splitResetToken } from '../../shared/account';
import { pageAfterLogin, safeFrom } from './next-page';
import { ACTIVE_WITHIN_MS, REFRESH_BEFORE_MS, shouldRefresh } from '../app/session-keeper';
import { checkDetails, cleanOtp, cleanPhone, isEmail } from './signup-rules';
import { localExpiry } from '../app/token-expiry';

describe('the page after login', () => {
  it('goes to /usercart with a cart or a picked template, else /temp', () => {
    expect(pageAfterLogin({ cartListLength: 1, hasSelectedTemplate: false })).toBe('/usercart');
    expect(pageAfterLogin({ cartListLength: 0, hasSelectedTemplate: true })).toBe('/usercart');
    expect(pageAfterLogin({ cartListLength: 0, hasSelectedTemplate: false })).toBe('/temp');
  });

  it('returns to the page a forced re-login came from', () => {
    expect(pageAfterLogin({ from: '/Coustomise?id=wed001', cartListLength: 1, hasSelectedTemplate: true })).toBe(
      '/Coustomise?id=wed001',
    );
  });

  it('never returns to another site or to an account page', () => {
    for (const from of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login?from=/dash',
      '/signup',
    ]) {
      expect(safeFrom(from)).toBeNull();
    }
    expect(pageAfterLogin({ from: '//evil.example', cartListLength: 0, hasSelectedTemplate: false })).toBe('/temp');
  });
});

describe('signup form rules', () => {
  it('keeps only 4 digits of an OTP', () => {
    expect(cleanOtp('12a3 4567')).toBe('1234');
    expect(cleanOtp('ab')).toBe('');
  });

  it('keeps a 10-digit phone number, dropping a pasted country code', () => {
    expect(cleanPhone('+91 98450 12345')).toBe('9845012345');
    expect(cleanPhone('09845012345')).toBe('9845012345');
    expect(cleanPhone('98450')).toBe('98450');
  });

  it('checks e-mails loosely', () => {
    expect(isEmail(' asha@example.in ')).toBe(true);
    expect(isEmail('asha@example')).toBe(false);
    expect(isEmail('asha example.in')).toBe(false);
  });

  it("gives the spec's messages", () => {
    const ok = { fullName: 'Asha', phone: '9845012345', password: 'long enough', confirm: 'long enough', agreed: true };
    expect(checkDetails(ok)).toEqual({});
    expect(checkDetails({ ...ok, confirm: 'other one!' }).confirm).toBe('Passwords do not match');
    expect(checkDetails({ ...ok, agreed: false }).agreed).toBe('You must agree to the terms and conditions.');
    expect(checkDetails({ ...ok, phone: '98450' }).phone).toBe('Phone number must be exactly 10 digits.');
    expect(checkDetails({ ...ok, password: 'short7!', confirm: 'short7!' }).password).toBe(
      'Password must be at least 8 characters.',
    );
    expect(checkDetails({ ...ok, fullName: '  ' }).fullName).toBeTruthy();
  });
});

describe('session refresh decision', () => {
  const now = 1_000_000_000;
  it('refreshes an active user whose token has less than 5 minutes left', () => {
    expect(shouldRefresh({ token: 't', expiresAt: now + REFRESH_BEFORE_MS - 1 }, now, now - 1000)).toBe(true);
  });
  it('leaves a fresh token alone', () => {
    expect(shouldRefresh({ token: 't', expiresAt: now + REFRESH_BEFORE_MS + 1000 }, now, now)).toBe(false);
  });
  it('lets an idle user expire', () => {
    expect(shouldRefresh({ token: 't', expiresAt: now + 60_000 }, now, now - ACTIVE_WITHIN_MS - 1)).toBe(false);
  });
  it('cannot refresh an expired token', () => {
    expect(shouldRefresh({ token: 't', expiresAt: now - 1 }, now, now)).toBe(false);
  });
});

describe('token expiry on this device', () => {
  const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
  it("uses the token's lifetime from this device's now, whatever the server clock says", () => {
    const now = Date.UTC(2027, 0, 1);
    const serverSaysExpiry = now - 3_600_000; // a device clock an hour ahead of the server
    expect(localExpiry(jwt({ iat: 100, exp: 700 }), serverSaysExpiry, now)).toBe(now + 600_000 - 5_000);
  });
  it("falls back to the server's expiry for an unreadable token", () => {
    expect(localExpiry('not-a-jwt', 42, 0)).toBe(42);
  });
});

describe('reset link token', () => {
  it('splits {email}::{token} at the last separator', () => {
    expect(splitResetToken(joinResetToken('a+b@example.in', 'Zm9v_-x'))).toEqual({
      email: 'a+b@example.in',
      token: 'Zm9v_-x',
    });
    expect(splitResetToken('no-separator')).toBeNull();
    expect(splitResetToken('::token')).toBeNull();
    expect(splitResetToken(null)).toBeNull();
  });
});
