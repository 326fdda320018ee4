import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_CODES, PASSWORD_MIN_LENGTH } from '../../../shared/account';
import { toast } from '../../ui/toast';
import { failureOf, requestOtp, signUp, verifyOtp } from '../account-api';
import { AuthLayout, Notice } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';
import { EMAIL_INPUT, TextField } from '../components/TextField';
import { useResendCountdown } from '../otp-countdown';
import { checkDetails, cleanOtp, cleanPhone, isEmail, type DetailErrors, type SignupDetails } from '../signup-rules';

/**
 * Signup on one screen: step 1 verifies the e-mail with a mailed 4-digit OTP (resend after 30 s), step 2
 * takes the details. Messages are the spec's; the server's own reason is shown under the field as well.
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otpSent, setOtpSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | 'signup' | null>(null);
  const [details, setDetails] = useState<SignupDetails>({
    fullName: '',
    phone: '',
    password: '',
    confirm: '',
    agreed: false,
  });
  const [errors, setErrors] = useState<DetailErrors>({});
  const [formNote, setFormNote] = useState<string | null>(null);
  const { secondsLeft, start: startCountdown } = useResendCountdown();
  const otpRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (otpSent && !verified) otpRef.current?.focus();
  }, [otpSent, verified]);
  useEffect(() => {
    if (verified) nameRef.current?.focus();
  }, [verified]);

  const update = <K extends keyof SignupDetails>(key: K, value: SignupDetails[K]) => {
    setDetails((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function send() {
    if (busy) return;
    if (!isEmail(email)) {
      setEmailError('Please enter a valid email address.');
      return;
    }
    setEmailError(null);
    setBusy('send');
    try {
      const answer = await requestOtp(email.trim());
      if (answer.responceId === AUTH_CODES.otpSent) {
        toast.success(answer.responce);
        setOtpSent(true);
        setOtp('');
        setOtpError(null);
        startCountdown();
      } else if (answer.responceId === AUTH_CODES.userExists) {
        toast.error('User already exists. Please login.');
        setEmailError('An account already uses this e-mail.');
      } else {
        toast.error('Error sending OTP.');
      }
    } catch (error) {
      const failure = failureOf(error);
      if (failure.status === null) toast.error('Error: Unable to send OTP. Please try again later.');
      else {
        toast.error('Error sending OTP.');
        if (failure.message) setEmailError(failure.message);
      }
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    if (busy) return;
    if (!otp) {
      setOtpError('Please enter the OTP.');
      return;
    }
    if (otp.length !== 4) return;
    setBusy('verify');
    try {
      const answer = await verifyOtp(email.trim(), otp);
      if (answer.responceId === AUTH_CODES.otpVerified) {
        setVerified(true);
        setOtpError(null);
        toast.success('E-mail verified.');
      } else {
        toast.error('Error: Unable to verify OTP. Please try again later.');
      }
    } catch (error) {
      toast.error('Error: Unable to verify OTP. Please try again later.');
      const failure = failureOf(error);
      if (failure.message && failure.status !== null && failure.status < 500) setOtpError(failure.message);
    } finally {
      setBusy(null);
    }
  }

  function onOtpKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void verify();
  }

  function changeEmail() {
    setOtpSent(false);
    setOtp('');
    setOtpError(null);
    setVerified(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!verified) {
      if (otpSent) {
        setOtpError('Please verify your OTP first.');
        toast.error('Please verify your OTP first.');
      } else void send();
      return;
    }
    const found = checkDetails(details);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`signup-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy('signup');
    setFormNote(null);
    try {
      const answer = await signUp({
        email: email.trim(),
        password: details.password,
        full_name: details.fullName.trim(),
        phone: details.phone,
        role: 'user',
      });
      if (answer.responceId === AUTH_CODES.signedUp) {
        toast.warning(answer.responce);
        navigate('/login', { state: { email: email.trim() } });
      } else if (answer.responceId === AUTH_CODES.userExists) {
        toast.error(answer.responce);
      } else {
        toast.success('Signup successful!');
        navigate('/login', { state: { email: email.trim() } });
      }
    } catch (error) {
      const failure = failureOf(error);
      toast.error('Error signing up. Please try again.');
      if (failure.code === AUTH_CODES.otpNotVerified) {
        // The verification ran out (30 minutes): verify again.
        changeEmail();
      }
      if (failure.message && failure.status !== null && failure.status < 500) setFormNote(failure.message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <AuthLayout title="Sign Up" lead="Create your account in two quick steps.">
      <ol className="auth-steps">
        <li aria-current={verified ? undefined : 'step'} className={verified ? 'is-done' : undefined}>
          <span aria-hidden="true">{verified ? '✓' : '1'}</span> Verify e-mail
        </li>
        <li aria-current={verified ? 'step' : undefined}>
          <span aria-hidden="true">2</span> Your details
        </li>
      </ol>
      {formNote && <Notice kind="error">{formNote}</Notice>}
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          id="signup-email"
          label="Email"
          {...EMAIL_INPUT}
          autoComplete="email"
          value={email}
          readOnly={otpSent}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
          error={emailError}
          hint={
            otpSent && !verified ? (
              <button type="button" className="link-button" onClick={changeEmail}>
                Change e-mail
              </button>
            ) : undefined
          }
        />

        {!verified &&
          (secondsLeft > 0 ? (
            <p className="otp-resend" aria-live="polite">
              Resend OTP in {secondsLeft} secs
            </p>
          ) : (
            <button
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => void send()}
              disabled={busy === 'send'}
            >
              {busy === 'send' ? 'Sending...' : 'Send OTP'}
            </button>
          ))}

        {otpSent && !verified && (
          <TextField
            id="signup-otp"
            label="OTP"
            className="otp-field"
            inputRef={otpRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            placeholder="••••"
            value={otp}
            onChange={(event) => {
              setOtp(cleanOtp(event.target.value));
              setOtpError(null);
            }}
            onKeyDown={onOtpKey}
            error={otpError}
            hint={`Enter the 4-digit code sent to ${email.trim()}. Check your spam folder if it is not in your inbox.`}
            addon={
              <button
                type="button"
                className="btn"
                onClick={() => void verify()}
                disabled={otp.length !== 4 || busy === 'verify'}
              >
                {busy === 'verify' ? 'Verifying...' : 'Verify OTP'}
              </button>
            }
          />
        )}

        {verified && (
          <p className="verified-badge" role="status">
            ✓ E-mail verified
          </p>
        )}
        <hr className="auth-divider" />
        <fieldset
          className="auth-step2"
          disabled={!verified}
          aria-describedby={verified ? undefined : 'signup-step2-hint'}
        >
          <legend className="visually-hidden">Your details</legend>
          {!verified && (
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
        <button className="btn btn--block" type="submit" disabled={busy === 'signup'}>
          {busy === 'signup' ? 'Signing up...' : 'Sign Up'}
        </button>
      </form>
      <p className="auth-alt">
        Already have an account?{' '}
        <Link className="auth-link" to="/login">
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
