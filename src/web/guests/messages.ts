import type { GuestLanguage, GuestSettings } from '../../shared/api/guests';
import { LANGUAGE_NAMES } from '../../shared/look/languages';
import { phoneDigits } from '../../shared/phone';

/** Each language by its own name (English, हिन्दी, தமிழ் ...). */
export const LANGUAGE_LABELS = Object.fromEntries(
  Object.entries(LANGUAGE_NAMES).map(([lang, names]) => [lang, names.own]),
) as Record<GuestLanguage, string>;

export type MessageKind = 'invitation' | 'reminder';

/** What a household receives when the host has not written their own text for its language. */
export const DEFAULT_TEXTS: Record<MessageKind, Record<GuestLanguage, string>> = {
  invitation: {
    en: 'Namaste {name}! With joy we invite you to our celebration. Your personal invitation, with the functions you are invited to, is here; please let us know if you can come: {link}',
    hi: 'नमस्ते {name}! हमारे शुभ अवसर पर आपको सादर आमंत्रित करते हैं। आपका निमंत्रण यहाँ है; कृपया बताएं कि आप आ पाएंगे या नहीं: {link}',
    kn: 'ನಮಸ್ಕಾರ {name}! ನಮ್ಮ ಶುಭ ಸಮಾರಂಭಕ್ಕೆ ನಿಮ್ಮನ್ನು ಆದರದಿಂದ ಆಹ್ವಾನಿಸುತ್ತೇವೆ. ನಿಮ್ಮ ಆಮಂತ್ರಣ ಇಲ್ಲಿದೆ; ದಯವಿಟ್ಟು ನೀವು ಬರುವಿರಾ ಎಂದು ತಿಳಿಸಿ: {link}',

    ta: 'வணக்கம் {name}! எங்கள் இல்ல மங்கல நிகழ்ச்சிக்குத் தங்களை அன்புடன் அழைக்கிறோம். தங்களுக்கான அழைப்பிதழ் இங்கே; தாங்கள் வருகை தருவீர்களா என்று தெரிவியுங்கள்: {link}',
    te: 'నమస్కారం {name}! మా ఇంట జరిగే శుభకార్యానికి మిమ్మల్ని సాదరంగా ఆహ్వానిస్తున్నాము. మీ ఆహ్వాన పత్రిక ఇక్కడ ఉంది; దయచేసి మీరు వస్తారో లేదో తెలియజేయండి: {link}',
    mr: 'नमस्कार {name}! आमच्या शुभकार्यास आपणास सस्नेह निमंत्रण. आपले निमंत्रण येथे आहे; कृपया आपण येणार का ते कळवावे: {link}',
    gu: 'નમસ્તે {name}! અમારા શુભ પ્રસંગે આપને સ્નેહભર્યું આમંત્રણ છે. આપનું આમંત્રણ અહીં છે; કૃપા કરી આપ પધારશો કે નહીં તે જણાવશો: {link}',
    bn: 'নমস্কার {name}! আমাদের শুভ অনুষ্ঠানে আপনাকে সাদর আমন্ত্রণ জানাই। আপনার নিমন্ত্রণপত্র এখানে; অনুগ্রহ করে জানাবেন আপনি আসতে পারবেন কি না: {link}',
    ml: 'നമസ്കാരം {name}! ഞങ്ങളുടെ ശുഭചടങ്ങിലേക്ക് നിങ്ങളെ സ്നേഹപൂർവം ക്ഷണിക്കുന്നു. നിങ്ങളുടെ ക്ഷണക്കത്ത് ഇവിടെയുണ്ട്; വരുമോ എന്ന് ദയവായി അറിയിക്കുക: {link}',
    pa: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ {name} ਜੀ! ਸਾਡੇ ਸ਼ੁਭ ਸਮਾਗਮ ਵਿੱਚ ਤੁਹਾਨੂੰ ਸਨਿਮਰ ਸੱਦਾ ਹੈ। ਤੁਹਾਡਾ ਸੱਦਾ-ਪੱਤਰ ਇੱਥੇ ਹੈ; ਕਿਰਪਾ ਕਰਕੇ ਦੱਸਣਾ ਕਿ ਤੁਸੀਂ ਆ ਸਕੋਗੇ ਜਾਂ ਨਹੀਂ: {link}',
  },
  reminder: {
    en: 'Namaste {name}, a gentle reminder: please tell us whether you can come. Your invitation: {link}',
    hi: 'नमस्ते {name}, एक विनम्र स्मरण: कृपया बताएं कि आप आ पाएंगे या नहीं। आपका निमंत्रण: {link}',
    kn: 'ನಮಸ್ಕಾರ {name}, ಒಂದು ಸೌಮ್ಯ ನೆನಪು: ದಯವಿಟ್ಟು ನೀವು ಬರುವಿರಾ ಎಂದು ತಿಳಿಸಿ. ನಿಮ್ಮ ಆಮಂತ್ರಣ: {link}',

    ta: 'வணக்கம் {name}, ஒரு அன்பான நினைவூட்டல்: தாங்கள் வருகை தருவீர்களா என்று தெரிவியுங்கள். உங்கள் அழைப்பிதழ்: {link}',
    te: 'నమస్కారం {name}, ఒక చిన్న గుర్తు: దయచేసి మీరు వస్తారో లేదో తెలియజేయండి. మీ ఆహ్వానం: {link}',
    mr: 'नमस्कार {name}, एक नम्र आठवण: कृपया आपण येणार का ते कळवावे. आपले निमंत्रण: {link}',
    gu: 'નમસ્તે {name}, એક નમ્ર યાદ: કૃપા કરી આપ પધારશો કે નહીં તે જણાવશો. આપનું આમંત્રણ: {link}',
    bn: 'নমস্কার {name}, একটি বিনীত অনুস্মারক: অনুগ্রহ করে জানাবেন আপনি আসতে পারবেন কি না। আপনার নিমন্ত্রণ: {link}',
    ml: 'നമസ്കാരം {name}, ഒരു സ്നേഹപൂർവമായ ഓർമ്മപ്പെടുത്തൽ: വരുമോ എന്ന് ദയവായി അറിയിക്കുക. നിങ്ങളുടെ ക്ഷണക്കത്ത്: {link}',
    pa: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ {name} ਜੀ, ਇੱਕ ਨਿਮਰ ਯਾਦ-ਦਹਾਨੀ: ਕਿਰਪਾ ਕਰਕੇ ਦੱਸਣਾ ਕਿ ਤੁਸੀਂ ਆ ਸਕੋਗੇ ਜਾਂ ਨਹੀਂ। ਤੁਹਾਡਾ ਸੱਦਾ-ਪੱਤਰ: {link}',
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
