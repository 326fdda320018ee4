/** Wire shapes of the cart, order and payment calls (spec section 7), shared by server and web. */
import type { Template } from '../catalogue/templates';
import type { PackType } from '../pricing';

export type TempState = 'INCART' | 'PENDING' | 'BOUGHT' | 'EXPIRED';

/** One entry of responceId.inCartDtoList (login answer and getordereditems). */
export interface OrderedItem {
  temp_id: string;
  name: string;
  /** Category label. */
  cat: string;
  tumbnailUrl: string;
  /** Whole rupees paid (BOUGHT) or to pay (INCART), GST included. */
  price: number;
  packType: PackType;
  tempState: TempState;
  /** The buyer's e-mail: the content calls' userName. */
  userName: string;
  /** Set on bought items. */
  orderId?: string;
  /** ISO time of payment, on bought items. */
  paidAt?: string;
}

/** GET /rest/api/public/getordereditems; the web caches the whole answer under localStorage `orderedItems`. */
export interface OrderedItemsResponse {
  responce: string;
  responceId: { inCartDtoList: OrderedItem[] };
}

/** A catalogue template as the API sends it (the spec's Template entity): without the renderer's design and schema. */
export type TemplateDto = Omit<Template, 'design' | 'schema'>;

/** In cart contexts a template also carries temp_id and the chosen pack. */
export interface CartTemplateDto extends TemplateDto {
  temp_id: string;
  packType: PackType;
}

/** GET /rest/api/public/getcartitems: an empty cart answers an empty responceId (no temp_id). */
export interface CartItemsResponse {
  responce: string;
  responceId: { temp_id?: string; packType?: PackType; templateData?: CartTemplateDto };
}

/** GET /rest/api/public/get_templates_by_id/{id} */
export interface TemplatesByIdResponse {
  tempDtoList: TemplateDto[];
  methodResponce: string;
}

/**
 * Payment state words. The cart page of the original client looked for `Completed` in `status`, the payment
 * page for `BOUGHT` in `responceId.status`; the server sends both so either reading works.
 */
export type PaymentStatusWord = 'Completed' | 'Pending' | 'Expired' | 'NoOrder';
export type PaymentLinkStatusWord = 'BOUGHT' | 'Pending' | 'Expired' | 'NoOrder';

/** GET /rest/api/public/checkpaymentstatus (and the answer of buytemplates). */
export interface PaymentStatusResponse {
  status: PaymentStatusWord;
  responce: string;
  responceId: {
    /** The checkout page to show; only while the payment is pending. */
    link: string | null;
    status: PaymentLinkStatusWord;
    orderId: string | null;
    temp_id: string | null;
    packType: PackType | null;
    /** Whole rupees, GST included. */
    amount: number | null;
    /** ISO time the link stops working. */
    expiresAt: string | null;
  };
}

export function isPaidStatus(
  answer: Pick<PaymentStatusResponse, 'status'> & { responceId?: { status?: string } | null },
): boolean {
  return (
    answer.status === 'Completed' || answer.responceId?.status === 'BOUGHT' || answer.responceId?.status === 'Completed'
  );
}

export function isExpiredStatus(
  answer: Pick<PaymentStatusResponse, 'status'> & { responceId?: { status?: string } | null },
): boolean {
  return answer.status === 'Expired' || answer.responceId?.status === 'Expired';
}
