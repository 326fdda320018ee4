import type { Design } from '../../shared/catalogue';
import type { SiteLanguage } from '../../shared/look';
import { designStyle } from '../design';
import { dateText, t, timeText } from '../i18n';
import { Corner, Divider, Emblem, MotifPattern } from '../ornaments/Ornaments';
import { QrCode } from '../QrCode';

/** The two still shapes a chat and a status take, in CSS pixels (drawn at one device pixel each). */
export const CARD_SIZES = {
  card: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
} as const;
export type CardFormat = keyof typeof CARD_SIZES;

export interface CardFunction {
  title: string;
  /** YYYY-MM-DD. */
  date?: string;
  /** HH:MM. */
  time?: string;
  venue?: string;
  address?: string;
}

export interface InvitationCardProps {
  format: CardFormat;
  lang: SiteLanguage;
  design: Design;
  /** The couple's or host's names as the page's heading reads them in `lang`. */
  title: string;
  event: CardFunction;
  /** A household's name on its own card ("Dear Sharma family"); none on the general card. */
  household?: string;
  /** What the QR code holds: the household's personal link, or the site's address. */
  link: string;
  /** The Indian scripts' faces after the design's Latin one (as the keepsake book's). */
  scriptFamilies: string;
}

/**
 * One function's invitation as a picture: the names, the function with its date, time and venue, the look's
 * palette, fonts and ornaments, and a QR code of the link. Drawn by the server's Chromium as a screenshot, so
 * Indian scripts are shaped by the browser exactly as on the page.
 */
export function InvitationCard(props: InvitationCardProps) {
  const { design, lang, event } = props;
  const when = [event.date && dateText(lang, event.date), event.time && timeText(lang, event.time)].filter(Boolean);
  const shownLink = props.link.replace(/^https?:\/\//, '');
  return (
    <main className={`ic ic--${props.format}`} lang={lang} style={designStyle(design, props.scriptFamilies)}>
      <MotifPattern motif={design.motif} opacity={0.08} />
      {(['tl', 'tr', 'bl', 'br'] as const).map((p) => (
        <Corner key={p} motif={design.motif} position={p} />
      ))}
      <div className="ic__inner">
        {props.household && (
          <p className="ic__dear" data-card="dear">
            {t(lang, 'dearGuest', { name: props.household })}
          </p>
        )}
        <Emblem motif={design.motif} size={120} className="ic__emblem" />
        <h1 className="ic__names" data-card="names">
          {props.title}
        </h1>
        <Divider motif={design.motif} />
        <h2 className="ic__function" data-card="function">
          {event.title}
        </h2>
        {when.length > 0 && (
          <p className="ic__when" data-card="when">
            {when.join(' · ')}
          </p>
        )}
        {event.venue && <p className="ic__venue">{event.venue}</p>}
        {event.address && <p className="ic__address">{event.address}</p>}
        <div className="ic__qr">
          <QrCode value={props.link} size={props.format === 'story' ? 300 : 240} label={t(lang, 'shareQrLabel')} />
          <p className="ic__link" lang="en">
            {shownLink}
          </p>
        </div>
      </div>
    </main>
  );
}
