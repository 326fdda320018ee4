/**
 * The message pack as the cart sells it: MESSAGE_PACK's messages for one site, billed like a template's pack
 * (the same GST rounding), with no discount.
 */
import { MESSAGE_PACK } from './packs';
import { gstOn, type Bill } from './pricing';

/** The temp_id a message pack's order carries: it is no template, so no template query ever matches it. */
export const MESSAGE_PACK_ITEM = 'message-pack';

export function messagePackBill(): Bill {
  const price = MESSAGE_PACK.priceRupees;
  const gst = gstOn(price);
  return { cartTotal: price, totalDiscount: 0, gst, totalBilling: price + gst };
}
