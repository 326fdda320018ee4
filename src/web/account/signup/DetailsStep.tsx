import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../shared/account';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { cleanPhone, type DetailErrors, type SignupDetails } from '../signup-rules';

/** Signup step 2: name, phone, password twice and the terms; disabled until the e-mail is verified. */
export function DetailsStep({
  enabled,
  details,
  errors,
  update,
}: {
  enabled: boolean;
  details: SignupDetails;
  errors: DetailErrors;
  update: <K extends keyof SignupDetails>(key: K, value: SignupDetails[K]) => void;
}) {
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (enabled) nameRef.current?.focus();
  }, [enabled]);

  return (
    <fieldset className="auth-step2" disabled={!enabled} aria-describedby={enabled ? undefined : 'signup-step2-hint'}>
      <legend className="visually-hidden">Your details</legend>
      {!enabled && (
        <p className="field-hint auth-step2__hint" id="signup-step2-hint">
          Verify your e-mail to fill in your details.
        </p>
      )}
      <TextField
        id="signup-fullName"
        label="Full Name"
        inputRef={nameRef}
        autoComplete="name"
        value={details.fullName}
        onChange={(event) => update('fullName', event.target.value)}
        error={errors.fullName}
        maxLength={100}
      />
      <TextField
        id="signup-phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        value={details.phone}
        onChange={(event) => update('phone', cleanPhone(event.target.value))}
        error={errors.phone}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        value={details.password}
        onChange={(value) => update('password', value)}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.password}
      />
      <PasswordField
        id="signup-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        value={details.confirm}
        onChange={(value) => update('confirm', value)}
        error={errors.confirm}
      />
      <div className="auth-check">
        <input
          id="signup-agreed"
          type="checkbox"
          checked={details.agreed}
          onChange={(event) => update('agreed', event.target.checked)}
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? 'signup-agreed-error' : undefined}
        />
        <label htmlFor="signup-agreed">
          I agree to the{' '}
          <Link to="/terms" target="_blank" rel="noopener">
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      {errors.agreed && (
        <p className="field-error" id="signup-agreed-error" role="alert">
          {errors.agreed}
        </p>
      )}
    </fieldset>
  );
}
