import { Link } from 'react-router-dom';
import { POLICY } from '../../../shared/policy';

/** The logo: a marigold sun in kumkum and gold, with the product name. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#9b1c31" />
      <g fill="none" stroke="#f5c451" strokeWidth="3" strokeLinecap="round">
        <circle cx="32" cy="32" r="14" />
        <path d="M32 9v7M32 48v7M9 32h7M48 32h7M15.7 15.7l5 5M43.3 43.3l5 5M15.7 48.3l5-5M43.3 20.7l5-5" />
      </g>
      <circle cx="32" cy="32" r="6" fill="#f5c451" />
    </svg>
  );
}

export function BrandLink({ className = 'brand' }: { className?: string }) {
  return (
    <Link to="/" className={className} title={`${POLICY.productName}: home`}>
      <BrandMark />
      <span className="brand__name">
        Utsav <span className="brand__accent">Invites</span>
      </span>
    </Link>
  );
}
