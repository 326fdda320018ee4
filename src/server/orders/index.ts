/** Orders as other server features see them: whether and what a user has paid for (tests also create orders). */
export {
  attachLink,
  createOrder,
  findOrder,
  findOwnOrder,
  latestOrder,
  markExpired,
  markPaid,
  paidOrderFor,
  paidOrdersOf,
  reusableOrder,
  type OrderRow,
  type PaymentLink,
  type ProviderName,
} from './orders';
