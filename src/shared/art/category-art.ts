/**
 * The words a category's artwork uses (`x-category.art` in its schema file, see schemas/README.md): the sample
 * invitation drawn on its thumbnails and screenshots, and the eight sections its screenshots show. The
 * generator copies them into src/generated/category-art.ts; the drawing code has no per-category branches.
 */

/** The invitation site's sections a screenshot can show (screenshots.ts draws each). */
export const SECTION_KINDS = [
  'cover',
  'people',
  'story',
  'events',
  'countdown',
  'gallery',
  'venue',
  'rsvp',
  'wishes',
  'notes',
  'home',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/**
 * Placeholders sample texts may use, filled per template (content.ts): its name and first letters, a couple,
 * a child, families, and the age from `ages`. Names rotate with the template number.
 */
export const SAMPLE_PLACEHOLDERS = [
  'name',
  'initial',
  'initials',
  'bride',
  'groom',
  'brideInitial',
  'groomInitial',
  'brideFamily',
  'child',
  'family',
  'familyInitial',
  'age',
  'ordinal',
] as const;
export type SamplePlaceholder = (typeof SAMPLE_PLACEHOLDERS)[number];

/** One value, or a list taken in turn by template number (001 takes the first). */
export type Rotating<T> = T | readonly T[];

/** The sample invitation; every text may use `{placeholders}`. */
export interface SampleText {
  /** Ages taken in turn, for `{age}` and `{ordinal}`. */
  readonly ages?: readonly number[];
  /** Small line above the title. */
  readonly eyebrow: Rotating<string>;
  /** Names or the event's title. */
  readonly title: Rotating<string>;
  readonly subtitle: Rotating<string>;
  /** The day is fixed or, without one, spread over the month by template number. */
  readonly date: { readonly year: number; readonly month: Rotating<number>; readonly day?: number };
  readonly time: string;
  readonly monogram: string;
  /** The people the invitation is about (portraits section). */
  readonly people: readonly { readonly name: string; readonly note: string }[];
  readonly events: readonly { readonly name: string; readonly when: string }[];
  /** Timeline entries (love story, milestones). */
  readonly story: readonly { readonly year: string; readonly title: string; readonly text: string }[];
  /** Instructions or things to know. */
  readonly notes: readonly string[];
}

/** One screenshot: the section it shows, the heading drawn on it and the caption under it. */
export interface ScreenText {
  readonly kind: SectionKind;
  /** Drawn on the screenshot; the cover has none. */
  readonly heading?: string;
  /** For the cover, what the opening screen shows (after "Opening screen in <palette>: "). */
  readonly caption: string;
}

export interface CategoryArt {
  readonly sample: SampleText;
  /** Eight screens, the cover first. */
  readonly screens: readonly ScreenText[];
}
