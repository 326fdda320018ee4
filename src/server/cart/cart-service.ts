import { and, eq } from 'drizzle-orm';
import type { OrderedItem } from '../../shared/api/orders';
import { findTemplate, type Template } from '../../shared/catalogue';
import { billFor, isPackType, PACK_LABELS, type PackType } from '../../shared/pricing';
import type { Db } from '../db/client';
import { cartItems, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { paidOrderFor, paidOrdersOf } from '../orders';

export interface CartItem {
  template: Template;
  packType: PackType;
}

/** Resolves what a buyer asked for, or a 4xx that says what was wrong. */
export function resolveChoice(templateId: string, packType: string): CartItem {
  const template = findTemplate(templateId);
  if (!template) throw new HttpError(404, `Template "${templateId}" was not found.`);
  const pack = packType.toLowerCase();
  if (!isPackType(pack)) throw new HttpError(400, `Unknown pack type "${packType}". Choose basic, premium or luxury.`);
  return { template, packType: pack };
}

/** The user's one cart item; a row whose template left the catalogue counts as an empty cart. */
export async function getCartItem(db: Db, userId: number): Promise<CartItem | null> {
  const [row] = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).limit(1);
  if (!row) return null;
  const template = findTemplate(row.tempId);
  return template ? { template, packType: row.packType } : null;
}

/** The cart holds at most one item: adding replaces what was there. */
export async function putCartItem(db: Db, userId: number, item: CartItem, now: Date): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, tempId: item.template.id, packType: item.packType, updatedAt: now })
    .onConflictDoUpdate({
      target: cartItems.userId,
      set: { tempId: item.template.id, packType: item.packType, updatedAt: now },
    });
}

/** Empties the cart; with a template id only when the cart still holds that template (a paid order clears its own item). */
export async function clearCartItem(db: Db, userId: number, tempId?: string): Promise<void> {
  const mine = eq(cartItems.userId, userId);
  await db.delete(cartItems).where(tempId ? and(mine, eq(cartItems.tempId, tempId)) : mine);
}

/** One buyer owns a template once; buying it again is refused before any money moves. */
export async function refuseIfOwned(db: Db, userId: number, template: Template): Promise<void> {
  const owned = await paidOrderFor(db, userId, template.id);
  if (owned) {
    throw new HttpError(
      409,
      `You already own ${template.name} (${PACK_LABELS[owned.packType]} pack). Find it under your templates.`,
    );
  }
}

function item(template: Template, fields: Omit<OrderedItem, 'temp_id' | 'name' | 'cat' | 'tumbnailUrl'>): OrderedItem {
  return {
    temp_id: template.id,
    name: template.name,
    cat: template.category,
    tumbnailUrl: template.tumbnail_url,
    ...fields,
  };
}

async function emailOf(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.email ?? '';
}

/**
 * The cart as the login answer lists it (responceId.inCartDtoList): the item waiting to be paid, or nothing.
 * The login page sends the buyer to /usercart when this is not empty.
 */
export async function cartListFor(db: Db, userId: number): Promise<OrderedItem[]> {
  const cart = await getCartItem(db, userId);
  if (!cart) return [];
  if (await paidOrderFor(db, userId, cart.template.id)) return [];
  const userName = await emailOf(db, userId);
  return [
    item(cart.template, {
      price: billFor(cart.template, cart.packType).totalBilling,
      packType: cart.packType,
      tempState: 'INCART',
      userName,
    }),
  ];
}

/** getordereditems: every bought template (BOUGHT, oldest purchase first) and then the cart item (INCART). */
export async function orderedItemsFor(db: Db, userId: number): Promise<OrderedItem[]> {
  const userName = await emailOf(db, userId);
  const paid = await paidOrdersOf(db, userId);
  const seen = new Set<string>();
  const list: OrderedItem[] = [];
  for (const order of paid) {
    const template = findTemplate(order.tempId);
    if (!template || seen.has(template.id)) continue;
    seen.add(template.id);
    list.push(
      item(template, {
        price: order.amountRupees,
        packType: order.packType,
        tempState: 'BOUGHT',
        userName,
        orderId: order.id,
        paidAt: (order.paidAt ?? order.createdAt).toISOString(),
      }),
    );
  }
  const cart = await getCartItem(db, userId);
  if (cart && !seen.has(cart.template.id)) {
    list.push(
      item(cart.template, {
        price: billFor(cart.template, cart.packType).totalBilling,
        packType: cart.packType,
        tempState: 'INCART',
        userName,
      }),
    );
  }
  return list;
}
