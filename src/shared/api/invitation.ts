/**
 * Wire contract of the live page's own routes: GET /invite/{slug} (HTML), and under /rest/api
 * POST public/live/{slug}/access (AccessRequest in live.ts) and GET public/live/{slug}/og.png.
 */
import { Type, type Static } from 'typebox';

/** Any text: an address that is not a valid slug is simply not found (a friendly 404, not a 400). */
export const InviteParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type InviteParams = Static<typeof InviteParams>;

export const InviteQuery = Type.Object({
  /** A personal link's addressee ("Sharma family"); shortened, shown as text. */
  to: Type.Optional(Type.String({ maxLength: 500 })),
  /** The guest's language (a luxury site's switch links here); other sites ignore it. */
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi'), Type.Literal('kn')])),
});

export const InviteHtml = Type.Unsafe<string | Buffer>({ type: 'string', description: 'The invitation page (HTML)' });
export const OgPng = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG, 1200x630' });

export const AccessResponse = Type.Object({ responce: Type.String() });
export type AccessResponse = Static<typeof AccessResponse>;
