/**
 * The app's mailer, `app.mailer`: SMTP when SMTP_URL is set, else the development outbox. `buildApp` creates
 * it once from the config (tests may hand it a failing or slow one); tests read the outbox with `outboxOf(app)`.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { createOutboxMailer, createSmtpMailer, type Mailer, type OutboxMailer, type SentMail } from './mailer';

export type { Mail, Mailer, SentMail } from './mailer';
export { RecipientRefused } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(config: AppConfig): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer({
        from: config.mailFrom,
        dir: join(config.dataDir, 'outbox'),
        print: config.logLevel !== 'silent',
        now: config.now,
      });
}

/**
 * Makes `mailer` the app's `app.mailer` and closes it with the app. Call before the features are registered:
 * Fastify runs onClose hooks children first, so mails they still send while closing go out before this one.
 */
export function registerMailer(app: FastifyInstance, mailer: Mailer): void {
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

/** The development outbox's mails (newest last); throws when the app sends through SMTP. */
export function outboxOf(app: FastifyInstance): SentMail[] {
  const { mailer } = app;
  if (mailer.kind !== 'outbox') throw new Error('This app sends mail through SMTP; there is no outbox to read');
  return (mailer as OutboxMailer).mails;
}
