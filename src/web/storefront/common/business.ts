import { useEffect, useState } from 'react';
import type { BusinessContact } from '../../../shared/api/storefront';
import { whenIdle } from './idle';

/** The business's contact details, configured on the server (BUSINESS_WHATSAPP, BUSINESS_PHONE, BUSINESS_EMAIL). */
export type { BusinessContact };

let request: Promise<BusinessContact | null> | null = null;
let known: BusinessContact | null = null;

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

/** A chat link with a prefilled message, opened in the messaging app (or its web page on a desktop). */
export function chatLink(whatsappNumber: string, text: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
