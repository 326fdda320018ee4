/**
 * One household's message: its template parameters, the signed quick-reply payloads, and the body the WhatsApp
 * Cloud API takes (POST /{phone-number-id}/messages, type "template"; Meta's "Send message templates" page).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RsvpEvent } from '../../shared/live';
import type { SendKind } from '../../shared/api/sending';
import type { WhatsAppConfig } from '../config';
import { fill, TEMPLATE_LANGUAGES, templateLanguageOf, WORDS, type TemplateLanguage } from './texts';

/** eventKey '' in a message row: every function the household is invited to. */
export const ALL_FUNCTIONS = '';

export interface MessageInput {
  householdId: number;
  householdName: string;
  language: string;
  /** The functions this message is about (one, or all the household's), in the schedule's order. */
  functions: readonly RsvpEvent[];
  /** The message row's eventKey: one function's key or ALL_FUNCTIONS. */
  eventKey: string;
  /** The household's personal link, `${PUBLIC_URL}/invite/{slug}/g/{token}`. */
  link: string;
}

/** Meta refuses body parameters with new lines, tabs or more than four spaces in a row. */
const paramText = (text: string) =>
  text
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 200);

// One formatter per language: toLocaleDateString builds a new one on every call, a tenth of a millisecond each,
// which a batch of thousands of messages pays twice per message.
const DATE_FORMATS = Object.fromEntries(
  TEMPLATE_LANGUAGES.map((lang) => [
    lang,
    new Intl.DateTimeFormat(`${lang}-IN`, { day: 'numeric', month: 'long', year: 'numeric' }),
  ]),
) as Record<TemplateLanguage, Intl.DateTimeFormat>;

const dateText = (date: string | undefined, lang: TemplateLanguage) =>
  date ? DATE_FORMATS[lang].format(new Date(`${date}T12:00:00Z`)) : '-';

/** {{1}} the name, {{2}} the function(s), {{3}} the first one's date. */
export function parametersOf(input: MessageInput): { lang: TemplateLanguage; parameters: string[] } {
  const lang = templateLanguageOf(input.language);
  const titles = input.functions.map((event) => event.title).join(', ') || '-';
  return {
    lang,
    parameters: [paramText(input.householdName), paramText(titles), dateText(input.functions[0]?.date, lang)],
  };
}

export const bodyText = (kind: SendKind, lang: TemplateLanguage, parameters: readonly string[]) =>
  fill(WORDS[lang].bodies[kind], parameters);

// Quick replies: "rsvp.{household}.{function or *}.{y|n}.{signature}". The signature (HMAC under the app secret)
// makes a payload typed by anyone else worthless: it names a household and a function only the server chose.
const QUICK_REPLY = /^rsvp\.([1-9][0-9]{0,9})\.([a-z0-9-]{1,60}|\*)\.([yn])\.([A-Za-z0-9_-]{22})$/;

const signature = (secret: string, text: string) =>
  createHmac('sha256', `quick-reply|${secret}`).update(text).digest().subarray(0, 16).toString('base64url');

export function quickReplyPayload(secret: string, householdId: number, eventKey: string, coming: boolean): string {
  const text = `rsvp.${householdId}.${eventKey || '*'}.${coming ? 'y' : 'n'}`;
  return `${text}.${signature(secret, text)}`;
}

export interface QuickReply {
  householdId: number;
  /** ALL_FUNCTIONS for every function of the household. */
  eventKey: string;
  coming: boolean;
}

/** The payload's answer, or null when it is not one this server signed. */
export function readQuickReply(secret: string, payload: string): QuickReply | null {
  const match = QUICK_REPLY.exec(payload);
  if (!match) return null;
  const [, id, key, answer, given] = match;
  const expected = Buffer.from(signature(secret, `rsvp.${id}.${key}.${answer}`));
  if (!timingSafeEqual(expected, Buffer.from(given!))) return null;
  return { householdId: Number(id), eventKey: key === '*' ? ALL_FUNCTIONS : key!, coming: answer === 'y' };
}

export const templateNameOf = (config: WhatsAppConfig, kind: SendKind) =>
  kind === 'invitation'
    ? config.templates.invitation
    : kind === 'reminder'
      ? config.templates.reminder
      : config.templates.thankYou;

/**
 * The URL button's parameter: the template's URL is `${PUBLIC_URL}/{{1}}` (Meta allows one variable, at the end),
 * and {{1}} is the personal link's path, `invite/{slug}/g/{token}`.
 */
const linkPath = (link: string) => new URL(link).pathname.slice(1);

export interface TemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: Array<Record<string, unknown>>;
  };
}

/** The Cloud API's request body for one household. `cardUrl`: the invitation's card, the image header. */
export function templateMessage(options: {
  config: WhatsAppConfig;
  kind: SendKind;
  to: string;
  input: MessageInput;
  cardUrl: string | null;
}): TemplateMessage {
  const { config, kind, input } = options;
  const { lang, parameters } = parametersOf(input);
  const components: Array<Record<string, unknown>> = [];
  if (options.cardUrl) {
    components.push({ type: 'header', parameters: [{ type: 'image', image: { link: options.cardUrl } }] });
  }
  components.push({ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) });
  components.push({
    type: 'button',
    sub_type: 'url',
    index: '0',
    parameters: [{ type: 'text', text: linkPath(input.link) }],
  });
  if (kind !== 'thank-you') {
    for (const [index, coming] of [
      ['1', true],
      ['2', false],
    ] as const) {
      components.push({
        type: 'button',
        sub_type: 'quick_reply',
        index,
        parameters: [
          { type: 'payload', payload: quickReplyPayload(config.appSecret, input.householdId, input.eventKey, coming) },
        ],
      });
    }
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: options.to,
    type: 'template',
    template: { name: templateNameOf(config, kind), language: { code: lang }, components },
  };
}
