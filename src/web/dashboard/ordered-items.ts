import type { OrderedItem, OrderedItemsResponse } from '../../shared/api/orders';
import { orderRoutes } from '../../shared/api/routes/orders';
import { call, isHttpError } from '../app/api';
import { readJson, STORAGE_KEYS, writeJson } from '../app/storage';
import { toast } from '../ui/toast';

/** The last getordereditems answer, as cached under localStorage `orderedItems` (the editor reads it too). */
export function readCachedOrderedItems(): OrderedItemsResponse | null {
  const cached = readJson<OrderedItemsResponse>(STORAGE_KEYS.orderedItems);
  return Array.isArray(cached?.responceId?.inCartDtoList) ? cached : null;
}

/** Fetches the ordered items and caches the whole answer; a 401 says the session expired (spec section 8). */
export async function refreshOrderedItems(): Promise<OrderedItemsResponse> {
  try {
    const data = await call(orderRoutes.orderedItems);
    writeJson(STORAGE_KEYS.orderedItems, data);
    return data;
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 401) {
      // The HTTP client has already removed the stored token and is taking the user to /login.
      toast.error('Session expired. Please log in again.');
    }
    throw error;
  }
}

/** The cached list, only if it is the signed-in user's (a shared phone may have held someone else's). */
export function cachedItemsFor(email: string | undefined): OrderedItem[] | null {
  const list = readCachedOrderedItems()?.responceId.inCartDtoList;
  if (!list || !email) return null;
  return list.every((item) => item.userName?.toLowerCase() === email.toLowerCase()) ? list : null;
}

export const boughtItems = (items: OrderedItem[]) => items.filter((item) => item.tempState === 'BOUGHT');
