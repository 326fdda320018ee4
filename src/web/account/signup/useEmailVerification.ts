/**
 * Signup step 1: the e-mail is verified with a mailed 4-digit OTP (resend after 30 s). Holds the step's
 * fields and messages, its two calls as mutations (busy while either runs); the spec's messages are shown as toasts and the server's reason under the
 * field.
 */
import { useState } from 'react';
import { AUTH_CODES } from '../../../shared/account';
import { useSubmission } from '../../app/useSubmission';
import { toast } from '../../ui/toast';
import { failureOf, requestOtp, verifyOtp } from '../account-api';
import { useResendCountdown } from '../otp-countdown';
import { isEmail } from '../signup-rules';

export interface EmailVerification {
  email: string;
  setEmail(value: string): void;
  emailError: string | null;
  otpSent: boolean;
  otp: string;
  setOtp(value: string): void;
  otpError: string | null;
  verified: boolean;
  busy: 'send' | 'verify' | null;
  secondsLeft: number;
  send(): void;
  verify(): void;
  /** Back to an editable e-mail (the buyer asked, or the verification ran out). */
  restart(): void;
  /** Submitting before the code is verified: say so, or send the code when none was asked for yet. */
  insistOnVerification(): void;
}

export function useEmailVerification(): EmailVerification {
  const [email, setEmailValue] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otpSent, setOtpSent] = useState(false);
  const [otp, setOtpValue] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const { secondsLeft, start: startCountdown } = useResendCountdown();

  const sending = useSubmission({
    mutationFn: requestOtp,
    onSuccess: (answer) => {
      if (answer.responceId === AUTH_CODES.otpSent) {
        toast.success(answer.responce);
        setOtpSent(true);
        setOtpValue('');
        setOtpError(null);
        startCountdown();
      } else if (answer.responceId === AUTH_CODES.userExists) {
        toast.error('User already exists. Please login.');
        setEmailError('An account already uses this e-mail.');
      } else {
        toast.error('Error sending OTP.');
      }
    },
    onError: (error) => {
      const failure = failureOf(error);
      if (failure.status === null) toast.error('Error: Unable to send OTP. Please try again later.');
      else {
        toast.error('Error sending OTP.');
        if (failure.message) setEmailError(failure.message);
      }
    },
  });

  const verifying = useSubmission({
    mutationFn: (typed: { email: string; otp: string }) => verifyOtp(typed.email, typed.otp),
    onSuccess: (answer) => {
      if (answer.responceId === AUTH_CODES.otpVerified) {
        setVerified(true);
        setOtpError(null);
        toast.success('E-mail verified.');
      } else {
        toast.error('Error: Unable to verify OTP. Please try again later.');
      }
    },
    onError: (error) => {
      toast.error('Error: Unable to verify OTP. Please try again later.');
      const failure = failureOf(error);
      if (failure.message && failure.status !== null && failure.status < 500) setOtpError(failure.message);
    },
  });

  const busy = sending.isPending ? 'send' : verifying.isPending ? 'verify' : null;

  function send() {
    if (busy) return;
    if (!isEmail(email)) {
      setEmailError('Please enter a valid email address.');
      return;
    }
    setEmailError(null);
    sending.submit(email.trim());
  }

  function verify() {
    if (busy) return;
    if (!otp) {
      setOtpError('Please enter the OTP.');
      return;
    }
    if (otp.length !== 4) return;
    verifying.submit({ email: email.trim(), otp });
  }

  function restart() {
    setOtpSent(false);
    setOtpValue('');
    setOtpError(null);
    setVerified(false);
  }

  function insistOnVerification() {
    if (otpSent) {
      setOtpError('Please verify your OTP first.');
      toast.error('Please verify your OTP first.');
    } else send();
  }

  return {
    email,
    setEmail: (value) => {
      setEmailValue(value);
      setEmailError(null);
    },
    emailError,
    otpSent,
    otp,
    setOtp: (value) => {
      setOtpValue(value);
      setOtpError(null);
    },
    otpError,
    verified,
    busy,
    secondsLeft,
    send,
    verify,
    restart,
    insistOnVerification,
  };
}
