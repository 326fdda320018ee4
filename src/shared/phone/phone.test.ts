import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, toE164 } from '.';

describe('toE164', () => {
  it.each(['98765 43210', '098765-43210', '+91 98765 43210', '+91-9876543210', '919876543210', ' 9876543210 '])(
    'reads the Indian mobile %s as +919876543210',
    (typed) => expect(toE164(typed)).toBe('+919876543210'),
  );

  it('keeps a number of another country given with its code', () => {
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
  });

  it.each(['', '12345', 'not a number', '+91 00000 00000', '9'.repeat(50)])('refuses %j', (typed) => {
    expect(toE164(typed)).toBeNull();
  });

  it('gives the digits a wa.me link takes', () => {
    expect(phoneDigits('+919876543210')).toBe('919876543210');
  });
});

describe('formatPhone', () => {
  it.each([
    ['+919876543210', '+91 98765 43210'],
    ['+918040001234', '+91 80 4000 1234'],
    ['+14155552671', '+1 415 555 2671'],
    ['+447911123456', '+44 7911 123456'],
  ])('shows %s as %s', (stored, shown) => expect(formatPhone(stored)).toBe(shown));

  it('shows what it cannot read as it is', () => {
    for (const stored of ['', 'not a number', '+9198765', '9'.repeat(50)]) expect(formatPhone(stored)).toBe(stored);
  });
});
