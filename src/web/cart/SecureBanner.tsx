import { POLICY } from '../../shared/policy';

/** The cart and payment pages' promise: safe payment and the refund window from the one policy module. */
export function SecureBanner() {
  return (
    <div className="secure-banner" role="note">
      <svg className="secure-banner__icon" viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor" opacity=".15" />
        <path
          d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        <path
          d="m8.5 12 2.5 2.5 4.5-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p>
        <strong>Safe and secure payment.</strong> Full refund within {POLICY.refundWindowHours} hours of purchase if you
        change your mind.
      </p>
    </div>
  );
}
