/**
 * Sending from the product (issue 37): invitations, reminders and thanks by the WhatsApp Business Cloud API
 * (or its sandbox) and e-mail, in batches on the job engine, with delivery, reads and answers from Meta's
 * webhook. Registered under /rest/api by the app.
 */
import type { FastifyPluginAsync } from 'fastify';
import hostRoutes from './routes';
import outboxRoutes from './outbox-routes';
import { defineSendingQueues, SEND_REMINDERS } from './queue';
import unsubscribeRoutes from './unsubscribe-routes';
import webhookRoutes from './webhook-routes';

/** Every ten minutes: due reminders, and rows a crash left without a job. */
const REMINDER_CRON = '*/10 * * * *';

const sendingRoutes: FastifyPluginAsync = async (app) => {
  const queue = defineSendingQueues(app.ctx, app.mailer, app.log);
  app.addHook('onReady', async () => app.ctx.jobs.schedule(SEND_REMINDERS, REMINDER_CRON));
  await app.register(hostRoutes(queue));
  await app.register(webhookRoutes);
  await app.register(unsubscribeRoutes);
  if (app.ctx.config.whatsapp.provider === 'sandbox') await app.register(outboxRoutes);
};

export default sendingRoutes;
export { defineSendingQueues, SEND_MESSAGE, SEND_REMINDERS, type SendingQueue } from './queue';
