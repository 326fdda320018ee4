/**
 * The invitation card and film as the server draws them: the whole HTML documents of one function's picture and
 * of its film's stills, made with the invitation's own design, ornaments and words (see src/server/cards).
 * Nothing here runs in the web app.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// The card's words (the household's greeting, the QR code's label) in every language.
import '../i18n/all-languages';
import { cardCss } from './card-css';
import { filmCss } from './film-css';
import { InvitationCard, type InvitationCardProps } from './InvitationCard';
import { InvitationFilm, type InvitationFilmProps } from './InvitationFilm';

export { CARD_SIZES, type CardFormat, type CardFunction, type InvitationCardProps } from './InvitationCard';
export { FILM_SIZE, filmScenes, type FilmScene, type InvitationFilmProps } from './InvitationFilm';
export { filmPeople, type FilmPerson } from './film-people';
export { summarise } from '../live/summary';
export { sampleSubject } from '../media/media-url';

/** A drawn document's head: its policy allows nothing but the fonts and pictures of `origin` (no script). */
function documentOf(lang: string, css: string, body: string, origin: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; ` +
    `img-src ${origin}; font-src ${origin}">` +
    `<style>${css}</style></head><body>${body}</body></html>`
  );
}

/**
 * The card's document; `fontFaces` are the @font-face rules of the fonts the drawing browser may load, all from
 * `origin`. Its policy allows nothing else (no script, no other address), whatever the buyer typed.
 */
export function cardDocument(props: InvitationCardProps, fontFaces: string, origin: string): string {
  const body = renderToStaticMarkup(createElement(InvitationCard, props));
  return documentOf(props.lang, `${fontFaces}${cardCss(props.format)}`, body, origin);
}

/** The film's stills as one document (each scene a FILM_SIZE frame, one below the other), as the card's. */
export function filmDocument(props: InvitationFilmProps, fontFaces: string, origin: string): string {
  const body = renderToStaticMarkup(createElement(InvitationFilm, props));
  return documentOf(props.lang, `${fontFaces}${filmCss()}`, body, origin);
}
