/**
 * Wire contract of the message pack in the cart: put one in for a site the caller owns, read it, remove it, pay
 * for it (the answer is the cart's payment status answer, ./orders.ts). Bill: ../message-pack.ts.
 */
import { Type, type Static } from 'typebox';
import { Strict } from './schema-helpers';

const LiveIdText = Type.String({ minLength: 1, maxLength: 64 });

export const MessagePackParams = Strict({ liveId: LiveIdText });
export type MessagePackParams = Static<typeof MessagePackParams>;

/** The cart's message pack line: whole rupees, GST as the cart computes it for packs. */
export const MessagePackLine = Type.Object({
  liveId: Type.String(),
  /** The site's name as the host knows it ('Ananya & Rohan') and its address. */
  siteName: Type.String(),
  slug: Type.String(),
  messages: Type.Integer(),
  price: Type.Integer(),
  gst: Type.Integer(),
  totalBilling: Type.Integer(),
});
export type MessagePackLine = Static<typeof MessagePackLine>;

export const MessagePackCart = Type.Object({ line: Type.Union([MessagePackLine, Type.Null()]) });
export type MessagePackCart = Static<typeof MessagePackCart>;
