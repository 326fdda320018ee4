import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { clearSessionEndedFlag, saveSession, sessionAtom, sessionEndedByItself } from '../../app/session';
import { readSelectedTemplate } from '../../selected-template';
import { useSubmission } from '../../app/useSubmission';
import { withQueries } from '../../app/WithQueries';
import { toast } from '../../ui/toast';
import { AUTH_CODES } from '../../../shared/account';
import { failureOf, logIn } from '../account-api';
import { AuthLayout, Notice } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';
import { EMAIL_INPUT, TextField } from '../components/TextField';
import { pageAfterLogin, safeFrom } from '../next-page';
import { localExpiry } from '../../app/token-expiry';

/** Login (spec: email, password with show/hide, Forgot Password, Sign Up; no client checks). */
function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = safeFrom(params.get('from'));
  const session = useAtomValue(sessionAtom);
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [sessionEnded] = useState(sessionEndedByItself);
  useEffect(clearSessionEndedFlag, []);
  const [loggedIn, setLoggedIn] = useState(false);
  const login = useSubmission({
    mutationFn: (typed: { email: string; password: string }) => logIn(typed.email, typed.password),
    onSuccess: (answer) => {
      setLoggedIn(true);
      saveSession({
        token: answer.responce,
        expiresAt: localExpiry(answer.responce, answer.accessTokenExpiration),
        email: answer.email,
        fullName: answer.fullName,
      });
      toast.success('Login successful!');
      const cartList = answer.responceId?.inCartDtoList ?? [];
      navigate(
        pageAfterLogin({
          from,
          cartListLength: cartList.length,
          hasSelectedTemplate: Boolean(readSelectedTemplate()),
          role: answer.role,
        }),
        {
          replace: true,
        },
      );
    },
    onError: (error) => {
      const failure = failureOf(error);
      // Throttling and a disabled account say what to do next; anything else is the spec's one notice.
      if ((failure.status === 429 || failure.code === AUTH_CODES.accountDisabled) && failure.message)
        toast.error(failure.message);
      else if (failure.status === null)
        toast.error('Unable to reach the server. Please check your connection and try again.');
      else toast.error('Invalid credentials. Please try again.');
    },
  });
  // Signed in, the button stays busy until the next page shows: a second tap meanwhile would log in again.
  const busy = login.isPending || loggedIn;

  // Already signed in (another tab, the back button): nothing to do here.
  if (session && !loggedIn && !busy) return <Navigate to={from ?? '/dash'} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    login.submit({ email: email.trim(), password });
  }

  return (
    <AuthLayout title="Login" lead="Welcome back! Log in to continue with your invitation.">
      {sessionEnded ? (
        <Notice kind="warning">Your session has ended. Log in again to continue where you left off.</Notice>
      ) : (
        from && <Notice kind="info">Please log in to continue.</Notice>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          id="login-email"
          label="Email"
          {...EMAIL_INPUT}
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id="login-password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <div className="auth-row-between">
          <span />
          <Link className="auth-link" to="/forgotpass">
            Forgot Password
          </Link>
        </div>
        <button className="btn btn--block" type="submit" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
      </form>
      <p className="auth-alt">
        Don&apos;t have an account?{' '}
        <Link className="auth-link" to="/signup">
          Sign Up
        </Link>
      </p>
    </AuthLayout>
  );
}

export default withQueries(LoginPage);
