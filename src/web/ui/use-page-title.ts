import { useEffect } from 'react';
import { POLICY } from '../../shared/policy';

/** Sets the browser tab's title while the page is shown. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title
      ? `${title} · ${POLICY.productName}`
      : `${POLICY.productName} · Digital Invitations for all your events`;
  }, [title]);
}
