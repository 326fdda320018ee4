/**
 * The keepsake book's own words in each of the site's languages. Kept apart from the guest page's dictionaries
 * (../i18n): the book is drawn on the server only, and its words never reach a guest's phone.
 */
import type { SiteLanguage } from '../../shared/look';

export interface BookWords {
  bookTitle: string;
  wishes: string;
  photos: string;
  /** The group of wishes and photos sent before the first function. */
  beforeTheDay: string;
  /** The one group of a site whose functions have no dates. */
  allPosts: string;
  /** How many wishes and photos the book holds. */
  counted: string;
  photoBy: string;
  /** The book's first page, named for screen readers. */
  cover: string;
}

export const BOOK_WORDS: Record<SiteLanguage, BookWords> = {
  en: {
    bookTitle: 'Our keepsake book',
    wishes: 'Wishes',
    photos: 'Photos',
    beforeTheDay: 'Before the day',
    allPosts: 'Wishes and photos',
    counted: 'Wishes: {wishes} · Photos: {photos}',
    photoBy: 'by {name}',
    cover: 'Cover',
  },
  hi: {
    bookTitle: 'हमारी यादों की किताब',
    wishes: 'शुभकामनाएँ',
    photos: 'तस्वीरें',
    beforeTheDay: 'समारोह से पहले',
    allPosts: 'शुभकामनाएँ और तस्वीरें',
    counted: 'शुभकामनाएँ: {wishes} · तस्वीरें: {photos}',
    photoBy: '{name} द्वारा',
    cover: 'मुखपृष्ठ',
  },
  kn: {
    bookTitle: 'ನಮ್ಮ ನೆನಪಿನ ಪುಸ್ತಕ',
    wishes: 'ಶುಭಾಶಯಗಳು',
    photos: 'ಫೋಟೋಗಳು',
    beforeTheDay: 'ಸಮಾರಂಭದ ಮೊದಲು',
    allPosts: 'ಶುಭಾಶಯಗಳು ಮತ್ತು ಫೋಟೋಗಳು',
    counted: 'ಶುಭಾಶಯಗಳು: {wishes} · ಫೋಟೋಗಳು: {photos}',
    photoBy: '{name} ಅವರಿಂದ',
    cover: 'ಮುಖಪುಟ',
  },
  ta: {
    bookTitle: 'எங்கள் நினைவுப் புத்தகம்',
    wishes: 'வாழ்த்துகள்',
    photos: 'புகைப்படங்கள்',
    beforeTheDay: 'விழாவுக்கு முன்',
    allPosts: 'வாழ்த்துகளும் புகைப்படங்களும்',
    counted: 'வாழ்த்துகள்: {wishes} · புகைப்படங்கள்: {photos}',
    photoBy: '{name} அனுப்பியது',
    cover: 'அட்டைப் படம்',
  },
  te: {
    bookTitle: 'మా జ్ఞాపకాల పుస్తకం',
    wishes: 'శుభాకాంక్షలు',
    photos: 'ఫోటోలు',
    beforeTheDay: 'వేడుకకు ముందు',
    allPosts: 'శుభాకాంక్షలు, ఫోటోలు',
    counted: 'శుభాకాంక్షలు: {wishes} · ఫోటోలు: {photos}',
    photoBy: '{name} పంపినది',
    cover: 'ముఖచిత్రం',
  },
  mr: {
    bookTitle: 'आमचे आठवणींचे पुस्तक',
    wishes: 'शुभेच्छा',
    photos: 'छायाचित्रे',
    beforeTheDay: 'सोहळ्यापूर्वी',
    allPosts: 'शुभेच्छा आणि छायाचित्रे',
    counted: 'शुभेच्छा: {wishes} · छायाचित्रे: {photos}',
    photoBy: '{name} यांच्याकडून',
    cover: 'मुखपृष्ठ',
  },
  gu: {
    bookTitle: 'અમારી યાદોનું પુસ્તક',
    wishes: 'શુભેચ્છાઓ',
    photos: 'ફોટા',
    beforeTheDay: 'પ્રસંગ પહેલાં',
    allPosts: 'શુભેચ્છાઓ અને ફોટા',
    counted: 'શુભેચ્છાઓ: {wishes} · ફોટા: {photos}',
    photoBy: '{name} દ્વારા',
    cover: 'મુખપૃષ્ઠ',
  },
  bn: {
    bookTitle: 'আমাদের স্মৃতির খাতা',
    wishes: 'শুভেচ্ছা',
    photos: 'ছবি',
    beforeTheDay: 'অনুষ্ঠানের আগে',
    allPosts: 'শুভেচ্ছা ও ছবি',
    counted: 'শুভেচ্ছা: {wishes} · ছবি: {photos}',
    photoBy: '{name}-এর পাঠানো',
    cover: 'প্রচ্ছদ',
  },
  ml: {
    bookTitle: 'ഞങ്ങളുടെ ഓർമ്മപ്പുസ്തകം',
    wishes: 'ആശംസകൾ',
    photos: 'ചിത്രങ്ങൾ',
    beforeTheDay: 'ചടങ്ങിന് മുമ്പ്',
    allPosts: 'ആശംസകളും ചിത്രങ്ങളും',
    counted: 'ആശംസകൾ: {wishes} · ചിത്രങ്ങൾ: {photos}',
    photoBy: '{name} അയച്ചത്',
    cover: 'മുഖചിത്രം',
  },
  pa: {
    bookTitle: 'ਸਾਡੀਆਂ ਯਾਦਾਂ ਦੀ ਕਿਤਾਬ',
    wishes: 'ਸ਼ੁਭਕਾਮਨਾਵਾਂ',
    photos: 'ਤਸਵੀਰਾਂ',
    beforeTheDay: 'ਸਮਾਗਮ ਤੋਂ ਪਹਿਲਾਂ',
    allPosts: 'ਸ਼ੁਭਕਾਮਨਾਵਾਂ ਅਤੇ ਤਸਵੀਰਾਂ',
    counted: 'ਸ਼ੁਭਕਾਮਨਾਵਾਂ: {wishes} · ਤਸਵੀਰਾਂ: {photos}',
    photoBy: '{name} ਵੱਲੋਂ',
    cover: 'ਮੁੱਖ ਪੰਨਾ',
  },
};

export function bookWord(
  lang: SiteLanguage,
  key: keyof BookWords,
  values: Record<string, string | number> = {},
): string {
  return BOOK_WORDS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
