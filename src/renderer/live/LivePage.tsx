import type { ReactNode } from 'react';
import { Invitation } from '../Invitation';
import { eventKeyAt, MAIN_EVENT_KEY } from '../events';
import type { InvitationExtras } from '../types';
import { GuestPhotoGrid } from './GuestPhotos';
import { householdExtras } from './household-extras';
import { PhotoUpload } from './PhotoUpload';
import { RsvpForm } from './RsvpForm';
import { WishForm } from './WishForm';
import { SAMPLE_WISHES, WishList } from '../sections/Wishes';
import { liveApi } from './post';
import { Share } from './Share';
import { Shagun } from './Shagun';
import { Streams } from './Streams';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { MusicControl } from '../controls/MusicControl';
import { t } from '../i18n';
import { useLanguage } from '../i18n/context';
import type { SiteLanguage } from '../../shared/look';
import { calendarLink } from './calendar-link';
import type { LivePageProps } from './types';

/**
 * The invitation guests open: the one renderer in live mode, with the guests' parts in its extras slots.
 * Rendered to HTML on the server; its forms are plain HTML forms that the page's small script only enhances
 * (enhance-forms.ts). The template preview and the customiser render it in the browser as a sample.
 */
export function LivePage(props: LivePageProps) {
  const { slug, design, events, sample } = props;
  // The server picked the language (a luxury site only); the page's own texts follow it.
  const lang: SiteLanguage = props.look?.languages ? (props.initialLanguage ?? 'en') : 'en';
  const today = new Date().toISOString().slice(0, 10);
  // A template's demo shows what guests will see: a few wishes as examples.
  const wishes = sample && !props.wishes.length ? SAMPLE_WISHES : props.wishes;
  const extras: InvitationExtras = {
    ornamentImages: props.ornamentImages,
    greeting: props.greeting
      ? inPageLanguage((lang) => (
          <p className="live-greeting">{t(lang, 'dearGuest', { name: props.greeting ?? '' })}</p>
        ))
      : undefined,
    // A sample has no calendar route of its own: it keeps the renderer's calendar links.
    calendarHref: sample
      ? undefined
      : (place) => {
          const key = eventKeyAt(place, events, today);
          return key ? calendarLink(liveApi(slug, `calendar/${encodeURIComponent(key)}.ics`), lang) : undefined;
        },
    wishes: inPageLanguage((lang) => (
      <div className="live-wishes">
        {wishes.length ? (
          <WishList wishes={wishes} label={t(lang, sample ? 'wishesFromGuestsSample' : 'wishesFromGuests')} />
        ) : (
          <p className="live-note">{t(lang, 'noWishesBeFirst')}</p>
        )}
        <WishForm slug={slug} lang={lang} sample={sample} state={props.forms?.wish} greeting={props.greeting} />
      </div>
    )),
    // Without photos or uploads the slot stays empty (null is rendered as nothing by the section).
    guestPhotos:
      props.photos.length || props.photoUploads
        ? inPageLanguage((lang) => (
            <>
              <GuestPhotoGrid photos={props.photos} />
              {props.photoUploads && (
                <PhotoUpload
                  slug={slug}
                  lang={lang}
                  sample={sample}
                  state={props.forms?.photo}
                  greeting={props.greeting}
                />
              )}
            </>
          ))
        : undefined,
    rsvp: events.length
      ? inPageLanguage((lang) => (
          <div className="live-rsvp-block">
            <h3 className="live-form__title">{t(lang, 'rsvpTitle')}</h3>
            <p className="live-form__hint">{t(lang, 'rsvpHint')}</p>
            <RsvpForm
              slug={slug}
              events={events}
              lang={lang}
              sample={sample}
              state={props.forms?.rsvp}
              greeting={props.greeting}
            />
          </div>
        ))
      : undefined,
    share: inPageLanguage((lang) => <Share url={props.url} title={props.title} lang={lang} />),
    // Links the server answers in that language (keeping a personal link's name); no script needed.
    languageHref: sample ? undefined : (code) => languageHref(code, props.greeting),
    // Drawn here, wired by the page's small script (music.ts): nothing downloads before the guest's first tap.
    music: sample
      ? undefined
      : (src, musicLang) => (
          <div
            className="live-music"
            data-muted-key={STORAGE_KEYS.inviteMusicMuted}
            data-label-play={t(musicLang, 'musicPlay')}
            data-label-mute={t(musicLang, 'musicMute')}
          >
            <MusicControl src={src} lang={musicLang} startOnFirstTouch={false} />
          </div>
        ),
  };
  const films = props.films;
  if (!sample && films && Object.keys(films).length) {
    // The cover is the `main` function's block (a site without a schedule); each schedule entry its own.
    extras.filmHref = (place) => {
      const key =
        place.kind === 'main'
          ? MAIN_EVENT_KEY
          : props.household
            ? props.household.entryKeys[place.index]
            : eventKeyAt(place, events, today);
      const version = key === undefined ? undefined : films[key];
      return key && version ? filmLink(slug, key, lang, version) : undefined;
    };
  }
  const streams = props.streams?.length ? props.streams : undefined;
  if (streams) extras.streams = () => <Streams streams={streams} lang={lang} />;
  const shagun = props.shagun;
  if (shagun) extras.shagun = () => <Shagun offer={shagun} lang={lang} />;
  if (props.afterEvent) return <ThankYouPage {...props} lang={lang} extras={extras} />;
  // A personal link: its own RSVP form and calendar files (the server already kept only its functions).
  if (props.household) Object.assign(extras, householdExtras(props.household, events, lang, today));
  return (
    <Invitation
      design={design}
      layout={props.layout}
      content={props.content}
      templateName={props.templateName}
      mode={sample ? 'preview' : 'live'}
      extras={extras}
      look={props.look}
      initialLanguage={props.initialLanguage}
    />
  );
}

