/**
 * The keepsake book as the server prints it: the whole HTML document, drawn with the invitation's own design
 * and ornaments (see src/server/keepsake). Nothing here runs in a browser of the web app.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bookCss } from './book-css';
import { bookWord } from './book-text';
import { KeepsakeBook, type KeepsakeBookProps } from './KeepsakeBook';

export type { BookGroup, BookPhoto, BookWish, KeepsakeBookProps } from './KeepsakeBook';
export { BOOK_WORDS, bookWord } from './book-text';

/**
 * The book's document; `fontFaces` are the @font-face rules of the fonts the printer may load, all from `origin`
 * as the book's photos. Its policy allows nothing else (no script, no other address), whatever guests wrote.
 */
export function keepsakeDocument(props: KeepsakeBookProps, fontFaces: string, origin: string): string {
  const body = renderToStaticMarkup(createElement(KeepsakeBook, props));
  const lang = props.languages[0] ?? 'en';
  // The PDF's title (its document information) is the page's title.
  const title = renderToStaticMarkup(createElement('title', null, props.titles[lang] ?? bookWord(lang, 'bookTitle')));
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; ` +
    `img-src ${origin}; font-src ${origin}">${title}` +
    `<style>${fontFaces}${bookCss(props.size)}</style></head><body>${body}</body></html>`
  );
}
// The names and date as the guest page's title and link preview read them.
export { summarise } from '../live/summary';
export { coverDate, coverPicture } from './cover-date';
export { sampleSubject } from '../media/media-url';
