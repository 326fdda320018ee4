import { useState } from 'react';
import { LOCALES, t } from '../i18n';
import type { SiteLanguage } from '../../shared/look';
import { countdownAt, countdownPieces, type CountdownWords, type EventSpan } from './countdown-time';

/** What the live page's clock needs to tick on the guest's device (read by live/countdown-clock.ts). */
export interface CountdownData {
  span: EventSpan;
  words: CountdownWords;
  locale: string;
}

/**
 * The cover's countdown as the server draws it: whole days ("12 days to go"), which is what a guest without
 * JavaScript reads; the live page's clock takes over from the same data and adds hours and minutes near the day.
 */
export function Countdown({ span, lang }: { span: EventSpan; lang: SiteLanguage }) {
  const words: CountdownWords = {
    daysToGo: t(lang, 'daysToGo'),
    tomorrow: t(lang, 'tomorrow'),
    todayIsTheDay: t(lang, 'todayIsTheDay'),
    timeLeft: t(lang, 'timeLeft'),
    happeningNow: t(lang, 'happeningNow'),
    eventOver: t(lang, 'eventOver'),
  };
  const data: CountdownData = { span, words, locale: LOCALES[lang] };
  // The moment it was drawn, kept across re-renders (the live page's clock takes over from here).
  const [drawnAt] = useState(Date.now);
  const pieces = countdownPieces(countdownAt(span, drawnAt), words, data.locale, false);
  return (
    <p className="inv-hero__countdown" aria-live="off" data-countdown={JSON.stringify(data)}>
      {pieces.map((piece, index) => (piece.number ? <strong key={index}>{piece.text}</strong> : piece.text))}
    </p>
  );
}
