import type { CSSProperties } from 'react';
import { calendarHref } from '../format';
import { dateText, t, timeText } from '../i18n';
import { Icon } from '../icons';
import { MediaImage } from '../media/MediaImage';
import { COVER_BANDS, Corner, Divider, Emblem, MotifBand, MotifPattern } from '../ornaments/Ornaments';
import type { RenderContext } from '../types';
import type { FieldValue, SectionView } from '../view';
import { isOrganisationName, textOf } from '../view';
import { Countdown } from './Countdown';
import { eventSpan } from './countdown-time';
import { FieldList } from './FieldList';
import { FilmLink } from './FilmLink';

/**
 * Letters in the names' longest word: the cover sizes the names alike so that this word fits on one line.
 * Combining marks (a Devanagari or Kannada vowel sign, a virama) sit on a letter and add no width of their own.
 */
function longestWord(names: string[]): number {
  const letters = (word: string) => [...word.replace(/\p{M}/gu, '')].length;
  return Math.max(1, ...names.flatMap((name) => name.split(/\s+/)).map(letters));
}

/** The cover: names, the date, the first photo, one line of welcome, and a countdown. */
export function Hero({ view, ctx }: { view: SectionView; ctx: RenderContext }) {
  const { design, lang } = ctx;
  const used = new Set<FieldValue>();
  const take = (predicate: (item: FieldValue) => boolean) => {
    const found = view.values.find((item) => !used.has(item) && predicate(item));
    if (found) used.add(found);
    return found;
  };
  const org = take((item) => item.field.kind === 'text' && isOrganisationName(item.field.name));
  const names = view.values
    .filter((item) => !used.has(item) && item.field.kind === 'text' && /Name$/.test(item.field.name))
    .slice(0, 2);
  const heading = take((item) => item.field.kind === 'text' && /Title$/.test(item.field.name));
  // A titled event (a party, a school day) names its people elsewhere; a wedding's title is the couple.
  const titleNames = heading ? [] : names;
  titleNames.forEach((item) => used.add(item));
  const date = take((item) => item.field.kind === 'date' && !/End/.test(item.field.name));
  const endDate = take((item) => item.field.kind === 'date' && /End/.test(item.field.name));
  const time = take((item) => item.field.kind === 'time');
  const logo = take((item) => item.field.kind === 'image' && /Logo/.test(item.field.name));
  const photo = take((item) => item.field.kind === 'image');
  const hashtag = take((item) => /hashtag/i.test(item.field.name));
  const message = take(
    (item) =>
      (item.field.kind === 'text' || item.field.kind === 'textarea') &&
      /(Message|Tagline|Welcome|Greeting|Subtitle|Invite)/.test(item.field.name),
  );
  const place = take((item) => item.field.kind === 'text' && /(Location|Venue|Address|Place)/.test(item.field.name));
  const milestone = take((item) => item.field.kind === 'number' && /(Age|Years|Anniversary)/.test(item.field.name));
  const rest = view.values.filter((item) => !used.has(item));

  const title = heading
    ? [textOf(heading.value)]
    : titleNames.length
      ? titleNames.map((n) => textOf(n.value))
      : [textOf(org?.value) || ctx.templateName];
  const titleText = title.join(' & ');
  const span = date ? eventSpan(date.value, time?.value, endDate?.value) : null;
  const calendar = !date
    ? undefined
    : (ctx.extras.calendarHref?.({ kind: 'main' }) ?? calendarHref(titleText, date.value, time?.value));
  const film = ctx.extras.filmHref?.({ kind: 'main' });
  const layout = design.layout;

  return (
    <header className={`inv-hero inv-hero--${layout}`} id={`inv-${view.section.key}`}>
      <MotifPattern motif={design.motif} opacity={layout === 'scroll' ? 0.05 : 0.07} />
      {layout === 'framed' &&
        (['tl', 'tr', 'bl', 'br'] as const).map((p) => <Corner key={p} motif={design.motif} position={p} />)}
      {layout === 'classic' && (
        <div className="inv-hero__band">
          <MotifBand motif={design.motif} count={COVER_BANDS.narrow} className="inv-hero__band--narrow" />
          <MotifBand motif={design.motif} count={COVER_BANDS.wide} className="inv-hero__band--wide" />
        </div>
      )}
      {photo && (
        <div className="inv-hero__photo">
          <div className="inv-frame inv-frame--hero">
            <MediaImage value={String(photo.value)} alt={`${titleText}`} eager />
          </div>
        </div>
      )}
      <div className="inv-hero__text">
        {logo ? (
          <div className="inv-hero__logo">
            <MediaImage
              value={String(logo.value)}
              alt={t(lang, 'logoOf', { name: textOf(org?.value) || titleText })}
              eager
            />
          </div>
        ) : (
          (layout === 'framed' || layout === 'split') && (
            <Emblem motif={design.motif} size={64} className="inv-hero__emblem" />
          )
        )}
        {ctx.extras.greeting?.()}
        {org && (heading || titleNames.length > 0) && <p className="inv-hero__org">{textOf(org.value)}</p>}
        {message && <p className="inv-hero__message">{textOf(message.value)}</p>}
        <h1 className="inv-hero__names" style={{ '--inv-word': longestWord(title) } as CSSProperties}>
          {title.map((name, i) => (
            <span key={i} className="inv-hero__name-row">
              {i > 0 && <span className="inv-hero__amp">&amp;</span>}
              <span className="inv-hero__name">{name}</span>
            </span>
          ))}
        </h1>
        {milestone && typeof milestone.value === 'number' && (
          <p className="inv-hero__milestone">
            <Counted
              text={t(
                lang,
                /Age/.test(milestone.field.name) ? 'turnsAge' : milestone.value === 1 ? 'yearsOne' : 'yearsMany',
              )}
              n={milestone.value}
            />
          </p>
        )}
        <Divider motif={design.motif} />
        {(date || time) && (
          <p className="inv-hero__when">
            {date && (
              <span className="inv-hero__date">
                {dateText(lang, date.value)}
                {endDate && ` – ${dateText(lang, endDate.value)}`}
              </span>
            )}
            {time && <span className="inv-hero__time">{timeText(lang, time.value)}</span>}
          </p>
        )}
        {place && (
          <p className="inv-hero__place">
            <Icon name="pin" size={16} />
            {textOf(place.value)}
          </p>
        )}
        {span && <Countdown span={span} lang={lang} />}
        {hashtag && <p className="inv-hero__hashtag">{textOf(hashtag.value)}</p>}
        {calendar && (
          <a
            className="inv-button inv-button--ghost inv-hero__calendar"
            href={calendar}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="calendar" />
            {t(lang, 'saveTheDate')}
          </a>
        )}
        {film && (
          <div className="inv-actions">
            <FilmLink href={film} lang={lang} />
          </div>
        )}
        <FieldList values={rest} className="inv-fields--hero" />
      </div>
    </header>
  );
}

/** A translated phrase with its number in bold, wherever the language puts the number ('{n} days to go'). */
function Counted({ text, n }: { text: string; n: number }) {
  const [before, after = ''] = text.split('{n}');
  return (
    <>
      {before}
      <strong>{n}</strong>
      {after}
    </>
  );
}
