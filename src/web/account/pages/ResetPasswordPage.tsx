import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_CODES, PASSWORD_MIN_LENGTH, splitResetToken } from '../../../shared/account';
import { useSubmission } from '../../app/useSubmission';
import { withQueries } from '../../app/WithQueries';
import { toast } from '../../ui/toast';
import { failureOf, resetPassword } from '../account-api';
import { AuthLayout, Notice } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';

/**
 * Reset password from the mailed link `?token={email}::{token}`. The server sends this page with
 * `Referrer-Policy: no-referrer`; the meta tag covers arriving here inside the app as well.
 */
function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = splitResetToken(params.get('token'));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);

  const reset = useSubmission({
    mutationFn: (typed: { email: string; token: string; password: string }) =>
      resetPassword(typed.email, typed.token, typed.password),
    onSuccess: (answer, typed) => {
      if (answer.responceId === AUTH_CODES.passwordUpdated) {
        toast.success('Password updated successfully!');
        navigate('/login', { replace: true, state: { email: typed.email } });
        return;
      }
      toast.error('Failed to update password.');
    },
    onError: (caught) => {
      const failure = failureOf(caught);
      if (failure.status !== null && failure.status < 500 && failure.message) {
        toast.error('Failed to update password.');
        if (failure.code === AUTH_CODES.invalidResetToken) setLinkProblem(failure.message);
        else setError(failure.message);
      } else {
        toast.error('An error occurred while trying to reset the password. Please try again later.');
      }
    },
  });
  // Updated, the button stays busy until the login page shows.
  const busy = reset.isPending || reset.data?.responceId === AUTH_CODES.passwordUpdated;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!link) {
      toast.error('Invalid token.');
      return;
    }
    if (!password) {
      setError('Please enter a new password.');
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    reset.submit({ email: link.email, token: link.token, password });
  }

  return (
    <AuthLayout
      title="Reset Password"
      lead={
        link ? (
          <>
            Choose a new password for <strong>{link.email}</strong>.
          </>
        ) : (
          'Choose a new password.'
        )
      }
    >
      {!link && (
        <Notice kind="error">
          <p>Invalid token.</p>
          <p>
            Open the link from your e-mail again, or <Link to="/forgotpass">ask for a new one</Link>.
          </p>
        </Notice>
      )}
      {linkProblem && (
        <Notice kind="error">
          <p>{linkProblem}</p>
          <p>
            <Link to="/forgotpass">Send me a new link</Link>
          </p>
        </Notice>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        {link && (
          // Lets a password manager file the new password under the right account.
          <input
            className="visually-hidden"
            type="email"
            autoComplete="username"
            value={link.email}
            readOnly
            tabIndex={-1}
            aria-hidden="true"
          />
        )}
        <PasswordField
          id="reset-password"
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          minLength={PASSWORD_MIN_LENGTH}
          error={error}
        />
        <button className="btn btn--block" type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Reset Password'}
        </button>
      </form>
      <p className="auth-alt">
        Remembered it?{' '}
        <Link className="auth-link" to="/login">
          Back to Login
        </Link>
      </p>
    </AuthLayout>
  );
}

export default withQueries(ResetPasswordPage);