/**
 * After the celebrations: the same design and cover, then a thank-you, the recordings, the public wishes and
 * photos (and the shagun section, when on). No form: RSVP is closed, and the address keeps working.
 */
function ThankYouPage(props: LivePageProps & { lang: SiteLanguage; extras: InvitationExtras }) {
  const { lang, extras } = props;
  const thanks: InvitationExtras = {
    greeting: () => (
      <div className="live-thanks">
        {props.greeting && <p className="live-greeting">{t(lang, 'dearGuest', { name: props.greeting })}</p>}
        <h2 className="live-thanks__title">{t(lang, 'thankYouTitle')}</h2>
        <p className="live-thanks__text">{t(lang, 'thankYouText')}</p>
        <p className="live-note live-thanks__closed">{t(lang, 'rsvpClosed')}</p>
      </div>
    ),
    wishes: props.wishes.length
      ? () => (
          <div className="live-wishes">
            <WishList wishes={props.wishes} label={t(lang, 'wishesFromGuests')} />
          </div>
        )
      : undefined,
    guestPhotos: props.photos.length ? () => <GuestPhotoGrid photos={props.photos} /> : undefined,
    streams: extras.streams,
    shagun: extras.shagun,
    footerThanks: t(lang, 'eventOver'),
    languageHref: extras.languageHref,
    music: extras.music,
    ornamentImages: extras.ornamentImages,
  };
  // The cover alone keeps the names, the date and the design; the schedule, venue and RSVP are of no use now.
  const layout = { ...props.layout, sections: props.layout.sections.slice(0, 1) };
  return (
    <Invitation
      design={props.design}
      layout={layout}
      content={props.content}
      templateName={props.templateName}
      mode="live"
      extras={thanks}
      look={props.look}
      initialLanguage={props.initialLanguage}
    />
  );
}

/**
 * The guests' parts in the language the invitation shows: a template's sample switches it in the browser, so
 * they read it from the page rather than keep the one it was first drawn in.
 */
function inPageLanguage(render: (lang: SiteLanguage) => ReactNode): () => ReactNode {
  return () => <InPageLanguage render={render} />;
}

function InPageLanguage({ render }: { render: (lang: SiteLanguage) => ReactNode }) {
  return render(useLanguage());
}

/** A function's film in the page's language; its version makes the address one film's for good. */
function filmLink(slug: string, key: string, lang: SiteLanguage, version: string): string {
  const query = new URLSearchParams({ lang, v: version });
  return `${liveApi(slug, `films/${encodeURIComponent(key)}`)}?${query.toString()}`;
}

function languageHref(lang: SiteLanguage, greeting: string | undefined): string {
  const query = new URLSearchParams({ lang });
  if (greeting) query.set('to', greeting);
  return `?${query.toString()}`;
}
