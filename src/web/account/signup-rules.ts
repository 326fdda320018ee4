/** The signup form's checks and messages (spec section 5), kept apart from the page so they can be tested. */
import { PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../../shared/account';
import { POLICY } from '../../shared/policy';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** OTP input: digits only, cut to 4. */
export function cleanOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, POLICY.otpDigits);
}

/** Phone input: digits only, at most 10 (a pasted +91 or 0 prefix is dropped). */
export function cleanPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local =
    digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0'))
      ? digits.slice(digits.length - 10)
      : digits;
  return local.slice(0, 10);
}

export interface SignupDetails {
  fullName: string;
  phone: string;
  password: string;
  confirm: string;
  agreed: boolean;
}

export type DetailErrors = Partial<Record<keyof SignupDetails, string>>;

export function checkDetails(details: SignupDetails): DetailErrors {
  const errors: DetailErrors = {};
  if (!details.fullName.trim()) errors.fullName = 'Please enter your full name.';
  if (!new RegExp(PHONE_PATTERN).test(details.phone)) errors.phone = 'Phone number must be exactly 10 digits.';
  if (details.password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  else if (details.password !== details.confirm) errors.confirm = 'Passwords do not match';
  if (!details.agreed) errors.agreed = 'You must agree to the terms and conditions.';
  return errors;
}
