/**
 * The app's mailer: SMTP when SMTP_URL is set, else the development outbox. One per app, created on first
 * use; tests read the outbox with `outboxOf(app)` or swap the mailer with `useMailer`.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import {
  createOutboxMailer,
  createSmtpMailer,
  type Mail,
  type Mailer,
  type OutboxMailer,
  type SentMail,
} from './mailer';

export type { Mail, Mailer, SentMail } from './mailer';

const mailers = new WeakMap<AppContext, Mailer>();

export function mailerFor(ctx: AppContext): Mailer {
  let mailer = mailers.get(ctx);
  if (!mailer) {
    const { config } = ctx;
    mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer({
          from: config.mailFrom,
          dir: join(config.dataDir, 'outbox'),
          print: config.logLevel !== 'silent',
          now: config.now,
        });
    mailers.set(ctx, mailer);
  }
  return mailer;
}

export function sendMail(ctx: AppContext, mail: Mail): Promise<void> {
  return mailerFor(ctx).send(mail);
}

/** Replaces the app's mailer (tests: a failing or slow one). */
export function useMailer(ctx: AppContext, mailer: Mailer): void {
  mailers.set(ctx, mailer);
}

/** Closes the app's mailer; call from an onClose hook. */
export async function closeMailer(ctx: AppContext): Promise<void> {
  const mailer = mailers.get(ctx);
  mailers.delete(ctx);
  await mailer?.close();
}

/** The development outbox's mails (newest last); throws when the app sends through SMTP. */
export function outboxOf(app: FastifyInstance): SentMail[] {
  const mailer = mailerFor(app.ctx);
  if (mailer.kind !== 'outbox') throw new Error('This app sends mail through SMTP; there is no outbox to read');
  return (mailer as OutboxMailer).mails;
}
