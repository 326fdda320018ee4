import type { GuestLanguage, GuestSettings, MessageTexts } from '../../shared/api/guests';
import { phoneDigits } from '../../shared/phone';

export const LANGUAGE_LABELS: Record<GuestLanguage, string> = { en: 'English', hi: 'हिन्दी', kn: 'ಕನ್ನಡ' };

export type MessageKind = 'invitation' | 'reminder';

/** What a household receives when the host has not written their own text for its language. */
export const DEFAULT_TEXTS: Record<MessageKind, MessageTexts> = {
  invitation: {
    en: 'Namaste {name}! With joy we invite you to our celebration. Your personal invitation, with the functions you are invited to, is here; please let us know if you can come: {link}',
    hi: 'नमस्ते {name}! हमारे शुभ अवसर पर आपको सादर आमंत्रित करते हैं। आपका निमंत्रण यहाँ है; कृपया बताएं कि आप आ पाएंगे या नहीं: {link}',
    kn: 'ನಮಸ್ಕಾರ {name}! ನಮ್ಮ ಶುಭ ಸಮಾರಂಭಕ್ಕೆ ನಿಮ್ಮನ್ನು ಆದರದಿಂದ ಆಹ್ವಾನಿಸುತ್ತೇವೆ. ನಿಮ್ಮ ಆಮಂತ್ರಣ ಇಲ್ಲಿದೆ; ದಯವಿಟ್ಟು ನೀವು ಬರುವಿರಾ ಎಂದು ತಿಳಿಸಿ: {link}',
  },
  reminder: {
    en: 'Namaste {name}, a gentle reminder: please tell us whether you can come. Your invitation: {link}',
    hi: 'नमस्ते {name}, एक विनम्र स्मरण: कृपया बताएं कि आप आ पाएंगे या नहीं। आपका निमंत्रण: {link}',
    kn: 'ನಮಸ್ಕಾರ {name}, ಒಂದು ಸೌಮ್ಯ ನೆನಪು: ದಯವಿಟ್ಟು ನೀವು ಬರುವಿರಾ ಎಂದು ತಿಳಿಸಿ. ನಿಮ್ಮ ಆಮಂತ್ರಣ: {link}',
  },
};

/** The host's text for a kind and language, or the default when they left it empty. */
export function textFor(settings: GuestSettings | undefined, kind: MessageKind, language: GuestLanguage): string {
  const own = settings?.[kind][language]?.trim();
  return own ? own : DEFAULT_TEXTS[kind][language];
}

/** Fills `{name}` and `{link}`; a text without `{link}` still carries the link at its end. */
export function fillMessage(text: string, household: { name: string; link: string }): string {
  const filled = text.replaceAll('{name}', household.name).replaceAll('{link}', household.link);
  return text.includes('{link}') ? filled : `${filled}\n${household.link}`;
}

/** Opens the host's own WhatsApp on the household's chat with the message written. */
export function whatsappHref(phone: string, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** The phone's messages app with the text written (the `?body=` form Android and iOS both read). */
export function smsHref(phone: string, message: string): string {
  return `sms:${phone}?body=${encodeURIComponent(message)}`;
}
