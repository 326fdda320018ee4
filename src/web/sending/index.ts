/**
 * Sending from the product: batches of invitations, reminders and thanks by WhatsApp (the Business Cloud API) or
 * e-mail, their live progress, reminder rules, and the sandbox's outbox. Its pages are loaded lazily by the
 * router; the guest list links to them by these addresses.
 */

export const SENDS_PATH = '/guests/sends';
export const NEW_SEND_PATH = `${SENDS_PATH}/new`;
export const REMINDER_RULES_PATH = `${SENDS_PATH}/reminders`;
export const batchPath = (id: number) => `${SENDS_PATH}/${id}`;
/** The sandbox's outbox of the chosen site (only while WhatsApp runs in the sandbox). */
export const OUTBOX_PATH = '/dev/outbox';
