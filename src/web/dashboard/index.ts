/** The dashboard's public face: the buyer's ordered templates (refreshed after a payment), names and dates. */
export { refreshOrderedItems } from './ordered-items';
export { displayName, formatPurchaseDate } from './names';
