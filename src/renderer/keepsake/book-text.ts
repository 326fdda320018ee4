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
  },
  hi: {
    bookTitle: 'हमारी यादों की किताब',
    wishes: 'शुभकामनाएँ',
    photos: 'तस्वीरें',
    beforeTheDay: 'समारोह से पहले',
    allPosts: 'शुभकामनाएँ और तस्वीरें',
    counted: 'शुभकामनाएँ: {wishes} · तस्वीरें: {photos}',
    photoBy: '{name} द्वारा',
  },
  kn: {
    bookTitle: 'ನಮ್ಮ ನೆನಪಿನ ಪುಸ್ತಕ',
    wishes: 'ಶುಭಾಶಯಗಳು',
    photos: 'ಫೋಟೋಗಳು',
    beforeTheDay: 'ಸಮಾರಂಭದ ಮೊದಲು',
    allPosts: 'ಶುಭಾಶಯಗಳು ಮತ್ತು ಫೋಟೋಗಳು',
    counted: 'ಶುಭಾಶಯಗಳು: {wishes} · ಫೋಟೋಗಳು: {photos}',
    photoBy: '{name} ಅವರಿಂದ',
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
