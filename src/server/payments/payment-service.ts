import type { PaymentStatusResponse } from '../../shared/api/orders';
import { billFor, PACK_LABELS } from '../../shared/pricing';
import type { AuthUser } from '../account';
import { getCartItem, messagePackSite, refuseIfOwned } from '../cart';
import { HttpError } from '../http/errors';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { MESSAGE_PACK } from '../../shared/packs';
import { packOfSite } from '../live';
import {
  attachLink,
  createMessagePackOrder,
  createOrder,
  markExpired,
  reusableMessagePackOrder,
  reusableOrder,
  type OrderRow,
} from '../orders';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay-provider';
import { sandboxProvider } from './sandbox-provider';
import { settlePaid } from './settle';

/** How long a payment link works. Razorpay wants expire_by well ahead of now; half an hour suits both. */
export const LINK_MINUTES = 30;
/** Pressing Proceed again reuses a pending link only if it still has this long to live. */
const REUSE_MARGIN_MS = 5 * 60_000;

export function paymentProviderFor(config: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'razorpay') {
    const { keyId, keySecret, webhookSecret, apiBase } = config.razorpay;
    if (!keyId || !keySecret)
      throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    return razorpayProvider({ keyId, keySecret, webhookSecret, apiBase });
  }
  return sandboxProvider(config.otpSecret);
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** Buy the cart's item: a new order with the server's price and a fresh link, or the pending one for the same choice. */
export async function startPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  user: AuthUser,
  log: Log,
): Promise<OrderRow> {
  const { db, config } = ctx;
  const cart = await getCartItem(db, user.id);
  if (!cart) throw new HttpError(400, 'Your cart is empty. Choose a template and a pack first.');
  await refuseIfOwned(db, user.id, cart.template);
  const now = config.now();
  const amountRupees = billFor(cart.template, cart.packType).totalBilling;
  const pending = await reusableOrder(db, {
    userId: user.id,
    tempId: cart.template.id,
    packType: cart.packType,
    amountRupees,
    provider: provider.name,
    usableUntil: new Date(now.getTime() + REUSE_MARGIN_MS),
  });
  if (pending) return pending;

  const order = await createOrder(db, {
    userId: user.id,
    template: cart.template,
    packType: cart.packType,
    provider: provider.name,
    now,
  });
  return linkFor(
    ctx,
    provider,
    user,
    order,
    `${cart.template.name} invitation website, ${PACK_LABELS[cart.packType]} pack`,
    log,
  );
}

/**
 * Pay for the cart's message pack: an order for its site priced by the server (MESSAGE_PACK plus GST) and a link
 * from the same provider, or the pending one for the same site. The site is checked as the caller's again here.
 */
export async function startMessagePackPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  user: AuthUser,
  log: Log,
): Promise<OrderRow> {
  const { db, config } = ctx;
  const site = await messagePackSite(ctx, user);
  if (!site) throw new HttpError(400, 'There is no message pack in your cart. Add one from the send screen.');
  const now = config.now();
  const pending = await reusableMessagePackOrder(db, {
    userId: user.id,
    liveId: site.id,
    provider: provider.name,
    usableUntil: new Date(now.getTime() + REUSE_MARGIN_MS),
  });
  if (pending) return pending;
  const order = await createMessagePackOrder(db, {
    userId: user.id,
    liveId: site.id,
    sitePack: await packOfSite(ctx, site),
    provider: provider.name,
    now,
  });
  return linkFor(ctx, provider, user, order, `${MESSAGE_PACK.messages} WhatsApp messages for ${site.slug}`, log);
}

/** The order's payment link from the provider; an order whose link cannot be made expires (502). */
async function linkFor(
  ctx: AppContext,
  provider: PaymentProvider,
  user: AuthUser,
  order: OrderRow,
  description: string,
  log: Log,
): Promise<OrderRow> {
  const now = ctx.config.now();
  try {
    const link = await provider.createLink({
      orderId: order.id,
      amountRupees: order.amountRupees,
      description,
      customer: { name: user.fullName, email: user.email, phone: user.phone },
      expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000),
      returnUrl: `${ctx.config.publicUrl}/payment?orderId=${encodeURIComponent(order.id)}`,
    });
    return await attachLink(ctx.db, order.id, link);
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'payment link could not be created');
    await markExpired(ctx.db, order.id);
    throw new HttpError(502, 'We could not start the payment. Please try again in a moment.');
  }
}

/**
 * Brings a pending order up to date before it is reported: the provider's status read (the fallback when no
 * webhook arrived), then the link's expiry by our clock.
 */
export async function refreshOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  log: Log,
): Promise<OrderRow> {
  if (order.status !== 'created') return order;
  const now = ctx.config.now();
  let current = order;
  if (order.provider === provider.name) {
    try {
      const state = await provider.fetchStatus(order);
      if (state.state === 'paid') {
        if (state.amountPaise == null || state.amountPaise === order.amountRupees * 100) {
          current = (await settlePaid(ctx.db, order.id, { at: now, paymentId: state.paymentId })).order ?? current;
        } else {
          log.warn({ orderId: order.id, amountPaise: state.amountPaise }, 'provider reports a different amount paid');
        }
      } else if (state.state === 'expired') {
        current = (await markExpired(ctx.db, order.id)).order ?? current;
      }
    } catch (error) {
      // The provider being unreachable is not the buyer's problem: report pending and ask again next poll.
      log.warn({ err: error, orderId: order.id }, 'payment status read failed');
    }
  }
  if (current.status === 'created' && (!current.linkExpiresAt || current.linkExpiresAt.getTime() <= now.getTime())) {
    current = (await markExpired(ctx.db, order.id)).order ?? current;
  }
  return current;
}

/** The spec's payment status answer for an order (or for no order at all). */
export function statusAnswer(order: OrderRow | null): PaymentStatusResponse {
  if (!order) {
    return {
      status: 'NoOrder',
      responce: 'No payment has been started.',
      responceId: {
        link: null,
        status: 'NoOrder',
        orderId: null,
        temp_id: null,
        packType: null,
        amount: null,
        expiresAt: null,
      },
    };
  }
  const common = {
    orderId: order.id,
    temp_id: order.tempId,
    packType: order.packType,
    amount: order.amountRupees,
    expiresAt: order.linkExpiresAt?.toISOString() ?? null,
    ...(order.messages != null && order.liveId
      ? { messagePack: { liveId: order.liveId, messages: order.messages } }
      : {}),
  };
  if (order.status === 'paid') {
    return {
      status: 'Completed',
      responce: 'Payment received.',
      responceId: { ...common, link: null, status: 'BOUGHT' },
    };
  }
  if (order.status === 'expired') {
    return {
      status: 'Expired',
      responce: 'Payment link expired. Please try again.',
      responceId: { ...common, link: null, status: 'Expired' },
    };
  }
  return {
    status: 'Pending',
    responce: 'Waiting for payment.',
    responceId: { ...common, link: order.linkUrl, status: 'Pending' },
  };
}
