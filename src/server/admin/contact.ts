import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  ContactListQuery,
  ContactMessage,
  ContactMessageList,
  ContactParams,
  HandledRequest,
} from '../../shared/api/admin';
import { contactMessages } from '../db/schema';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import { adminRefusals } from './refusals';

const LIST_LIMIT = 200;

function toMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

/** GET /admin/contact-messages (waiting first by default) and POST .../{id}/handled. */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages from the storefront contact form, newest first',
        querystring: ContactListQuery,
        response: { 200: ContactMessageList, ...adminRefusals },
      },
    },
    async (request) => {
      const status = request.query.status ?? 'waiting';
      const where =
        status === 'waiting'
          ? isNull(contactMessages.handledAt)
          : status === 'handled'
            ? isNotNull(contactMessages.handledAt)
            : undefined;
      const rows = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(LIST_LIMIT);
      return { messages: rows.map(toMessage) };
    },
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled (or waiting again)',
        params: ContactParams,
        body: HandledRequest,
        response: { 200: ContactMessage, ...adminRefusals },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      if (!row) throw new HttpError(404, 'No contact message has that id.');
      const { handled } = request.body;
      if (Boolean(row.handledAt) === handled) return toMessage(row);
      const [updated] = await db
        .update(contactMessages)
        .set({ handledAt: handled ? config.now() : null })
        .where(eq(contactMessages.id, id))
        .returning();
      await recordAudit(request, handled ? 'contact.handled' : 'contact.reopened', `contact:${id}`);
      return toMessage(updated);
    },
  );
};

export default contactRoutes;
