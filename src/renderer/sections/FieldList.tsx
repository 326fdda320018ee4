/**
 * The generic renderer: any filled fields of any schema, laid out by kind. Bespoke section layouts hand it
 * whatever they did not place themselves, so no field a buyer fills is ever left off the invitation.
 */
import type { FieldInfo } from '../../shared/content';
import type { SiteLanguage } from '../../shared/look';
import { formatPhone, mailtoHref, safeHref, telHref, whatsappHref } from '../format';
import { useLanguage } from '../i18n/context';
import { dateText, t, timeText } from '../i18n';
import { fieldLabel } from '../i18n/labels';
import { Icon, type IconName } from '../icons';
import { MediaImage } from '../media/MediaImage';
import type { FieldValue, GroupView } from '../view';
import { captionOf, textOf } from '../view';

export function displayValue(field: FieldInfo, value: unknown, lang: SiteLanguage = 'en'): string {
  switch (field.kind) {
    case 'date':
      return dateText(lang, value);
    case 'time':
      return timeText(lang, value);
    case 'tel':
      return formatPhone(value);
    case 'number':
      return /price|amount|fee|cost/i.test(field.name) && typeof value === 'number'
        ? `₹${value.toLocaleString('en-IN')}`
        : textOf(value);
    default:
      return textOf(value);
  }
}

const DETAIL_ICONS: Partial<Record<FieldInfo['kind'], IconName>> = { date: 'calendar', time: 'clock' };

/** Words that need no label in front of them. */
const SELF_EXPLAINING = /(Description|About|Message|Note|Quote|Story)$/;

function isHeadingName(name: string): boolean {
  return /(Heading|Title|Name)$/.test(name);
}

function linkLabel(field: FieldInfo, lang: SiteLanguage): string {
  if (/map/i.test(field.name)) return t(lang, 'viewOnMap');
  if (/stream|live/i.test(field.name)) return t(lang, 'watchLive');
  if (/book|ticket|register/i.test(field.name))
    return fieldLabel(lang, field.label.replace(/\s*Link$/i, '')) || t(lang, 'bookNow');
  return fieldLabel(lang, field.label.replace(/\s*(Link|URL)$/i, '')) || t(lang, 'openLink');
}

/** Buttons for a link, phone or e-mail value; null for other kinds or unsafe values. */
export function ActionLink({ field, value }: FieldValue) {
  const lang = useLanguage();
  if (field.kind === 'url') {
    const href = safeHref(value);
    if (!href) return null;
    return (
      <a className="inv-button" href={href} target="_blank" rel="noopener noreferrer">
        <Icon name={/map/i.test(field.name) ? 'pin' : /stream|live|video/i.test(field.name) ? 'play' : 'link'} />
        {linkLabel(field, lang)}
      </a>
    );
  }
  if (field.kind === 'tel') {
    const href = telHref(value);
    const chat = whatsappHref(value);
    if (!href) return <span className="inv-detail__value">{textOf(value)}</span>;
    return (
      <span className="inv-actions__pair">
        <a className="inv-button" href={href}>
          <Icon name="phone" />
          {formatPhone(value)}
        </a>
        {chat && (
          <a
            className="inv-button inv-button--ghost"
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(lang, 'whatsAppTo', { phone: formatPhone(value) })}
          >
            <Icon name="chat" />
            {t(lang, 'whatsApp')}
          </a>
        )}
      </span>
    );
  }
  if (field.kind === 'email') {
    const href = mailtoHref(value);
    return href ? (
      <a className="inv-button inv-button--ghost" href={href}>
        <Icon name="mail" />
        {textOf(value)}
      </a>
    ) : null;
  }
  return null;
}

