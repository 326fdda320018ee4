/**
 * The few words an event's calendar file writes around the hosts' own text, in each language the invitation
 * comes in: a household's own (its personal link's file) or the page's (the general page's file, ?lang=).
 */
import type { SiteLanguage } from '../../shared/look/languages';

export interface CalendarWords {
  venue: string;
  map: string;
  watchLive: string;
  invitation: string;
}

export const CALENDAR_WORDS: Record<SiteLanguage, CalendarWords> = {
  en: { venue: 'Venue', map: 'Map', watchLive: 'Watch live', invitation: 'Invitation' },
  hi: { venue: 'स्थान', map: 'नक्शा', watchLive: 'सीधा प्रसारण देखें', invitation: 'निमंत्रण' },
  kn: { venue: 'ಸ್ಥಳ', map: 'ನಕ್ಷೆ', watchLive: 'ನೇರಪ್ರಸಾರ ವೀಕ್ಷಿಸಿ', invitation: 'ಆಮಂತ್ರಣ' },
  ta: { venue: 'இடம்', map: 'வரைபடம்', watchLive: 'நேரலையில் காண்க', invitation: 'அழைப்பிதழ்' },
  te: { venue: 'వేదిక', map: 'మ్యాప్', watchLive: 'ప్రత్యక్షంగా చూడండి', invitation: 'ఆహ్వానం' },
  mr: { venue: 'स्थळ', map: 'नकाशा', watchLive: 'थेट पाहा', invitation: 'निमंत्रण' },
  gu: { venue: 'સ્થળ', map: 'નકશો', watchLive: 'લાઇવ જુઓ', invitation: 'આમંત્રણ' },
  bn: { venue: 'অনুষ্ঠানস্থল', map: 'মানচিত্র', watchLive: 'সরাসরি দেখুন', invitation: 'নিমন্ত্রণ' },
  ml: { venue: 'വേദി', map: 'മാപ്പ്', watchLive: 'തത്സമയം കാണുക', invitation: 'ക്ഷണക്കത്ത്' },
  pa: { venue: 'ਸਥਾਨ', map: 'ਨਕਸ਼ਾ', watchLive: 'ਲਾਈਵ ਵੇਖੋ', invitation: 'ਸੱਦਾ-ਪੱਤਰ' },
};
