/** The message pack's routes (contract: ../message-pack.ts), for the web app's typed calls. */
import type { MessagePackCart } from '../message-pack';
import type { PaymentStatusResponse } from '../orders';
import { route, type } from '../route';

export const messagePackRoutes = {
  /** 404 for a site that is not the caller's; 403 for a co-host (only the owner pays). */
  add: route('PUT', '/rest/api/private/live/{liveId}/message-pack', { answer: type<MessagePackCart>() }),
  line: route('GET', '/rest/api/private/cart/message-pack', { answer: type<MessagePackCart>() }),
  remove: route('DELETE', '/rest/api/private/cart/message-pack', { answer: type<MessagePackCart>() }),
  /** An order for the line and its payment link, as buytemplates answers for a template. */
  checkout: route('POST', '/rest/api/private/cart/message-pack/checkout', { answer: type<PaymentStatusResponse>() }),
};
