import type { BatchState, DeliveryStatus, SendChannel, SendKind, SimulatedEvent } from '../../shared/api/sending';

/**
 * The contract's lists as values, with the words the host reads. The web app imports only types from the wire
 * contract (its TypeBox values would bring the schema library into the page); `satisfies` keeps them in step.
 */
export const KINDS = ['invitation', 'reminder', 'thank-you'] as const satisfies readonly SendKind[];
export const CHANNELS = ['whatsapp', 'email'] as const satisfies readonly SendChannel[];

export const KIND_LABELS: Record<SendKind, string> = {
  invitation: 'Invitation',
  reminder: 'Reminder',
  'thank-you': 'Thank-you',
};

export const CHANNEL_LABELS: Record<SendChannel, string> = {
  whatsapp: 'WhatsApp via Utsav',
  email: 'E-mail',
};

export const STATE_LABELS: Record<BatchState, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  cancelled: 'Cancelled',
  done: 'Done',
};

export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  answered: 'Answered',
  failed: 'Failed',
  skipped: 'Left out',
};

/** The sandbox outbox's buttons: what each pretends the guest's phone or WhatsApp did. */
export const SIMULATED_LABELS: Record<SimulatedEvent, string> = {
  delivered: 'Delivered',
  read: 'Read',
  coming: 'Tap “Coming”',
  'not-coming': 'Tap “Not coming”',
  stop: 'Reply STOP',
  failed: 'Fail',
};

/** "1 household", "50 households". */
export const households = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'household' : 'households'}`;

/** "1 message", "300 messages". */
export const messages = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'message' : 'messages'}`;
