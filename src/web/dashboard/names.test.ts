import { describe, expect, it } from 'vitest';
import { avatarInitials, displayName } from './names';

describe('account names', () => {
  it('capitalises each word of a display name', () => {
    expect(displayName('  priya   SHARMA ')).toBe('Priya Sharma');
    expect(displayName('')).toBe('');
  });

  it('takes the avatar letters from the e-mail, upper case', () => {
    expect(avatarInitials('priya.sharma@example.in')).toBe('PS');
    expect(avatarInitials('buyer-3f9a@example.in')).toBe('B3');
    expect(avatarInitials('asha@example.in')).toBe('AS');
    expect(avatarInitials('')).toBe('U');
  });
});
