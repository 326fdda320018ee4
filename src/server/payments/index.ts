/** What other server features read of orders: whether and what a user has paid for. */
export { paidOrderFor, paidOrdersOf } from './orders';
