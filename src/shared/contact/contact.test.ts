import { describe, expect, it } from 'vitest';
import { cleanPastedPhone, cleanPhone, CONTACT_MESSAGES, phoneHint, validateContact } from './index';

const valid = { name: 'Asha', phone: '9876543210', email: 'asha@example.in', message: '' };

describe('contact form rules', () => {
  it('accepts a complete form; the message is optional', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, phone and email', () => {
    expect(validateContact({ name: ' ', phone: '', email: '', message: '' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      phone: CONTACT_MESSAGES.phoneRequired,
      email: CONTACT_MESSAGES.emailRequired,
    });
  });

  it('wants exactly ten digits', () => {
    expect(validateContact({ ...valid, phone: '98765' }).phone).toBe('Phone number must be exactly 10 digits.');
    expect(validateContact({ ...valid, phone: '98765432101' }).phone).toBe('Phone number must be exactly 10 digits.');
    expect(validateContact({ ...valid, phone: '98765-4321' }).phone).toBe('Phone number must be exactly 10 digits.');
  });

  it('shows the phone hint while one to nine digits are typed', () => {
    expect(phoneHint('')).toBeUndefined();
    for (let n = 1; n <= 9; n++) expect(phoneHint('9'.repeat(n))).toBe('Phone number must be exactly 10 digits.');
    expect(phoneHint('9876543210')).toBeUndefined();
  });

  it('keeps only ten digits of what is typed or pasted', () => {
    expect(cleanPhone('+91 98765-43210')).toBe('9198765432');
    expect(cleanPhone('98765 43210')).toBe('9876543210');
    expect(cleanPhone('abc')).toBe('');
  });

  it('drops the country code or trunk zero from a pasted number', () => {
    expect(cleanPastedPhone('+91 98450 12345')).toBe('9845012345');
    expect(cleanPastedPhone('919845012345')).toBe('9845012345');
    expect(cleanPastedPhone('098450-12345')).toBe('9845012345');
    expect(cleanPastedPhone('98450 12345')).toBe('9845012345');
    expect(cleanPastedPhone('12345')).toBe('12345');
  });

  it('checks the e-mail address', () => {
    for (const email of ['asha', 'asha@', 'asha@example', 'a sha@example.in', '@example.in']) {
      expect(validateContact({ ...valid, email }).email, email).toBe('Please enter a valid email address.');
    }
    expect(validateContact({ ...valid, email: 'first.last+tag@mail.example.co.in' }).email).toBeUndefined();
  });

  it('limits the message length', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(2001) }).message).toBeDefined();
    expect(validateContact({ ...valid, message: 'x'.repeat(2000) }).message).toBeUndefined();
  });
});
