/**
 * Wire contract of the buyer's look (colours, music, fonts, languages and their texts) for a bought template:
 *   GET  /rest/api/private/look/{templateId}         the saved look, the order's pack and what it includes
 *   PUT  /rest/api/private/look/{templateId}         replace the look (refused with 403 for what the pack lacks)
 *   POST /rest/api/private/look/{templateId}/music   upload a track (multipart field `file`: MP3, AAC or OGG)
 * The web app imports only the types (`import type`).
 */
import { Type, type Static } from 'typebox';
import {
  BUNDLED_TRACKS,
  FONT_PAIR_KEYS,
  MAX_OFFERED_LANGUAGES,
  MAX_SECOND_TEXT_LENGTH,
  MAX_SECOND_TEXTS,
  SECOND_LANGUAGES,
  SITE_LANGUAGES,
} from '../look';
import { PACK_TYPES } from '../pricing';
import { Nullable, Strict, StringEnum } from './schema-helpers';

export const LookParams = Strict({ templateId: Type.String({ minLength: 1, maxLength: 40 }) });
export type LookParams = Static<typeof LookParams>;

/** A stored upload's generated name (see media/file-types). */
const StoredFileName = Type.String({ pattern: '^[a-f0-9]{32}\\.(mp3|aac|ogg|m4a)$' });

/** A bundled track or an uploaded one; no music is no `music` property. */
const LookMusic = Type.Union([
  Strict({ source: StringEnum(['bundled']), track: StringEnum(BUNDLED_TRACKS.map((track) => track.id)) }),
  Strict({ source: StringEnum(['upload']), file: StoredFileName, title: Type.String({ maxLength: 120 }) }),
]);

/** One of the buyer's texts in a second language, for a wire field name: { lang: 'hi', field: 'BrideName', text: 'प्रिया' }. */
const SecondText = Strict({
  lang: StringEnum(SECOND_LANGUAGES),
  field: Type.String({ pattern: '^[A-Z][A-Za-z0-9]{0,79}$' }),
  text: Type.String({ maxLength: MAX_SECOND_TEXT_LENGTH }),
});

export const SiteLookBody = Strict({
  palette: Nullable(Type.String({ minLength: 1, maxLength: 60 })),
  accent: Nullable(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  fonts: Nullable(StringEnum(FONT_PAIR_KEYS)),
  music: Type.Optional(LookMusic),
  texts: Type.Array(SecondText, { maxItems: MAX_SECOND_TEXTS }),
  /** The languages the guest page's switch offers, each once; left out: English, Hindi and Kannada. */
  languages: Type.Optional(Type.Array(StringEnum(SITE_LANGUAGES), { minItems: 1, maxItems: MAX_OFFERED_LANGUAGES })),
  /** The language a guest who has not picked one reads first (one of `languages`); left out: the browser's. */
  defaultLanguage: Type.Optional(StringEnum(SITE_LANGUAGES)),
});
export type SiteLookBody = Static<typeof SiteLookBody>;

const LookFeatures = Type.Object({
  colors: Type.Boolean(),
  music: Type.Boolean(),
  fonts: Type.Boolean(),
  languages: Type.Boolean(),
});

export const LookAnswer = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({
    templateId: Type.String(),
    pack: StringEnum(PACK_TYPES),
    /** What the order's pack includes, so the customiser can lock the rest. */
    features: LookFeatures,
    look: SiteLookBody,
  }),
});
export type LookAnswer = Static<typeof LookAnswer>;
