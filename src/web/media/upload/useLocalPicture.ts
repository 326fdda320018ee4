import { useEffect, useRef, useState } from 'react';

export interface LocalPicture {
  blob: Blob;
  /** An object URL of the blob, valid while it is the current picture. */
  url: string;
}

/**
 * A picture held in the browser with its object URL. The URL is made when the picture is set (in the event
 * that sets it) and revoked when it is replaced or the component goes away, so no URL outlives its use.
 */
export function useLocalPicture(): [LocalPicture | null, (blob: Blob | null) => void] {
  const [picture, setPicture] = useState<LocalPicture | null>(null);
  const current = useRef<LocalPicture | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
      current.current = null;
    },
    [],
  );
  const set = (blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = blob ? { blob, url: URL.createObjectURL(blob) } : null;
    setPicture(current.current);
  };
  return [picture, set];
}
