/**
 * Wire contract of the keepsake book: a printable PDF of a live site's public wishes and photos, made in the
 * background after the event. The TypeBox values are the routes' JSON Schemas; the web app imports only the types.
 *
 * Routes (all under /rest/api; the site's buyer or a co-host only, anyone else the same 404 as an unknown site):
 *   POST private/live/{liveId}/keepsake      KeepsakeRequest -> KeepsakeStatus (202: the book is being made)
 *   GET  private/live/{liveId}/keepsake                      -> KeepsakeStatus (404 when none was ever made)
 *   GET  private/live/{liveId}/keepsake/book.pdf             -> application/pdf (the ready book)
 * A server without Chromium answers both POST and GET with 503 and KEEPSAKE_NO_CHROMIUM's sentence.
 */
import { Type, type Static } from 'typebox';
import { Nullable, Strict, StringEnum } from './schema-helpers';

export const KEEPSAKE_SIZES = ['A5', 'A4'] as const;
export type KeepsakeSize = (typeof KEEPSAKE_SIZES)[number];

export const KEEPSAKE_STATES = ['working', 'ready', 'failed'] as const;
export type KeepsakeState = (typeof KEEPSAKE_STATES)[number];

export const KeepsakeParams = Strict({ liveId: Type.String({ minLength: 1, maxLength: 64 }) });

export const KeepsakeRequest = Strict({ size: StringEnum(KEEPSAKE_SIZES) });
export type KeepsakeRequest = Static<typeof KeepsakeRequest>;

export const KeepsakeStatus = Type.Object({
  state: StringEnum(KEEPSAKE_STATES),
  /** 0-100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The PDF's address once ready (it answers the owner and co-hosts only), else null. */
  url: Nullable(Type.String()),
  size: StringEnum(KEEPSAKE_SIZES),
  /** A sentence for the host when the book failed, else null. */
  message: Nullable(Type.String()),
  /** When the book was asked for and when it was last ready (ISO). */
  requestedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** What went in: the public wishes and photos included, and how many pages the PDF has. */
  wishes: Type.Integer({ minimum: 0 }),
  photos: Type.Integer({ minimum: 0 }),
  pages: Type.Integer({ minimum: 0 }),
});
export type KeepsakeStatus = Static<typeof KeepsakeStatus>;

/** The PDF's answer: a stream of bytes on the server, a Blob in the web app. */
export const KeepsakePdf = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

/** What a server without a usable Chromium answers (503), word for word; the dashboard shows it. */
export const KEEPSAKE_NO_CHROMIUM =
  'Keepsake books cannot be made on this server: its PDF printer (Chromium) is not installed. Please write to us.';
