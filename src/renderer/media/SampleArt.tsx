import { useId } from 'react';
import { sceneFor } from './scenes';

/** A `sample:<subject>` picture: a drawn scene in the invitation's palette. */
export function SampleArt({ subject, alt, className }: { subject: string; alt: string; className: string }) {
  const id = useId().replace(/:/g, '');
  const scene = sceneFor(subject);
  return (
    <svg
      className={`media media--art ${className}`}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={alt || subject}
      data-sample={subject}
    >
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--inv-accent, #d4a017)" stopOpacity="0.28" />
          <stop offset="1" stopColor="var(--inv-secondary, #c2410c)" stopOpacity="0.16" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="var(--inv-bg, #fff8ef)" />
      <rect width="400" height="300" fill={`url(#g${id})`} />
      {scene ? (
        scene()
      ) : (
        <g>
          {Array.from({ length: 12 }, (_, i) => (
            <circle
              key={i}
              cx={200 + Math.cos((i / 12) * Math.PI * 2) * 70}
              cy={150 + Math.sin((i / 12) * Math.PI * 2) * 70}
              r="14"
              fill={i % 2 ? 'var(--inv-accent, #d4a017)' : 'var(--inv-primary, #9b1c31)'}
              opacity="0.7"
            />
          ))}
          <circle cx="200" cy="150" r="36" fill="var(--inv-secondary, #c2410c)" opacity="0.8" />
        </g>
      )}
    </svg>
  );
}
