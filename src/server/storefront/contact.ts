import { and, gt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactRequest, ContactResponse } from '../../shared/api/storefront';
import { CONTACT_FORM_OUTCOME_IDS, CONTACT_MESSAGES } from '../../shared/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { errorResponseSchema, HttpError } from '../http/errors';
import { acceptFormFields } from '../http/form-fields';

/**
 * Many Indian phones share one public address (mobile-network NAT), so the tight limit is per sender (e-mail
 * and phone, counting only messages that were accepted and stored, in the database every instance shares) and
 * the per-address limit is only a generous ceiling against floods, which also counts accepted messages only.
 */
export const CONTACT_RATE_LIMIT = { perSender: 3, perAddressCeiling: 60, timeWindow: 10 * 60_000 };

const RETRY_AFTER = { 'Retry-After': String(CONTACT_RATE_LIMIT.timeWindow / 1000) };
/** The form's four short fields, url-encoded, with room to spare. */
const FORM_BYTES = 8 * 1024;

/**
 * The page the HTML form was posted from (the landing page or a template's), from the Referer when it is this
 * site's, else the landing page. Only its path is kept, with one leading slash, so the answer's redirect can
 * never lead to another site.
 */
function pageOfForm(request: FastifyRequest): string {
  try {
    const from = new URL(request.headers.referer ?? '');
    if (from.host === request.host) return `/${from.pathname.replace(/^\/+/, '')}`;
  } catch {
    // No Referer, or not an address: the landing page.
  }
  return '/';
}

/**
 * POST /public/contact-us: stores the message for the admin area. POST /public/contact-us/form takes the same
 * message from the page's HTML form when the page has no script (yet), and answers with the page again, at the
 * form's confirmation or at its failure notice.
 */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Asked only once a message passed validation and its sender's limit, so refused input never uses up the
  // address's ceiling (the shared rate-limit store, Redis when configured, keeps it across instances).
  const addressCeiling = app.createRateLimit({
    max: CONTACT_RATE_LIMIT.perAddressCeiling,
    timeWindow: CONTACT_RATE_LIMIT.timeWindow,
    keyGenerator: (request) => `contact-ceiling:${request.ip}`,
  });

  /** Stores a message within its sender's limit and the address's ceiling (429 past either). */
  async function storeMessage(request: FastifyRequest, input: ContactRequest): Promise<void> {
    // The schema's default fills in a missing message.
    const { name, phone, message = '' } = input;
    const email = input.email.trim();
    const now = app.ctx.config.now();
    const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.timeWindow);
    await app.ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      // Parallel posts from one sender wait for each other here, so each counts the ones stored before it.
      // Both locks are always taken in the same order, so two senders sharing a phone cannot deadlock.
      for (const key of [`contact:email:${email.toLowerCase()}`, `contact:phone:${phone}`].sort())
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const [sent] = await tx
        .select({
          sameEmail: sql<number>`count(*) filter (where lower(${contactMessages.email}) = lower(${email}))`,
          samePhone: sql<number>`count(*) filter (where ${contactMessages.phone} = ${phone})`,
        })
        .from(contactMessages)
        .where(
          and(
            gt(contactMessages.createdAt, since),
            or(sql`lower(${contactMessages.email}) = lower(${email})`, sql`${contactMessages.phone} = ${phone}`),
          ),
        );
      if (Math.max(Number(sent.sameEmail), Number(sent.samePhone)) >= CONTACT_RATE_LIMIT.perSender)
        throw new HttpError(
          429,
          'We have your recent messages and will reply soon. Please try again in a few minutes.',
          {},
          { headers: RETRY_AFTER },
        );
      const ceiling = await addressCeiling(request);
      if (!ceiling.isAllowed && ceiling.isExceeded)
        throw new HttpError(
          429,
          'Many messages came from your network just now. Please try again in a few minutes.',
          {},
          { headers: RETRY_AFTER },
        );
      await tx.insert(contactMessages).values({
        name: name.trim(),
        phone,
        email,
        message: message.trim(),
        createdAt: now,
      });
    });
  }

  app.post(
    '/public/contact-us',
    {
      schema: {
        summary: 'Send a message through the contact form',
        tags: ['storefront'],
        body: ContactRequest,
        response: { 200: ContactResponse, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await storeMessage(request, request.body);
      return { responce: CONTACT_MESSAGES.success, responceId: 'OK' };
    },
  );

  const formRoute: FastifyPluginAsyncTypebox = async (forms) => {
    acceptFormFields(forms, FORM_BYTES);
    // Whatever is refused (a field the browser let through, too many messages, a body too large) is said on the
    // page by its failure notice, which offers the business's other ways to be reached.
    forms.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if (!error.statusCode || error.statusCode >= 500) request.log.error({ err: error }, 'contact form post failed');
      return reply.redirect(`${pageOfForm(request)}#${CONTACT_FORM_OUTCOME_IDS.failed}`, 303);
    });
    forms.post(
      '/public/contact-us/form',
      {
        schema: {
          summary: "Send a message through the page's HTML form (no script needed)",
          tags: ['storefront'],
          consumes: ['application/x-www-form-urlencoded'],
          body: ContactRequest,
          response: { 303: { type: 'null', description: 'Back to the page, at the outcome' } },
        },
      },
      async (request, reply) => {
        await storeMessage(request, request.body);
        return reply.redirect(`${pageOfForm(request)}#${CONTACT_FORM_OUTCOME_IDS.sent}`, 303);
      },
    );
  };
  await app.register(formRoute);
};

export default contactRoutes;
