/** Orders as other server features see them: whether and what a user has paid for (tests also create orders). */
export {
  attachLink,
  createMessagePackOrder,
  createOrder,
  findOrder,
  findOwnOrder,
  latestOrder,
  markExpired,
  markPaid,
  paidOrderFor,
  paidOrdersOf,
  reusableMessagePackOrder,
  reusableOrder,
  type OrderRow,
  type PaymentLink,
  type ProviderName,
} from './orders';
