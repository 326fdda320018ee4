/**
 * Which bought template the editor works on: `?template=<id>` when given, else the first BOUGHT item of the
 * cached order list (localStorage `orderedItems`). The messages are the spec's (signed-in area, section 8).
 */
import type { OrderedItem, OrderedItemsResponse } from '../../../shared/api/orders';
import { findTemplate, type Template } from '../../../shared/catalogue';
import type { Pack } from '../../../shared/content';
import { PACKS } from '../../../shared/content';

export const ORDER_DATA_INVALID = 'Invalid or missing data in localStorage.';
export const NO_PURCHASES = 'No purchased items found in the data.';
export const NO_VALID_DATA = 'No valid data found';

export interface BoughtTemplate {
  item: OrderedItem;
  template: Template;
  pack: Pack;
}

export type Resolution =
  | { ok: true; bought: BoughtTemplate }
  | { ok: false; reason: 'invalid-orders' | 'no-purchases' | 'not-bought'; message: string };

/** The cached answer if it has the shape of getordereditems, else null. */
export function parseOrderedItems(raw: string | null): OrderedItemsResponse | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as OrderedItemsResponse;
    const list = data?.responceId?.inCartDtoList;
    return Array.isArray(list) && list.every((item) => item && typeof item.temp_id === 'string') ? data : null;
  } catch {
    return null;
  }
}

export function resolveBoughtTemplate(orders: OrderedItemsResponse | null, requestedId: string | null): Resolution {
  if (!orders) return { ok: false, reason: 'invalid-orders', message: ORDER_DATA_INVALID };
  const bought = orders.responceId.inCartDtoList.filter(
    (item) => item.tempState === 'BOUGHT' && findTemplate(item.temp_id),
  );
  if (!bought.length) return { ok: false, reason: 'no-purchases', message: NO_PURCHASES };
  const wanted = requestedId?.trim().toLowerCase();
  const item = wanted ? bought.find((candidate) => candidate.temp_id.toLowerCase() === wanted) : bought[0];
  if (!item) return { ok: false, reason: 'not-bought', message: NO_VALID_DATA };
  const pack = (PACKS as readonly string[]).includes(item.packType) ? (item.packType as Pack) : 'basic';
  return { ok: true, bought: { item, template: findTemplate(item.temp_id)!, pack } };
}
