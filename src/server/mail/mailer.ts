import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text: always present, so codes and links can be read (and copied) from any mail client. */
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe on messages sent to guests in bulk. */
  headers?: Record<string, string>;
}

export interface SentMail extends Mail {
  from: string;
  sentAt: Date;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' keeps mails for the developer. */
  readonly kind: 'smtp' | 'outbox';
  /** Throws RecipientRefused when the mail server refuses the address for good; any other error otherwise. */
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The mail server refused the recipient for good (a 5xx answer to RCPT TO, e.g. "553 Bad recipient address
 * syntax" or "550 No such user"): sending again will not help, unlike a server that is down or answers 4xx.
 */
export class RecipientRefused extends Error {
  constructor(
    readonly responseCode: number,
    reply: string,
  ) {
    super(reply);
    this.name = 'RecipientRefused';
  }
}

interface SmtpFailure {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  rejectedErrors?: SmtpFailure[];
}

/** nodemailer's refusal of the only recipient, as RecipientRefused when it is permanent. */
function recipientRefusalOf(error: unknown): RecipientRefused | null {
  const failure = error as SmtpFailure;
  if (failure?.code !== 'EENVELOPE') return null;
  const refusal = failure.rejectedErrors?.[0] ?? failure;
  const status = refusal.responseCode ?? 0;
  if (refusal.command !== 'RCPT TO' || status < 500 || status > 599) return null;
  return new RecipientRefused(status, String(refusal.response ?? status).slice(0, 200));
}

/** Sends through nodemailer: `smtp://host:port` (plain, STARTTLS when offered) or `smtps://user:pass@host`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not at every start (the development outbox never needs it).
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl)));
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await (
          await open()
        ).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      } catch (error) {
        throw recipientRefusalOf(error) ?? error;
      }
    },
    async close() {
      (await transport)?.close();
    },
  };
}

export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  /** Every mail sent since start, oldest first. */
  readonly mails: SentMail[];
}

/**
 * The development outbox: without SMTP_URL nobody could receive an OTP, so each mail is kept in memory,
 * printed on the console and written to DATA_DIR/outbox as a text file.
 */
export function createOutboxMailer(options: {
  from: string;
  dir?: string;
  print: boolean;
  now: () => Date;
}): OutboxMailer {
  const mails: SentMail[] = [];
  return {
    kind: 'outbox',
    mails,
    async send(mail) {
      const sent: SentMail = { ...mail, from: options.from, sentAt: options.now() };
      mails.push(sent);
      const printable = [
        `From: ${sent.from}`,
        `To: ${sent.to}`,
        `Date: ${sent.sentAt.toISOString()}`,
        `Subject: ${sent.subject}`,
        '',
        sent.text,
      ].join('\n');
      if (options.print) console.log(`\n----- development outbox (no SMTP_URL set) -----\n${printable}\n-----\n`);
      if (options.dir) {
        mkdirSync(options.dir, { recursive: true });
        // File names stop at 255 bytes; an address may be 254 characters, so only its start names the file.
        const safeTo = sent.to.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80);
        writeFileSync(join(options.dir, `${sent.sentAt.getTime()}-${mails.length}-${safeTo}.txt`), `${printable}\n`);
      }
    },
    async close() {},
  };
}
