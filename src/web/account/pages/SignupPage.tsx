import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_CODES } from '../../../shared/account';
import type { SignupRequest } from '../../../shared/api/account';
import { useSubmission } from '../../app/useSubmission';
import { withQueries } from '../../app/WithQueries';
import { toast } from '../../ui/toast';
import { failureOf, signUp } from '../account-api';
import { AuthLayout, Notice } from '../components/AuthLayout';
import { DetailsStep } from '../signup/DetailsStep';
import { useEmailVerification } from '../signup/useEmailVerification';
import { VerifyEmailStep } from '../signup/VerifyEmailStep';
import { checkDetails, type DetailErrors, type SignupDetails } from '../signup-rules';

const NO_DETAILS: SignupDetails = { fullName: '', phone: '', password: '', confirm: '', agreed: false };

/**
 * Signup on one screen: step 1 verifies the e-mail with a mailed 4-digit OTP (resend after 30 s), step 2
 * takes the details. Messages are the spec's; the server's own reason is shown under the field as well.
 */
function SignupPage() {
  const navigate = useNavigate();
  const verification = useEmailVerification();
  const [details, setDetails] = useState<SignupDetails>(NO_DETAILS);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [formNote, setFormNote] = useState<string | null>(null);
  const { verified } = verification;

  const update = <K extends keyof SignupDetails>(key: K, value: SignupDetails[K]) => {
    setDetails((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const signup = useSubmission({
    mutationFn: (request: SignupRequest) => signUp(request),
    onSuccess: (answer, { email }) => {
      if (answer.responceId === AUTH_CODES.signedUp) {
        toast.warning(answer.responce);
        navigate('/login', { state: { email } });
      } else if (answer.responceId === AUTH_CODES.userExists) {
        toast.error(answer.responce);
      } else {
        toast.success('Signup successful!');
        navigate('/login', { state: { email } });
      }
    },
    onError: (error) => {
      const failure = failureOf(error);
      toast.error('Error signing up. Please try again.');
      // The verification ran out (30 minutes): verify again.
      if (failure.code === AUTH_CODES.otpNotVerified) verification.restart();
      if (failure.message && failure.status !== null && failure.status < 500) setFormNote(failure.message);
    },
  });
  const signingUp = signup.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verification.busy || signingUp) return;
    if (!verified) {
      verification.insistOnVerification();
      return;
    }
    const found = checkDetails(details);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`signup-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setFormNote(null);
    signup.submit({
      email: verification.email.trim(),
      password: details.password,
      full_name: details.fullName.trim(),
      phone: details.phone,
      role: 'user',
    });
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
        <VerifyEmailStep step={verification} />
        <hr className="auth-divider" />
        <DetailsStep enabled={verified} details={details} errors={errors} update={update} />
        <button className="btn btn--block" type="submit" disabled={signingUp}>
          {signingUp ? 'Signing up...' : 'Sign Up'}
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

export default withQueries(SignupPage);
