import { useEffect, useRef, type KeyboardEvent } from 'react';
import { EMAIL_INPUT, TextField } from '../components/TextField';
import { cleanOtp } from '../signup-rules';
import type { EmailVerification } from './useEmailVerification';

/** Signup step 1 on screen: the e-mail, Send OTP (or the resend countdown), the code and Verify OTP. */
export function VerifyEmailStep({ step }: { step: EmailVerification }) {
  const otpRef = useRef<HTMLInputElement>(null);
  const { email, otpSent, verified, otp, busy, secondsLeft } = step;

  useEffect(() => {
    if (otpSent && !verified) otpRef.current?.focus();
  }, [otpSent, verified]);

  function onOtpKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step.verify();
  }

  return (
    <>
      <TextField
        id="signup-email"
        label="Email"
        {...EMAIL_INPUT}
        autoComplete="email"
        value={email}
        readOnly={otpSent}
        onChange={(event) => step.setEmail(event.target.value)}
        error={step.emailError}
        hint={
          otpSent && !verified ? (
            <button type="button" className="link-button" onClick={step.restart}>
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
          <button type="button" className="btn btn--ghost btn--block" onClick={step.send} disabled={busy === 'send'}>
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
          onChange={(event) => step.setOtp(cleanOtp(event.target.value))}
          onKeyDown={onOtpKey}
          error={step.otpError}
          hint={`Enter the 4-digit code sent to ${email.trim()}. Check your spam folder if it is not in your inbox.`}
          addon={
            <button
              type="button"
              className="btn"
              onClick={step.verify}
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
    </>
  );
}
