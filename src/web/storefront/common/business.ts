import { useEffect, useState } from 'react';
import type { BusinessContact } from '../../../shared/api/storefront';
import { BUSINESS_CONTACT_META } from '../../../shared/business-contact';
import { whenIdle } from '../page-load/idle';

/** The business's contact details, configured on the server (BUSINESS_WHATSAPP, BUSINESS_PHONE, BUSINESS_EMAIL). */
export type { BusinessContact };
export { chatLink, telLink } from '../../../shared/business-contact';

/**
 * The contact the server wrote into a prerendered page (scripts/prerender.ts), so the app draws the page as its
 * HTML already shows it, links included, and asks the server for nothing.
 */
function writtenIntoPage(): BusinessContact | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BUSINESS_CONTACT_META}"]`);
  const { whatsapp, phone, email } = meta?.dataset ?? {};
  return whatsapp && phone && email ? { whatsappNumber: whatsapp, phone, email } : null;
}

let known: BusinessContact | null = writtenIntoPage();
let request: Promise<BusinessContact | null> | null = known ? Promise.resolve(known) : null;

/** The build draws the prerendered pages with a stand-in contact, which the server replaces. */
export function drawWithBusinessContact(contact: BusinessContact): void {
  known = contact;
  request = Promise.resolve(contact);
}

/**
 * One request per page load, shared by every component that needs it, sent once the page has painted.
 * fetch, not axios: this ships on first load.
 */
export function loadBusinessContact(): Promise<BusinessContact | null> {
  request ??= new Promise<void>((resolve) => whenIdle(resolve))
    .then(() => fetch('/rest/api/public/business-contact', { headers: { Accept: 'application/json' } }))
    .then((res) => (res.ok ? (res.json() as Promise<BusinessContact>) : null))
    .then((contact) => (known = contact))
    .catch(() => {
      request = null;
      return null;
    });
  return request;
}

export function useBusinessContact(): BusinessContact | null {
  const [contact, setContact] = useState(known);
  useEffect(() => {
    let live = true;
    void loadBusinessContact().then((c) => live && c && setContact(c));
    return () => {
      live = false;
    };
  }, []);
  return contact;
}
