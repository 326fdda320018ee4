import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactRequest, ContactResponse } from '../../shared/api/storefront';
import { CONTACT_MESSAGES } from '../../shared/contact';
import { contactMessages } from '../db/schema';

/** A visitor may send a few messages; more than that from one address in the window is refused with 429. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/** POST /public/contact-us: stores the message for the admin area. */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/public/contact-us',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        summary: 'Send a message through the contact form',
        tags: ['storefront'],
        body: ContactRequest,
        response: { 200: ContactResponse },
      },
    },
    async (request) => {
      // The schema's default fills in a missing message.
      const { name, phone, email, message = '' } = request.body;
      await app.ctx.db.insert(contactMessages).values({
        name: name.trim(),
        phone,
        email: email.trim(),
        message: message.trim(),
        createdAt: app.ctx.config.now(),
      });
      return { responce: CONTACT_MESSAGES.success, responceId: 'OK' };
    },
  );
};

export default contactRoutes;
