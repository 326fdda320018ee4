/**
 * Wire contract of the invitation's pictures: one function's invitation as a still card (1080 x 1350, for a
 * chat) or a story (1080 x 1920, for a status), in one language, general (the site's address in its QR code)
 * or a household's own (its name and its personal link). The TypeBox values are the routes' JSON Schemas; the
 * web app imports only the types.
 *
 * Routes (all under /rest/api; the site's buyer or a co-host only, anyone else the same 404 as an unknown site):
 *   POST private/live/{liveId}/media           MediaRequest -> 202 { id }
 *   GET  private/live/{liveId}/media/{id}                   -> MediaStatus
 *   GET  private/live/{liveId}/media/{id}/file              -> image/png, or video/mp4 for a film (once done)
 *   GET  public/live/{slug}/g/{token}/media?kind&eventKey&lang -> image/png: the household's own card, once
 *        drawn, through its personal link (no account; its token is the credential), e.g. for a message's image
 *   GET  public/live/{slug}/films/{eventKey}?lang[&v] -> video/mp4: the function's current general film in that
 *        language, for its guests (no account): an open site's to anyone; a private site's to the access code's
 *        grant, or to a device whose personal-link cookie names a household invited to that function; anyone else
 *        the same 404 as an unknown site, and an unknown function or no film in that language a 404. Single byte
 *        ranges are answered (206); `v` (the film's version, as the guest page links it) makes the answer
 *        cacheable for good
 *   GET  public/live/{slug}/cards/{eventKey}?lang[&v] -> image/png: the function's current general card (1080 x
 *        1350) in that language, as private as its film (same grants, same 404s); an open site's is what its
 *        page's link preview shows (og:image, with `v`), and shared caches may keep it but must ask again before
 *        each use (`public, no-cache`, so a site turned private is not shown from a cache); a private site's is
 *        `private`, and kept for good with `v`
 * A picture is drawn once per content and look: asking again for the same one answers the same id.
 * A film is made once per content, look and music in the same way, on its own queue (one at a time per instance).
 */
import { Type, type Static } from 'typebox';
import { SITE_LANGUAGES } from '../look';
import { Slug } from './live';
import { Nullable, Strict, StringEnum } from './schema-helpers';

export const MEDIA_KINDS = ['card', 'story', 'film'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_STATES = ['queued', 'working', 'done', 'failed'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

/** A picture's id: 32 hex digits, named from what it shows. */
export const MEDIA_ID = /^[a-f0-9]{32}$/;

export const MediaParams = Strict({ liveId: Type.String({ minLength: 1, maxLength: 64 }) });
export const MediaItemParams = Strict({
  liveId: Type.String({ minLength: 1, maxLength: 64 }),
  /** Read as any short word: an id that is not one of ours names nothing (404), as any other unknown id. */
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

export const MediaRequest = Strict({
  kind: StringEnum(MEDIA_KINDS),
  /** The function, as the RSVP calls key it: `main`, `schedule-1`... */
  eventKey: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' }),
  lang: StringEnum(SITE_LANGUAGES),
  /** A household of the site: its card greets it by name and its QR code holds its personal link. */
  householdId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type MediaRequest = Static<typeof MediaRequest>;

/** Which of its cards a household asks for through its personal link (its own, so no householdId). */
export const HouseholdCardQuery = Strict({
  kind: StringEnum(['card', 'story'] as const),
  eventKey: MediaRequest.properties.eventKey,
  lang: MediaRequest.properties.lang,
});

/** A function's film as its guests ask for it (guest page links). */
export const FilmParams = Strict({
  slug: Slug,
  eventKey: MediaRequest.properties.eventKey,
});
export const FilmQuery = Strict({
  lang: MediaRequest.properties.lang,
  /** The film the page named (FILM_VERSION): the answer for it never changes, so it may be kept for good. */
  v: Type.Optional(Type.String({ pattern: '^[a-f0-9]{32}$', maxLength: 32 })),
});

/** A function's general card as its guests and link previews ask for it (the page's og:image): as its film. */
export const CardParams = FilmParams;
export const CardQuery = Strict({
  lang: MediaRequest.properties.lang,
  /** The card the page named: the answer for it never changes, so a private site's may be kept for good. */
  v: FilmQuery.properties.v,
});

export const MediaStarted = Type.Object({ id: Type.String() });
export type MediaStarted = Static<typeof MediaStarted>;

export const MediaStatus = Type.Object({
  state: StringEnum(MEDIA_STATES),
  /** 0-100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The file's address once done (it answers the owner and co-hosts only), else null. */
  url: Nullable(Type.String()),
  /** A sentence for the host when drawing failed, else null. */
  message: Nullable(Type.String()),
});
export type MediaStatus = Static<typeof MediaStatus>;

/** The picture's answer: a stream of bytes on the server, a Blob in the web app. */
export const MediaFile = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
