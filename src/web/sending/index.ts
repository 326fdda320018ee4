/**
 * Sending from the product: batches of invitations, reminders and thanks by WhatsApp (the Business Cloud API) or
 * e-mail, their live progress, reminder rules, and the sandbox's outbox. Its pages are loaded lazily by the
 * router; the guest list links to them by these addresses.
 */
import { PACK_API_MESSAGES } from '../../shared/packs';
import type { PackType } from '../../shared/pricing';

export const SENDS_PATH = '/guests/sends';
export const NEW_SEND_PATH = `${SENDS_PATH}/new`;
export const REMINDER_RULES_PATH = `${SENDS_PATH}/reminders`;
export const batchPath = (id: number) => `${SENDS_PATH}/${id}`;
/** The sandbox's outbox of the chosen site (only while WhatsApp runs in the sandbox). */
export const OUTBOX_PATH = '/dev/outbox';

/** The pack comparison's line (storefront, cart): how many WhatsApp messages Utsav sends for a pack's buyer. */
export function includedMessagesLine(pack: PackType): string {
  const count = PACK_API_MESSAGES[pack];
  return count === 0
    ? 'No WhatsApp messages sent by Utsav'
    : `${count.toLocaleString('en-IN')} WhatsApp messages sent by Utsav`;
}
