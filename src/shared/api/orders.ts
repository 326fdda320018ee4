/** Wire shapes of the order calls (spec section 7), shared by server and web. */
import type { PackType } from '../pricing';

export type TempState = 'INCART' | 'PENDING' | 'BOUGHT' | 'EXPIRED';

/** One entry of responceId.inCartDtoList (login answer and getordereditems). */
export interface OrderedItem {
  temp_id: string;
  name: string;
  /** Category label. */
  cat: string;
  tumbnailUrl: string;
  /** Whole rupees paid or to pay. */
  price: number;
  packType: PackType;
  tempState: TempState;
  userName: string;
}

/** GET /rest/api/public/getordereditems; the web caches the whole answer under localStorage `orderedItems`. */
export interface OrderedItemsResponse {
  responce: string;
  responceId: { inCartDtoList: OrderedItem[] };
}
