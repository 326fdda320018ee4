/**
 * The contact form's rules, shared by the form (messages as the visitor types) and the server (which checks
 * the same limits through its route schema).
 */
export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export const CONTACT_LIMITS = {
  nameMax: 100,
  phoneDigits: 10,
  emailMax: 254,
  messageMax: 2000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  phoneRequired: 'Please enter your phone number.',
  phoneDigits: 'Phone number must be exactly 10 digits.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  messageTooLong: `Please keep your message under ${CONTACT_LIMITS.messageMax} characters.`,
  success: "Your information has been received. We'll get back to you shortly.",
  failure: 'try again',
} as const;

/**
 * The ids of the contact form's two notices, which a form posted without script comes back to
 * (/#contact-sent): the page shows the one its address names.
 */
export const CONTACT_FORM_OUTCOME_IDS = { sent: 'contact-sent', failed: 'contact-not-sent' } as const;

/** A pragmatic address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^[0-9]{10}$/;

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

/** Only digits, at most ten: what the phone field keeps of what is typed or pasted. */
export function cleanPhone(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CONTACT_LIMITS.phoneDigits);
}

/** A pasted number may carry the country code or a trunk zero: '+91 98450 12345', '09845012345' -> '9845012345'. */
export function cleanPastedPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, CONTACT_LIMITS.phoneDigits);
}

/** The phone hint shown while typing: from the first digit until the tenth. */
export function phoneHint(phone: string): string | undefined {
  return phone.length >= 1 && phone.length < CONTACT_LIMITS.phoneDigits ? CONTACT_MESSAGES.phoneDigits : undefined;
}

export function validateContact(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  if (!input.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  if (!input.phone) errors.phone = CONTACT_MESSAGES.phoneRequired;
  else if (!PHONE_PATTERN.test(input.phone)) errors.phone = CONTACT_MESSAGES.phoneDigits;
  if (!input.email.trim()) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(input.email.trim()) || input.email.length > CONTACT_LIMITS.emailMax)
    errors.email = CONTACT_MESSAGES.emailInvalid;
  if (input.message.length > CONTACT_LIMITS.messageMax) errors.message = CONTACT_MESSAGES.messageTooLong;
  return errors;
}
