/**
 * Wire contract of the live page's own routes: GET /invite/{slug} (HTML), and under /rest/api
 * POST public/live/{slug}/access (AccessRequest in live.ts) and GET public/live/{slug}/og.png.
 */
import { Type, type Static } from 'typebox';
import { SITE_LANGUAGES } from '../look/languages';
import { StringEnum } from './schema-helpers';

/** A page's language in an address (?lang=): any the invitation comes in. */
export const InviteLanguage = StringEnum(SITE_LANGUAGES);

/** Any text: an address that is not a valid slug is simply not found (a friendly 404, not a 400). */
export const InviteParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type InviteParams = Static<typeof InviteParams>;

export const InviteQuery = Type.Object({
  /** A personal link's addressee ("Sharma family"); shortened, shown as text. */
  to: Type.Optional(Type.String({ maxLength: 500 })),
  /** The guest's language (a luxury site's switch links here); other sites ignore it. */
  lang: Type.Optional(InviteLanguage),
});

export const InviteHtml = Type.Unsafe<string | Buffer>({ type: 'string', description: 'The invitation page (HTML)' });
export const OgPng = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG, 1200x630' });

export const AccessResponse = Type.Object({ responce: Type.String() });
export type AccessResponse = Static<typeof AccessResponse>;

/**
 * GET /invite-art/{scene}/{colours}.svg?v=: a sample picture drawn in a palette, `bg-primary-secondary-accent`
 * as lower-case #rrggbb without the #; `v` names the drawings' version (an older one is still answered, briefly
 * cached).
 */
export const InviteArtParams = Type.Object(
  {
    scene: Type.String({ pattern: '^[a-z-]{1,30}$' }),
    colours: Type.String({ pattern: '^[0-9a-f]{6}(-[0-9a-f]{6}){3}$' }),
  },
  { additionalProperties: false },
);
export type InviteArtParams = Static<typeof InviteArtParams>;
export const InviteArtQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 40 })) });
export type InviteArtQuery = Static<typeof InviteArtQuery>;
export const InviteArtSvg = Type.Unsafe<string | Buffer>({ type: 'string', description: 'SVG' });
