import { and, gt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactRequest, ContactResponse } from '../../shared/api/storefront';
import { CONTACT_MESSAGES } from '../../shared/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { errorResponseSchema, HttpError } from '../http/errors';

/**
 * Many Indian phones share one public address (mobile-network NAT), so the tight limit is per sender (e-mail
 * and phone, counting only messages that were accepted and stored, in the database every instance shares) and
 * the per-address limit is only a generous ceiling against floods, which also counts accepted messages only.
 */
export const CONTACT_RATE_LIMIT = { perSender: 3, perAddressCeiling: 60, timeWindow: 10 * 60_000 };

const RETRY_AFTER = { 'Retry-After': String(CONTACT_RATE_LIMIT.timeWindow / 1000) };

/** POST /public/contact-us: stores the message for the admin area. */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Asked only once a message passed validation and its sender's limit, so refused input never uses up the
  // address's ceiling (the shared rate-limit store, Redis when configured, keeps it across instances).
  const addressCeiling = app.createRateLimit({
    max: CONTACT_RATE_LIMIT.perAddressCeiling,
    timeWindow: CONTACT_RATE_LIMIT.timeWindow,
    keyGenerator: (request) => `contact-ceiling:${request.ip}`,
  });

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
      // The schema's default fills in a missing message.
      const { name, phone, message = '' } = request.body;
      const email = request.body.email.trim();
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
      return { responce: CONTACT_MESSAGES.success, responceId: 'OK' };
    },
  );
};

export default contactRoutes;
