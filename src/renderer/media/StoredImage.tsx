import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { useLanguage } from '../i18n/context';
import { downloadUrl, fetchWithToken } from './media-url';

/**
 * An uploaded file by its stored name. Kept apart from the drawn sample pictures so the editor can show
 * thumbnails without loading them.
 */
export function StoredImage(props: StoredImageProps) {
  // Another file starts afresh: its plain address, no failure yet.
  return <StoredImageOf key={props.fileName} {...props} />;
}

interface StoredImageProps {
  fileName: string;
  alt: string;
  className?: string;
  eager?: boolean;
}

function StoredImageOf({ fileName, alt, className = '', eager }: StoredImageProps) {
  const [src, setSrc] = useState(() => downloadUrl(fileName));
  const [failed, setFailed] = useState(false);
  const lang = useLanguage();
  useEffect(
    () => () => {
      if (src.startsWith('blob:')) URL.revokeObjectURL(src);
    },
    [src],
  );

  const onError = () => {
    // The plain address failed: the server may want the owner's token (the buyer's own preview).
    if (src.startsWith('blob:')) return setFailed(true);
    fetchWithToken(fileName)
      .then((objectUrl) => (objectUrl ? setSrc(objectUrl) : setFailed(true)))
      .catch(() => setFailed(true));
  };

  if (failed) {
    const missing = t(lang, 'pictureMissing');
    return (
      <span className={`media media--missing ${className}`} role="img" aria-label={alt || missing}>
        <span aria-hidden="true">{missing}</span>
      </span>
    );
  }
  return (
    <img
      className={`media ${className}`}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={onError}
    />
  );
}
