import type { FieldInfo } from '../../shared/content';
import { calendarHref, parseDate, safeHref, type DateParts } from '../format';
import { dateBadgeIn, dateText, formatNumberIn, t, timeText } from '../i18n';
import { useLanguage } from '../i18n/context';
import type { SiteLanguage } from '../../shared/look';

/** Month and weekday on an event's date badge: three letters in English, Intl's short names otherwise. */
function badgeOf(lang: SiteLanguage, date: DateParts): { month: string; weekday: string } {
  if (lang === 'en') return { month: date.monthName.slice(0, 3), weekday: date.weekday.slice(0, 3) };
  const iso = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  return dateBadgeIn(lang, iso) ?? { month: '', weekday: '' };
}
import { Icon } from '../icons';
import { MediaImage } from '../media/MediaImage';
import type { InvitationExtras } from '../types';
import type { GroupView } from '../view';
import { textOf } from '../view';
import { FieldList } from './FieldList';
import { FilmLink } from './FilmLink';

export { isScheduleGroup } from '../events';

/** FirstTime pairs with FirstTitle: the programme lines of one event. */
function programmeOf(fields: FieldInfo[]) {
  const lines: { time: FieldInfo; title?: FieldInfo }[] = [];
  for (const time of fields.filter((f) => f.kind === 'time')) {
    const prefix = time.name.replace(/Time$/, '');
    const title = fields.find(
      (f) =>
        f !== time &&
        f.kind === 'text' &&
        f.name.startsWith(prefix) &&
        /(Title|Name|Event|Programme)$/.test(f.name) &&
        prefix !== '',
    );
    lines.push({ time, ...(title ? { title } : {}) });
  }
  return lines;
}

export function Schedule({
  group,
  eventWord,
  sectionKey,
  extras = {},
}: {
  group: GroupView;
  eventWord: string;
  sectionKey?: string;
  extras?: InvitationExtras;
}) {
  const lang = useLanguage();
  const { fields } = group;
  const programme = programmeOf(fields);
  const inProgramme = new Set(programme.flatMap((line) => (line.title ? [line.time, line.title] : [line.time])));
  const nameField = fields.find(
    (f) => !inProgramme.has(f) && f.kind === 'text' && /(Name|Title|Heading)$/.test(f.name),
  );
  const dateField = fields.find((f) => f.kind === 'date');
  const placeField = fields.find(
    (f) => !inProgramme.has(f) && f !== nameField && /(Location|Venue|Address|Place)/.test(f.name) && f.kind !== 'url',
  );
  const mapField = fields.find((f) => f.kind === 'url' && /map/i.test(f.name));
  const imageField = fields.find((f) => f.kind === 'image');
  const placed = new Set([...inProgramme, nameField, dateField, placeField, mapField, imageField]);
  // One time per entry and no dates: a running order for the day, read top to bottom.
  if (!dateField && programme.length === 1 && !programme[0]!.title) {
    const time = programme[0]!.time;
    return (
      <ol className="inv-agenda">
        {group.entries.map((entry, i) => {
          const rest = fields
            .filter((f) => f !== time && f !== nameField && entry[f.name] !== undefined)
            .map((f) => ({ field: f, value: entry[f.name] }));
          return (
            <li key={i} className="inv-agenda__item">
              <span className="inv-agenda__time">{timeText(lang, entry[time.name]) || '—'}</span>
              <span className="inv-agenda__dot" aria-hidden="true" />
              <div className="inv-agenda__body">
                <h3 className="inv-agenda__name">
                  {nameField ? textOf(entry[nameField.name]) : `${eventWord} ${i + 1}`}
                </h3>
                <FieldList values={rest} className="inv-fields--compact" />
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div className="inv-events">
      {group.entries.map((entry, i) => {
        const name = nameField ? textOf(entry[nameField.name]) : `${eventWord} ${i + 1}`;
        const date = dateField ? parseDate(entry[dateField.name]) : null;
        const place = placeField ? textOf(entry[placeField.name]) : '';
        const map = mapField ? safeHref(entry[mapField.name]) : undefined;
        const firstTime = programme.map((line) => entry[line.time.name]).find((v) => v !== undefined);
        const calendar = !dateField
          ? undefined
          : ((extras.calendarHref && sectionKey && extras.calendarHref({ kind: 'entry', sectionKey, index: i })) ??
            calendarHref(name, entry[dateField.name], firstTime, place));
        const film = sectionKey ? extras.filmHref?.({ kind: 'entry', sectionKey, index: i }) : undefined;
        const rest = fields
          .filter((f) => !placed.has(f) && entry[f.name] !== undefined)
          .map((f) => ({ field: f, value: entry[f.name] }));
        const lines = programme.filter(
          (line) => entry[line.time.name] !== undefined || (line.title && entry[line.title.name] !== undefined),
        );
        return (
          <article key={i} className="inv-event">
            <header className="inv-event__head">
              {date && (
                <div className="inv-event__date" aria-hidden="true">
                  <span className="inv-event__day">{formatNumberIn(lang, date.day)}</span>
                  <span className="inv-event__month">{badgeOf(lang, date).month}</span>
                  <span className="inv-event__weekday">{badgeOf(lang, date).weekday}</span>
                </div>
              )}
              <h3 className="inv-event__name">{name}</h3>
            </header>
            <div className="inv-event__body">
              {date && <p className="visually-hidden">{dateText(lang, entry[dateField!.name])}</p>}
              {imageField && entry[imageField.name] !== undefined && (
                <div className="inv-event__photo inv-frame">
                  <MediaImage value={String(entry[imageField.name])} alt={name} />
                </div>
              )}
              {lines.length > 0 && (
                <ul className="inv-programme">
                  {lines.map((line) => (
                    <li key={line.time.name}>
                      <span className="inv-programme__time">{timeText(lang, entry[line.time.name])}</span>
                      <span className="inv-programme__title">{line.title ? textOf(entry[line.title.name]) : ''}</span>
                    </li>
                  ))}
                </ul>
              )}
              {place && (
                <p className="inv-event__place">
                  <Icon name="pin" size={16} />
                  {place}
                </p>
              )}
              <FieldList values={rest} className="inv-fields--compact" />
              {(map || calendar || film) && (
                <div className="inv-actions">
                  {map && (
                    <a className="inv-button" href={map} target="_blank" rel="noopener noreferrer">
                      <Icon name="pin" />
                      {t(lang, 'directions')}
                    </a>
                  )}
                  {calendar && (
                    <a
                      className="inv-button inv-button--ghost"
                      href={calendar}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Icon name="calendar" />
                      {t(lang, 'addToCalendar')}
                    </a>
                  )}
                  {film && <FilmLink href={film} lang={lang} />}
                </div>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
