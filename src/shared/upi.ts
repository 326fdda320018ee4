/**
 * The UPI payment address a QR code or a phone's UPI app reads (NPCI's deep-link form):
 * `upi://pay?pa=<UPI ID>&pn=<name>&cu=INR&tn=<note>`. Every value is percent-encoded, spaces as `%20` (some
 * apps read a `+` literally), and no amount is set: the guest chooses it.
 */
import { UPI_ID_PATTERN } from './api/shagun';

export const UPI_ID = new RegExp(UPI_ID_PATTERN);

/** UPI apps cut a payment's note at about 50 characters. */
const NOTE_MAX = 50;

export function upiPayLink(upiId: string, payeeName: string, note: string): string {
  const fields: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['cu', 'INR'],
    ['tn', [...note].slice(0, NOTE_MAX).join('').trim()],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
