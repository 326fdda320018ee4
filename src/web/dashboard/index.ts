/** The dashboard's public face: the buyer's ordered templates, refreshed after a payment. */
export { refreshOrderedItems } from './ordered-items';
