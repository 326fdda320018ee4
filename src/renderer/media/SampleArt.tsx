import { use, useId } from 'react';
import { sceneFor, sceneKey } from './scenes';
import { SampleArtFiles, sampleArtUrl } from './sample-art-files';

/**
 * What a `sample:<subject>` picture draws in its 400 x 300 box, painted with the invitation's CSS colour
 * variables: inline in a page, or in the file the server draws once per subject and palette.
 */
export function SampleArtDrawing({ subject, gradientId }: { subject: string; gradientId: string }) {
  const scene = sceneFor(subject);
  return (
    <>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--inv-accent, #d4a017)" stopOpacity="0.28" />
          <stop offset="1" stopColor="var(--inv-secondary, #c2410c)" stopOpacity="0.16" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="var(--inv-bg, #fff8ef)" />
      <rect width="400" height="300" fill={`url(#${gradientId})`} />
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
    </>
  );
}

/**
 * A `sample:<subject>` picture: a drawn scene in the invitation's palette. On the guest page (inside
 * `SampleArtFiles`) a picture below the cover is an image of the server's drawing, fetched once and kept by the
 * browser: drawn inline, each scene was a hundred-odd SVG elements for a phone to style and lay out. The cover's
 * picture (eager) stays inline, so the first paint needs no request.
 */
export function SampleArt({
  subject,
  alt,
  className,
  eager = false,
}: {
  subject: string;
  alt: string;
  className: string;
  eager?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const palette = use(SampleArtFiles);
  const key = sceneKey(subject);
  const src = palette && key && !eager ? sampleArtUrl(key, palette) : null;
  if (src) {
    return (
      <img
        className={`media media--art ${className}`}
        src={src}
        alt={alt || subject}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        data-sample={subject}
      />
    );
  }
  return (
    <svg
      className={`media media--art ${className}`}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={alt || subject}
      data-sample={subject}
    >
      <SampleArtDrawing subject={subject} gradientId={`g${id}`} />
    </svg>
  );
}
