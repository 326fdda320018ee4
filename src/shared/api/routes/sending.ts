/** Sending from the product's routes (contract and rules: ../sending.ts), for the web app's typed calls. */
import type {
  Outbox,
  PreviewRequest,
  ReminderRules,
  SendAccepted,
  SendAllowance,
  SendBatch,
  SendBatchList,
  SendBatchSummary,
  SendPreview,
  SendRequest,
  SimulateRequest,
} from '../sending';
import { route, type } from '../route';

const site = '/rest/api/private/live/{liveId}';

export const sendingRoutes = {
  /** 202 SendAccepted, or 402 AllowanceRefusal when a WhatsApp batch needs more messages than are left. */
  send: route('POST', `${site}/sends`, { answer: type<SendAccepted>(), body: type<SendRequest>() }),
  batches: route('GET', `${site}/sends`, { answer: type<SendBatchList>() }),
  batch: route('GET', `${site}/sends/{id}`, { answer: type<SendBatch>() }),
  pause: route('POST', `${site}/sends/{id}/pause`, { answer: type<SendBatchSummary>() }),
  resume: route('POST', `${site}/sends/{id}/resume`, { answer: type<SendBatchSummary>() }),
  cancel: route('POST', `${site}/sends/{id}/cancel`, { answer: type<SendBatchSummary>() }),
  allowance: route('GET', `${site}/sends/allowance`, { answer: type<SendAllowance>() }),
  preview: route('POST', `${site}/sends/preview`, { answer: type<SendPreview>(), body: type<PreviewRequest>() }),
  reminders: route('GET', `${site}/reminders`, { answer: type<ReminderRules>() }),
  saveReminders: route('PUT', `${site}/reminders`, { answer: type<ReminderRules>(), body: type<ReminderRules>() }),
  /** Sandbox only: a 404 while WhatsApp goes out for real. */
  outbox: route('GET', '/rest/api/dev/whatsapp/outbox', { answer: type<Outbox>(), query: type<{ liveId: string }>() }),
  simulate: route('POST', '/rest/api/dev/whatsapp/outbox/{id}/simulate', {
    answer: type<undefined>(),
    body: type<SimulateRequest>(),
  }),
};
