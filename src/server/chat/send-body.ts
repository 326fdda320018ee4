/**
 * The body of a SEND frame to /app/chat, checked as strictly as the HTTP call's JSON body (same fields
 * less `from`, which is the socket's user; nothing else allowed).
 */
import { EMAIL_MAX_LENGTH } from '../../shared/account';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TAGS, type ChatTag } from '../../shared/chat';
import { HttpError } from '../http/errors';
import type { OutgoingMessage } from './chat-service';

const ALLOWED = new Set(['to', 'message', 'tag', 'attachment']);

const text = (value: unknown, name: string, max: number): string => {
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`);
  if (value.length > max) throw new HttpError(400, `${name} must be at most ${max} characters`);
  return value;
};

export function parseSendBody(body: unknown): OutgoingMessage {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'SEND body must be an object');
  const fields = body as Record<string, unknown>;
  for (const name of Object.keys(fields)) if (!ALLOWED.has(name)) throw new HttpError(400, `${name} is not allowed`);
  const message: OutgoingMessage = {
    to: text(fields.to, 'to', EMAIL_MAX_LENGTH),
    message: text(fields.message, 'message', CHAT_MESSAGE_MAX_LENGTH),
  };
  if (fields.tag !== undefined) {
    if (!CHAT_TAGS.includes(fields.tag as ChatTag)) throw new HttpError(400, `tag must be one of ${CHAT_TAGS}`);
    message.tag = fields.tag as ChatTag;
  }
  if (fields.attachment !== undefined) message.attachment = text(fields.attachment, 'attachment', 200);
  return message;
}
