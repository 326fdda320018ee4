/** The cart as other server features see it: the chosen template and pack, and what a user already owns. */
export { cartListFor, clearCartItem, getCartItem, orderedItemsFor, refuseIfOwned } from './cart-service';
// The message pack line: payments starts its order from it and settlement clears it.
export { clearMessagePack, messagePackSite, OWNER_BUYS } from './message-pack';
