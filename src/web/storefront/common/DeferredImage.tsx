import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { whenIdle } from '../page-load/idle';

/**
 * A decorative image that starts loading only after the page has painted, so on a slow phone connection it
 * never delays the text a visitor came to read.
 */
export function DeferredImage({ src, alt = '', ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return <img {...rest} alt={alt} src={ready ? src : undefined} data-src={src} />;
}
