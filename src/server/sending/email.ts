/**
 * The e-mail channel: the same words as the WhatsApp template, per language, as text and HTML, with the personal
 * link, the card, and a one-click List-Unsubscribe (RFC 8058) that opts the household out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SendKind } from '../../shared/api/sending';
import type { AppConfig } from '../config';
import { escapeHtml } from '../http/html';
import type { Mail } from '../mail';
import { fill, WORDS, type TemplateLanguage } from './texts';

const unsubscribeSignature = (config: AppConfig, householdId: number) =>
  createHmac('sha256', `unsubscribe|${config.jwtSecret}`)
    .update(String(householdId))
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export const unsubscribeToken = (config: AppConfig, householdId: number) =>
  `${householdId}.${unsubscribeSignature(config, householdId)}`;

/** The household of an unsubscribe token, or null when this server did not sign it. */
export function readUnsubscribeToken(config: AppConfig, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const ok = timingSafeEqual(Buffer.from(unsubscribeSignature(config, id)), Buffer.from(match[2]!));
  return ok ? id : null;
}

export function invitationMail(options: {
  config: AppConfig;
  to: string;
  householdId: number;
  kind: SendKind;
  lang: TemplateLanguage;
  parameters: readonly string[];
  link: string;
  /** The household's card, or null: the mail then goes without its picture. */
  cardUrl: string | null;
}): Mail {
  const { config, lang, parameters, link } = options;
  const words = WORDS[lang];
  const body = fill(words.bodies[options.kind], parameters);
  const unsubscribe = `${config.publicUrl}/rest/api/public/sending/unsubscribe/${unsubscribeToken(config, options.householdId)}`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;max-width:560px;margin:auto">
${options.cardUrl ? `<p><img src="${escapeHtml(options.cardUrl)}" alt="" width="540" style="max-width:100%"></p>\n` : ''}<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#8a1c3b;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(words.open)}</a></p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>
</body></html>`;
  return {
    to: options.to,
    subject: fill(words.subjects[options.kind], parameters),
    text: `${body}\n\n${words.open}: ${link}\n\n${words.unsubscribe}: ${unsubscribe}\n`,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
