import { useEffect, useId, useState } from 'react';
import { downloadUrl, fetchWithToken, sampleSubject } from './media-url';
import { sceneFor } from './scenes';
import './media.css';

interface MediaImageProps {
  /** A stored file name or `sample:<subject>`. */
  value: string;
  /** What the picture shows, for screen readers ('' when decorative). */
  alt: string;
  className?: string;
  /** Load at once (the cover) instead of when scrolled near. */
  eager?: boolean;
}

/** One picture of the invitation: a drawn scene for sample content, the uploaded file otherwise. */
export function MediaImage({ value, alt, className = '', eager }: MediaImageProps) {
  const subject = sampleSubject(value);
  if (subject !== null) return <SampleArt subject={subject} alt={alt} className={className} />;
  return <StoredImage fileName={value} alt={alt} className={className} eager={eager} />;
}

function StoredImage({ fileName, alt, className, eager }: { fileName: string; alt: string; className: string; eager?: boolean }) {
  const [src, setSrc] = useState(() => downloadUrl(fileName));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setSrc(downloadUrl(fileName));
    setFailed(false);
  }, [fileName]);
  useEffect(() => () => {
    if (src.startsWith('blob:')) URL.revokeObjectURL(src);
  }, [src]);

  const onError = () => {
    // The plain address failed: the server may want the owner's token (the buyer's own preview).
    if (src.startsWith('blob:')) return setFailed(true);
    fetchWithToken(fileName)
      .then((objectUrl) => (objectUrl ? setSrc(objectUrl) : setFailed(true)))
      .catch(() => setFailed(true));
  };

  if (failed) {
    return (
      <span className={`media media--missing ${className}`} role="img" aria-label={alt || 'Picture not available'}>
        <span aria-hidden="true">Picture not available</span>
      </span>
    );
  }
  return <img className={`media ${className}`} src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={onError} />;
}

function SampleArt({ subject, alt, className }: { subject: string; alt: string; className: string }) {
  const id = useId().replace(/:/g, '');
  const Scene = sceneFor(subject);
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
      {Scene ? (
        <Scene />
      ) : (
        <g>
          {Array.from({ length: 12 }, (_, i) => (
            <circle key={i} cx={200 + Math.cos((i / 12) * Math.PI * 2) * 70} cy={150 + Math.sin((i / 12) * Math.PI * 2) * 70} r="14" fill={i % 2 ? 'var(--inv-accent, #d4a017)' : 'var(--inv-primary, #9b1c31)'} opacity="0.7" />
          ))}
          <circle cx="200" cy="150" r="36" fill="var(--inv-secondary, #c2410c)" opacity="0.8" />
        </g>
      )}
    </svg>
  );
}
