/**
 * A real SMTP server for tests: it accepts every mail on a free loopback port (plain SMTP, no TLS, no
 * authentication) and keeps it, so a test can read the code or link a user would read.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone, enough to find a code or a link in. */
  body: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or arriving within the timeout) that matches. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: headerOf(raw, 'Subject'),
          body: decodeQuotedPrintable(raw),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 4-digit code in an OTP mail. */
export function otpIn(mail: { body?: string; text?: string }): string {
  const match = /^\s*(\d{4})\s*$/m.exec(mail.text ?? mail.body ?? '');
  if (!match) throw new Error('No 4-digit code in the mail');
  return match[1];
}

/** The reset link in a reset mail. */
export function resetLinkIn(mail: { body?: string; text?: string }): string {
  const match = /(https?:\/\/\S+\/reset-user-passkey\?token=\S+)/.exec(mail.text ?? mail.body ?? '');
  if (!match) throw new Error('No reset link in the mail');
  return match[1];
}
