/**
 * Every language a household reads in has its own message: the WhatsApp template (its language code, the date
 * written in that language) and the e-mail (subject, HTML, text) are in the household's own script, never the
 * English fallback.
 */
import { describe, expect, it } from 'vitest';
import { SEND_KINDS } from '../../shared/api/sending';
import type { AppConfig, WhatsAppConfig } from '../config';
import { invitationMail } from './email';
import { bodyText, templateMessage, type MessageInput } from './message';
import { TEMPLATE_LANGUAGES, WORDS, type TemplateLanguage } from './texts';

/** The letters each language is written in (the names and titles below are Latin, so they are taken out first). */
const SCRIPT: Record<TemplateLanguage, RegExp> = {
  en: /^[A-Za-z]$/,
  hi: /^[\u0900-\u097F]$/,
  mr: /^[\u0900-\u097F]$/,
  kn: /^[\u0C80-\u0CFF]$/,
  ta: /^[\u0B80-\u0BFF]$/,
  te: /^[\u0C00-\u0C7F]$/,
  gu: /^[\u0A80-\u0AFF]$/,
  bn: /^[\u0980-\u09FF]$/,
  ml: /^[\u0D00-\u0D7F]$/,
  pa: /^[\u0A00-\u0A7F]$/,
};

const NAME = 'Rao Family';
const TITLE = 'Sangeet';
const LINK = 'https://utsav.example/invite/asha-ravi/g/TOKEN';
const UNSUBSCRIBE = /https:\/\/utsav\.example\/\S+/g;

/** The letters of a text that are not in the language's script, once the Latin parameters are taken out. */
const foreignLetters = (text: string, lang: TemplateLanguage) =>
  [
    ...text
      .replace(/<[^>]*>/g, ' ')
      .replace(UNSUBSCRIBE, ' ')
      .replaceAll(NAME, ' ')
      .replaceAll(TITLE, ' '),
  ].filter((char) => /[\p{L}\p{M}]/u.test(char) && !SCRIPT[lang].test(char));

const input = (lang: TemplateLanguage): MessageInput => ({
  householdId: 7,
  householdName: NAME,
  language: lang,
  functions: [{ key: 'schedule-2', title: TITLE, date: '2027-02-14' }],
  eventKey: 'schedule-2',
  link: LINK,
});

const whatsapp = {
  appSecret: 'secret',
  templates: { invitation: 'utsav_invitation', reminder: 'utsav_reminder', thankYou: 'utsav_thank_you' },
} as WhatsAppConfig;
const app = { publicUrl: 'https://utsav.example', jwtSecret: 'jwt-secret' } as AppConfig;

describe('messages in every household language', () => {
  it.each(TEMPLATE_LANGUAGES)('%s: the template and the e-mail are in its own script', (lang) => {
    const message = templateMessage({
      config: whatsapp,
      kind: 'invitation',
      to: '919845000001',
      input: input(lang),
      cardUrl: null,
    });
    expect(message.template.language.code).toBe(lang);
    const parameters = message.template.components.find((component) => component.type === 'body')!.parameters as Array<{
      text: string;
    }>;
    const [name, titles, date] = parameters.map((parameter) => parameter.text);
    expect([name, titles]).toEqual([NAME, TITLE]);
    // The date is written in the language too (its month name, and Marathi's and Bengali's own digits).
    expect(foreignLetters(date!, lang)).toEqual([]);
    expect([...date!].some((char) => SCRIPT[lang].test(char))).toBe(true);

    for (const kind of SEND_KINDS) {
      const body = bodyText(kind, lang, [NAME, TITLE, date!]);
      expect(body).toContain(NAME);
      expect(foreignLetters(body, lang), `${lang} ${kind}`).toEqual([]);
      if (lang !== 'en') expect(body).not.toBe(bodyText(kind, 'en', [NAME, TITLE, date!]));

      const mail = invitationMail({
        config: app,
        to: 'rao@example.com',
        householdId: 7,
        kind,
        lang,
        parameters: [NAME, TITLE, date!],
        link: LINK,
        cardUrl: 'https://utsav.example/card.png',
      });
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.text).toContain(body);
      expect(mail.text).toContain(WORDS[lang].open);
      for (const part of [mail.subject, mail.text, mail.html ?? ''])
        expect(foreignLetters(part.replaceAll(LINK, ' '), lang), `${lang} ${kind} mail`).toEqual([]);
    }
  });

  it('gives each language its own words (Marathi is not Hindi in the same script)', () => {
    const bodies = TEMPLATE_LANGUAGES.map((lang) => WORDS[lang].bodies.invitation);
    expect(new Set(bodies).size).toBe(TEMPLATE_LANGUAGES.length);
  });
});