export function FieldList({ values, className = '' }: { values: FieldValue[]; className?: string }) {
  const lang = useLanguage();
  if (!values.length) return null;
  const images = values.filter((v) => v.field.kind === 'image');
  // Headings stand alone; a name needs its label (whose name it is), so names go with the details.
  const headings = values.filter((v) => v.field.kind === 'text' && /(Heading|Title)$/.test(v.field.name));
  const paragraphs = values.filter(
    (v) =>
      v.field.kind === 'textarea' ||
      (v.field.kind === 'text' &&
        !isHeadingName(v.field.name) &&
        (textOf(v.value).length > 60 || SELF_EXPLAINING.test(v.field.name))),
  );
  const checks = values.filter((v) => v.field.kind === 'boolean' && v.value === true);
  const actions = values.filter((v) => v.field.kind === 'url' || v.field.kind === 'tel' || v.field.kind === 'email');
  const placed = new Set([...images, ...headings, ...paragraphs, ...checks, ...actions]);
  const details = values.filter((v) => !placed.has(v) && v.field.kind !== 'boolean');

  return (
    <div className={`inv-fields ${className}`}>
      {images.length > 0 && (
        <div className={`inv-figures inv-figures--${Math.min(images.length, 3)}`}>
          {images.map(({ field, value }) => (
            <figure key={field.name} className="inv-figure">
              <div className="inv-frame">
                <MediaImage value={String(value)} alt={fieldLabel(lang, captionOf(field.label))} />
              </div>
              <figcaption>{fieldLabel(lang, captionOf(field.label))}</figcaption>
            </figure>
          ))}
        </div>
      )}
      {headings.map(({ field, value }) => (
        <p key={field.name} className="inv-lead">
          {textOf(value)}
        </p>
      ))}
      {paragraphs.map(({ field, value }) => (
        <div key={field.name} className="inv-paragraph">
          {values.length > 1 && !SELF_EXPLAINING.test(field.name) && (
            <h3 className="inv-label">{fieldLabel(lang, field.label)}</h3>
          )}
          <p>{textOf(value)}</p>
        </div>
      ))}
      {details.length > 0 && (
        <dl className="inv-details">
          {details.map(({ field, value }) => {
            const icon = DETAIL_ICONS[field.kind];
            return (
              <div key={field.name} className="inv-detail">
                <dt>
                  {icon && <Icon name={icon} size={16} />}
                  {fieldLabel(lang, field.label)}
                </dt>
                <dd>{displayValue(field, value, lang)}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {checks.length > 0 && (
        <ul className="inv-checks">
          {checks.map(({ field }) => (
            <li key={field.name}>
              <Icon name="check" />
              {fieldLabel(lang, field.label)}
            </li>
          ))}
        </ul>
      )}
      {actions.length > 0 && (
        <div className="inv-actions">
          {actions.map((item) => (
            <ActionLink key={item.field.name} {...item} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Entries of a repeated group as cards: organisers, tickets, events, chief guests ... */
export function GroupCards({ group }: { group: GroupView }) {
  const lang = useLanguage();
  const { fields, entries } = group;
  if (!group.group.entriesAreObjects) {
    const field = fields[0]!;
    if (field.kind === 'image') {
      return (
        <div className="inv-grid-gallery">
          {entries.map((entry, i) => (
            <div key={i} className="inv-frame">
              <MediaImage
                value={String(entry[field.name])}
                alt={`${fieldLabel(lang, captionOf(group.group.label))} ${i + 1}`}
              />
            </div>
          ))}
        </div>
      );
    }
    return (
      <ul className="inv-list">
        {entries.map((entry, i) => (
          <li key={i}>{displayValue(field, entry[field.name], lang)}</li>
        ))}
      </ul>
    );
  }
  const titleField =
    fields.find((f) => f.kind === 'text' && isHeadingName(f.name)) ?? fields.find((f) => f.kind === 'text');
  const imageField = fields.find((f) => f.kind === 'image');
  return (
    <div className="inv-cards">
      {entries.map((entry, i) => {
        const rest: FieldValue[] = fields
          .filter((f) => f !== titleField && f !== imageField && entry[f.name] !== undefined)
          .map((f) => ({ field: f, value: entry[f.name] }));
        const title = titleField ? textOf(entry[titleField.name]) : '';
        return (
          <article key={i} className="inv-card">
            {imageField && entry[imageField.name] !== undefined && (
              <div className="inv-card__media inv-frame">
                <MediaImage
                  value={String(entry[imageField.name])}
                  alt={title || `${fieldLabel(lang, group.group.label)} ${i + 1}`}
                />
              </div>
            )}
            <div className="inv-card__body">
              {title && <h3 className="inv-card__title">{title}</h3>}
              <FieldList values={rest} className="inv-fields--compact" />
            </div>
          </article>
        );
      })}
    </div>
  );
}
