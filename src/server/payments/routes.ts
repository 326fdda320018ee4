import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PaymentStatusQuery,
  PaymentStatusResponse,
  RazorpayWebhookHeaders,
  RazorpayWebhookResponse,
  SandboxCheckoutParams,
  SandboxCheckoutQuery,
  SandboxDecision,
} from '../../shared/api/orders';
import { authenticate, currentUser, requireUser } from '../account';
import { errorResponseSchema, HttpError } from '../http/errors';
import { acceptFormFields } from '../http/form-fields';
import { findOrder, findOwnOrder, latestOrder, markExpired } from '../orders';
import { applyProviderEvent } from './settle';
import {
  paymentProviderFor,
  refreshOrder,
  startMessagePackPayment,
  startPayment,
  statusAnswer,
} from './payment-service';
import { WebhookRejected, type PaymentProvider } from './provider';
import { checkoutPage, missingCheckoutPage } from './sandbox-page';
import { isCheckoutToken } from './sandbox-provider';

/** The plugin's instance, typed by the TypeBox provider, for the helpers that register its routes. */
type Api = Parameters<FastifyPluginAsyncTypebox>[0];

/** Buying and polling: private, and only ever about the caller's own orders. */
function buyerRoutes(app: Api, provider: PaymentProvider): void {
  app.get(
    '/public/buytemplates',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary:
          "Start paying for the cart's item: an order priced by the server and a payment link (a pending one is reused)",
        response: {
          200: PaymentStatusResponse,
          400: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => statusAnswer(await startPayment(app.ctx, provider, currentUser(request), request.log)),
  );

  app.post(
    '/private/cart/message-pack/checkout',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: "Start paying for the cart's message pack: an order priced by the server and a payment link",
        response: {
          200: PaymentStatusResponse,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) =>
      statusAnswer(await startMessagePackPayment(app.ctx, provider, currentUser(request), request.log)),
  );

  app.get(
    '/public/checkpaymentstatus',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'Payment status of an order (default: the latest): Completed/BOUGHT, Pending with the link, Expired, NoOrder',
        // orderId is optional: the original client asks without one and gets its latest order.
        querystring: PaymentStatusQuery,
        response: { 200: PaymentStatusResponse, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { orderId } = request.query;
      const order = orderId ? await findOwnOrder(app.ctx.db, user.id, orderId) : await latestOrder(app.ctx.db, user.id);
      if (orderId && !order) throw new HttpError(404, 'Order not found.');
      return statusAnswer(order ? await refreshOrder(app.ctx, provider, order, request.log) : null);
    },
  );
}

/** The sandbox's hosted checkout. Only mounted when the sandbox is the provider: it marks orders paid without money. */
function sandboxRoutes(app: Api): void {
  app.register(async (sandbox: Api) => {
    // Plain HTML forms post url-encoded bodies; this parser exists only inside this scope.
    acceptFormFields(sandbox, 1024);

    sandbox.get(
      '/public/sandbox-checkout/:orderId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox checkout page (HTML, TEST MODE)',
          params: SandboxCheckoutParams,
          querystring: SandboxCheckoutQuery,
          response: { 200: { type: 'string' }, 404: { type: 'string' } },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        let order = await findOrder(app.ctx.db, request.params.orderId);
        if (order?.status === 'created' && order.linkExpiresAt && order.linkExpiresAt <= app.ctx.config.now()) {
          order = (await markExpired(app.ctx.db, order.id)).order;
        }
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (!order || order.provider !== 'sandbox') return reply.code(404).send(missingCheckoutPage());
        return checkoutPage(order, isCheckoutToken(app.ctx.config.otpSecret, order.id, token) ? token : undefined);
      },
    );

    sandbox.post(
      '/public/sandbox-checkout/:orderId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox checkout decision (form post): pay or let the link expire',
          params: SandboxCheckoutParams,
          querystring: SandboxCheckoutQuery,
          body: SandboxDecision,
          response: { 403: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { orderId } = request.params;
        const order = await findOrder(app.ctx.db, orderId);
        const now = app.ctx.config.now();
        // Only the link's own token (bound to this order) or the buyer's own session may decide: an order id
        // alone (it shows in addresses and on screens) is not enough.
        const allowed =
          order &&
          (isCheckoutToken(app.ctx.config.otpSecret, order.id, request.query.token) ||
            (await authenticate(request))?.id === order.userId);
        if (!allowed) throw new HttpError(403, 'This checkout link is not valid for this order.');
        if (order?.provider === 'sandbox') {
          if (order.status === 'created' && order.linkExpiresAt && order.linkExpiresAt <= now) {
            await markExpired(app.ctx.db, order.id);
          } else if (order.status === 'created') {
            const decision = request.body.decision;
            await applyProviderEvent(
              app.ctx.db,
              'sandbox',
              {
                eventId: `sandbox:${order.id}:${decision}`,
                orderId: order.id,
                linkId: order.providerLinkId,
                outcome: decision === 'pay' ? 'paid' : 'expired',
                paymentId: decision === 'pay' ? `sbxpay_${order.id.slice(4)}` : null,
              },
              now,
              request.log,
            );
          }
        }
        // Post/redirect/get: a reload shows the outcome instead of posting again.
        return reply.redirect(`/rest/api/public/sandbox-checkout/${encodeURIComponent(orderId)}`, 303);
      },
    );
  });
}

/** Razorpay's webhook: the signature is checked over the raw bytes, so JSON parsing is left to the handler here. */
function razorpayWebhookRoute(app: Api, provider: PaymentProvider): void {
  app.register(async (hook: Api) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    hook.post(
      '/public/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (payment_link.paid / expired / cancelled), signed with X-Razorpay-Signature',
          headers: RazorpayWebhookHeaders,
          response: {
            200: RazorpayWebhookResponse,
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        if (provider.name !== 'razorpay' || !provider.readWebhook || !app.ctx.config.razorpay.webhookSecret) {
          throw new HttpError(404, 'Razorpay webhooks are not enabled.');
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = provider.readWebhook(raw, request.headers);
        } catch (error) {
          if (error instanceof WebhookRejected) {
            request.log.warn({ reason: error.message }, 'razorpay webhook refused');
            throw new HttpError(400, 'Invalid webhook signature.');
          }
          throw error;
        }
        const result = await applyProviderEvent(app.ctx.db, 'razorpay', event, app.ctx.config.now(), request.log);
        // Razorpay retries anything but a 2xx; an event we cannot use will not become usable by retrying.
        return { status: result };
      },
    );
  });
}

/** Payment links, status polling, provider webhooks and the sandbox checkout page. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = paymentProviderFor(app.ctx.config);
  buyerRoutes(app, provider);
  if (provider.name === 'sandbox') sandboxRoutes(app);
  razorpayWebhookRoute(app, provider);
};

export default routes;
