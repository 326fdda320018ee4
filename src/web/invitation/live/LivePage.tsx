import { Invitation } from '../Invitation';
import { eventKeyAt } from '../events';
import type { InvitationExtras } from '../types';
import { GuestPhotoGrid } from './GuestPhotos';
import { Island } from './islands';
import { SAMPLE_WISHES, WishList } from '../sections/Wishes';
import { liveApi } from './post';
import { Share } from './Share';
import type { LivePageProps } from './types';
import './live.css';

/**
 * The invitation guests open: the one renderer in live mode, with the guests' parts in its extras slots.
 * Rendered to HTML on the server; only the forms (islands) are hydrated in the browser.
 */
export function LivePage(props: LivePageProps) {
  const { slug, design, events, sample } = props;
  const today = new Date().toISOString().slice(0, 10);
  // A template's demo shows what guests will see: a few wishes as examples.
  const wishes = sample && !props.wishes.length ? SAMPLE_WISHES : props.wishes;
  const extras: InvitationExtras = {
    greeting: props.greeting ? () => <p className="live-greeting">Dear {props.greeting}</p> : undefined,
    // A sample has no calendar route of its own: it keeps the renderer's calendar links.
    calendarHref: sample
      ? undefined
      : (place) => {
          const key = eventKeyAt(place, events, today);
          return key ? liveApi(slug, `calendar/${encodeURIComponent(key)}.ics`) : undefined;
        },
    wishes: () => (
      <div className="live-wishes">
        {wishes.length ? (
          <WishList wishes={wishes} label={sample ? 'Wishes from guests (sample)' : 'Wishes from guests'} />
        ) : (
          <p className="live-note">No wishes yet: be the first to leave one.</p>
        )}
        <Island name="wish" props={{ slug, ...(sample ? { sample } : {}) }} />
      </div>
    ),
    // Without photos or uploads the slot stays empty (null is rendered as nothing by the section).
    guestPhotos:
      props.photos.length || props.photoUploads
        ? () => (
            <>
              <GuestPhotoGrid photos={props.photos} />
              {props.photoUploads && <Island name="photos" props={{ slug, ...(sample ? { sample } : {}) }} />}
            </>
          )
        : undefined,
    rsvp: events.length
      ? () => (
          <div className="live-rsvp-block">
            <h3 className="live-form__title">Will you join us?</h3>
            <p className="live-form__hint">Let the hosts know for each event.</p>
            <Island name="rsvp" props={{ slug, events, ...(sample ? { sample } : {}) }} />
          </div>
        )
      : undefined,
    share: () => <Share url={props.url} title={props.title} />,
  };
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
