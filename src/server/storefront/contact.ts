import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactRequest, ContactResponse } from '../../shared/api/storefront';
import { CONTACT_MESSAGES } from '../../shared/contact';
import { contactMessages } from '../db/schema';
import { errorResponseSchema, HttpError } from '../http/errors';

/**
 * Many Indian phones share one public address (mobile-network NAT), so the tight limit is per sender (e-mail
 * and phone, counting only messages that were accepted and stored, in the database every instance shares) and
 * the per-address limit is only a generous ceiling against floods.
 */
export const CONTACT_RATE_LIMIT = { perSender: 3, perAddressCeiling: 60, timeWindow: 10 * 60_000 };

/** POST /public/contact-us: stores the message for the admin area. */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/public/contact-us',
    {
      config: { rateLimit: { max: CONTACT_RATE_LIMIT.perAddressCeiling, timeWindow: CONTACT_RATE_LIMIT.timeWindow } },
      schema: {
        summary: 'Send a message through the contact form',
        tags: ['storefront'],
        body: ContactRequest,
        response: { 200: ContactResponse, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      // The schema's default fills in a missing message.
      const { name, phone, message = '' } = request.body;
      const email = request.body.email.trim();
      const now = app.ctx.config.now();
      const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.timeWindow);
      const [sent] = await app.ctx.db
        .select({
          sameEmail: sql<number>`count(*) filter (where ${contactMessages.email} = ${email})`,
          samePhone: sql<number>`count(*) filter (where ${contactMessages.phone} = ${phone})`,
        })
        .from(contactMessages)
        .where(
          and(
            gt(contactMessages.createdAt, since),
            or(eq(contactMessages.email, email), eq(contactMessages.phone, phone)),
          ),
        );
      if (Math.max(Number(sent.sameEmail), Number(sent.samePhone)) >= CONTACT_RATE_LIMIT.perSender) {
        throw new HttpError(
          429,
          'We have your recent messages and will reply soon. Please try again in a few minutes.',
          {},
          {
            headers: { 'Retry-After': String(CONTACT_RATE_LIMIT.timeWindow / 1000) },
          },
        );
      }
      await app.ctx.db.insert(contactMessages).values({
        name: name.trim(),
        phone,
        email,
        message: message.trim(),
        createdAt: now,
      });
      return { responce: CONTACT_MESSAGES.success, responceId: 'OK' };
    },
  );
};

export default contactRoutes;
