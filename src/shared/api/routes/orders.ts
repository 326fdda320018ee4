/** The cart, payment and ordered-items routes of the spec (section 7; contract: ../orders.ts), for typed calls. */
import type {
  CartItemsResponse,
  OrderedItemsResponse,
  PaymentStatusQuery,
  PaymentStatusResponse,
  TemplatesByIdResponse,
} from '../orders';
import { route, type } from '../route';

export const orderRoutes = {
  /** The web caches the whole answer under localStorage `orderedItems`. */
  orderedItems: route('GET', '/rest/api/public/getordereditems', { answer: type<OrderedItemsResponse>() }),
  /** An empty cart answers an empty responceId. */
  cartItems: route('GET', '/rest/api/public/getcartitems', { answer: type<CartItemsResponse>() }),
  templateById: route('GET', '/rest/api/public/get_templates_by_id/{id}', { answer: type<TemplatesByIdResponse>() }),
  addToCart: route('GET', '/rest/api/public/addtocart/{templateId}/{packType}', { answer: type<CartItemsResponse>() }),
  emptyCart: route('DELETE', '/rest/api/public/cart', { answer: type<CartItemsResponse>() }),
  /** An order for the cart and its payment link. */
  buyTemplates: route('GET', '/rest/api/public/buytemplates', { answer: type<PaymentStatusResponse>() }),
  /** Without an order id, the caller's latest order. */
  paymentStatus: route('GET', '/rest/api/public/checkpaymentstatus', {
    answer: type<PaymentStatusResponse>(),
    query: type<PaymentStatusQuery>(),
  }),
};
