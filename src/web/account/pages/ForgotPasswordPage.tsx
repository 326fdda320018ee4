import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_CODES } from '../../../shared/account';
import { useSubmission } from '../../app/useSubmission';
import { withQueries } from '../../app/WithQueries';
import { toast } from '../../ui/toast';
import { failureOf, forgotPassword } from '../account-api';
import { AuthLayout, Notice } from '../components/AuthLayout';
import { EMAIL_INPUT, TextField } from '../components/TextField';

/** Forgot password: the e-mail gets a reset link (spec: no client check of the address). */
function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const request = useSubmission({
    mutationFn: forgotPassword,
    onSuccess: (answer, address) => {
      if (answer.responceId === AUTH_CODES.resetRequested) {
        toast.success(answer.responce);
        setSentTo(address);
      } else {
        toast.error('Error: Unable to reset password.');
      }
    },
    onError: (error) => {
      toast.error('An error occurred while resetting the password.');
      // The server's own sentence for what the buyer can fix (an address it cannot take, too many requests).
      const failure = failureOf(error);
      if (failure.message && failure.status !== null && failure.status < 500) setEmptyError(failure.message);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    if (!email.trim()) {
      setEmptyError('Please enter your e-mail.');
      return;
    }
    request.submit(email.trim());
  }

  return (
    <AuthLayout
      title="Forgot Password"
      lead="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      {sentTo && (
        <Notice kind="success">
          <p>
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. It works once and expires in
            30 minutes.
          </p>
          <p>No mail after a few minutes? Check your spam folder, or send it again.</p>
        </Notice>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          id="forgot-email"
          label="Email"
          {...EMAIL_INPUT}
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmptyError(null);
          }}
          error={emptyError}
        />
        <button className="btn btn--block" type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Password Reset'}
        </button>
      </form>
      <p className="auth-alt">
        <Link className="auth-link" to="/login">
          Back to Login
        </Link>
      </p>
    </AuthLayout>
  );
}

export default withQueries(ForgotPasswordPage);
