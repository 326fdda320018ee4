import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../../shared/contact';
import { contactMessages } from '../db/schema';

/** A visitor may send a few messages; more than that from one address in the window is refused with 429. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

const messageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'email'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: CONTACT_LIMITS.nameMax, pattern: '\\S' },
    phone: { type: 'string', pattern: `^[0-9]{${CONTACT_LIMITS.phoneDigits}}$` },
    email: { type: 'string', format: 'email', maxLength: CONTACT_LIMITS.emailMax },
    message: { type: 'string', maxLength: CONTACT_LIMITS.messageMax, default: '' },
  },
} as const;

interface ContactBody {
  name: string;
  phone: string;
  email: string;
  message: string;
}

/** POST /public/contact-us: stores the message for the admin area. */
const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactBody }>(
    '/public/contact-us',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        summary: 'Send a message through the contact form',
        tags: ['storefront'],
        body: messageSchema,
        response: {
          200: {
            type: 'object',
            required: ['responce', 'responceId'],
            properties: { responce: { type: 'string' }, responceId: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      const { name, phone, email, message } = request.body;
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
