/**
 * Wire contract of the public storefront calls: contact form, visit counters, artwork, business contact. The
 * TypeBox values are the routes' JSON Schemas; the web app imports only the types (`import type`).
 */
import { Type, type Static } from 'typebox';
import { ART_KINDS } from '../art';
import { CONTACT_LIMITS } from '../contact';
import { Strict, StringEnum } from './schema-helpers';

/** POST /rest/api/public/contact-us */
export const ContactRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.nameMax, pattern: '\\S' }),
    phone: Type.String({ pattern: `^[0-9]{${CONTACT_LIMITS.phoneDigits}}$` }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.emailMax }),
    message: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.messageMax, default: '' })),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequest>;

export const ContactResponse = Type.Object({ responce: Type.String(), responceId: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;

/** The pages whose visits are counted; the web app pings once per page load. */
export const COUNTED_PAGES = ['homepage', 'template'] as const;

/** GET /rest/api/public/increment_analytics/{homepage|template} */
export const AnalyticsParams = Strict({ page: StringEnum(COUNTED_PAGES) });
export type AnalyticsParams = Static<typeof AnalyticsParams>;

export const AnalyticsResponse = Type.Object({ responce: Type.String() });
export type AnalyticsResponse = Static<typeof AnalyticsResponse>;

/** GET /rest/api/public/art/{id}/{kind}.svg */
export const ArtParams = Strict({ id: Type.String({ minLength: 1, maxLength: 40 }), kind: StringEnum(ART_KINDS) });
export type ArtParams = Static<typeof ArtParams>;

/** GET /rest/api/public/art/{id}/cover.png: the cover for link previews (which do not show SVG). */
export const ArtCoverParams = Strict({ id: Type.String({ minLength: 1, maxLength: 40 }) });
export type ArtCoverParams = Static<typeof ArtCoverParams>;

/** PNG bytes. */
export const ArtPng = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The picture itself: SVG text, or its brotli/gzip bytes when the client accepts them. */
export const ArtSvg = Type.Unsafe<string | Buffer>({ type: 'string' });

/** 304: the picture has not changed since the ETag the client sent. */
export const NotModified = Type.Unsafe<undefined>({ description: 'Not modified: no body' });

/** GET /rest/api/public/business-contact: what the operator configured. */
export const BusinessContact = Strict({ whatsappNumber: Type.String(), phone: Type.String(), email: Type.String() });
export type BusinessContact = Static<typeof BusinessContact>;
