/** What other server features read of orders: whether and what a user has paid for (tests also create orders). */
export { createOrder, markPaid, paidOrderFor, paidOrdersOf } from './orders';
