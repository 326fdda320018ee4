import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageKeyOf } from '../../../shared/page-key';

function setMeta(selector: string, make: () => HTMLElement, attribute: string, value: string | null): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) document.head.append((element = make()));
  element.setAttribute(attribute, value);
}

/**
 * After the app moves to another page, the description and canonical address follow (the first page's are
 * in its HTML already, so the head module loads only on a move). Crawlers and link previews read each page's
 * own HTML; this keeps a shared or bookmarked tab honest.
 */
export function usePageHead(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    let live = true;
    const key = pageKeyOf(pathname, search);
    void import('./head').then(({ pageHead }) => {
      const head = key === null ? null : pageHead(key, window.location.origin);
      if (!live) return;
      if (head) document.title = head.title;
      setMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        'content',
        head?.description ?? null,
      );
      setMeta(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        'href',
        head && !head.noindex ? `${window.location.origin}${head.path}` : null,
      );
    });
    return () => {
      live = false;
    };
  }, [pathname, search]);
}
