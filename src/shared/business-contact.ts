/**
 * The business's contact (configured on the server: BUSINESS_WHATSAPP, BUSINESS_PHONE, BUSINESS_EMAIL) as the
 * public pages link it, and the stand-in the build draws the prerendered pages with.
 */
import type { BusinessContact } from './api/storefront';

/** A chat link with a prefilled message, opened in the messaging app (or its web page on a desktop). */
export function chatLink(whatsappNumber: string, text: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Stands in for the contact in the prerendered pages (scripts/prerender.ts); the server writes the configured one
 * over it (src/server/http/prerendered.ts), so the pages show it before any script. Made only of what the links
 * keep (digits, a plus), so a link drawn from it still holds it whole, and of numbers no real contact has.
 */
export const BUSINESS_CONTACT_PLACEHOLDER: BusinessContact = {
  whatsappNumber: '990000000000001',
  phone: '+990000000000002',
  email: 'business-email@placeholder.invalid',
};

/** The <meta> of a prerendered page that tells the app the contact the page was drawn with. */
export const BUSINESS_CONTACT_META = 'business-contact';
