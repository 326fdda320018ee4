import type { Design } from '../../shared/catalogue';
import type { SiteLanguage } from '../../shared/look';
import { designStyle } from '../design';
import { dateText, sectionTitle, t, timeText } from '../i18n';
import { Corner, Divider, Emblem, MotifPattern } from '../ornaments/Ornaments';
import { QrCode } from '../QrCode';
import type { FilmPerson } from './film-people';
import type { CardFunction } from './InvitationCard';

/** The film's frame, in CSS pixels drawn at one device pixel each: portrait, as phones play a status. */
export const FILM_SIZE = { width: 720, height: 1280 } as const;

export type FilmScene = 'cover' | 'function' | 'people' | 'closing';

export interface InvitationFilmProps {
  lang: SiteLanguage;
  design: Design;
  /** The couple's or host's names as the page's heading reads them in `lang`. */
  title: string;
  event: CardFunction;
  /** The people scene is left out when there are none. */
  people: FilmPerson[];
  /** A household's name on its own film; none on the general one. */
  household?: string;
  /** The household's personal link or the site's address: the closing scene's QR code and words. */
  link: string;
  scriptFamilies: string;
}

/** The scenes a film shows, in order (the encoder crossfades between them). */
export function filmScenes(props: Pick<InvitationFilmProps, 'people'>): FilmScene[] {
  return props.people.length > 0 ? ['cover', 'function', 'people', 'closing'] : ['cover', 'function', 'closing'];
}

function Frame({ design, children, scene }: { design: Design; children: React.ReactNode; scene: FilmScene }) {
  return (
    <section className={`if if--${scene}`} data-scene={scene}>
      <MotifPattern motif={design.motif} opacity={0.08} />
      {(['tl', 'tr', 'bl', 'br'] as const).map((p) => (
        <Corner key={p} motif={design.motif} position={p} />
      ))}
      <div className="if__inner">{children}</div>
    </section>
  );
}

/**
 * One function's invitation as the film's stills, one below the other, each exactly FILM_SIZE: the cover with the
 * names, the function with its date, time and venue, the people, the closing with the link. The server screenshots
 * each and ffmpeg moves gently across them, so the film shows the page's own palette, ornaments and shaped scripts.
 */
export function InvitationFilm(props: InvitationFilmProps) {
  const { design, lang, event } = props;
  const when = [event.date && dateText(lang, event.date), event.time && timeText(lang, event.time)].filter(Boolean);
  const scenes = filmScenes(props);
  return (
    <main className="ifilm" lang={lang} style={designStyle(design, props.scriptFamilies)}>
      {scenes.map((scene) => {
        switch (scene) {
          case 'cover':
            return (
              <Frame key={scene} design={design} scene={scene}>
                {props.household && <p className="if__dear">{t(lang, 'dearGuest', { name: props.household })}</p>}
                <Emblem motif={design.motif} size={110} className="if__emblem" />
                <p className="if__invited">{t(lang, 'previewInvited')}</p>
                <h1 className="if__names">{props.title}</h1>
                <Divider motif={design.motif} />
              </Frame>
            );
          case 'function':
            return (
              <Frame key={scene} design={design} scene={scene}>
                <h2 className="if__function">{event.title}</h2>
                <Divider motif={design.motif} />
                {when.map((line) => (
                  <p key={line} className="if__when">
                    {line}
                  </p>
                ))}
                {event.venue && <p className="if__venue">{event.venue}</p>}
                {event.address && <p className="if__address">{event.address}</p>}
              </Frame>
            );
          case 'people':
            return (
              <Frame key={scene} design={design} scene={scene}>
                <h2 className="if__heading">{sectionTitle(lang, 'Family')}</h2>
                <Divider motif={design.motif} />
                <dl className="if__people">
                  {props.people.map((person) => (
                    <div key={`${person.role}:${person.name}`}>
                      <dt>{person.role}</dt>
                      <dd>{person.name}</dd>
                    </div>
                  ))}
                </dl>
              </Frame>
            );
          case 'closing':
            return (
              <Frame key={scene} design={design} scene={scene}>
                <h2 className="if__heading">{props.title}</h2>
                <Divider motif={design.motif} />
                <div className="if__qr">
                  <QrCode value={props.link} size={260} label={t(lang, 'shareQrLabel')} />
                </div>
                <p className="if__link" lang="en">
                  {props.link.replace(/^https?:\/\//, '')}
                </p>
              </Frame>
            );
        }
      })}
    </main>
  );
}
