import { sampleSubject } from './media-url';
import { SampleArt } from './SampleArt';
import { StoredImage } from './StoredImage';

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
  if (subject !== null) return <SampleArt subject={subject} alt={alt} className={className} eager={eager} />;
  return <StoredImage fileName={value} alt={alt} className={className} eager={eager} />;
}
