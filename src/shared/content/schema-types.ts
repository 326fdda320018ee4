/**
 * Types for the content schemas in `schemas/` and for what is derived from them.
 * Only the JSON Schema keywords the content engine reads are typed here; the
 * schemas may carry more (ajv sees everything).
 */

/** A node of a content schema after `_defs` references have been inlined. */
export interface ContentSchemaNode {
  $schema?: string;
  $id?: string;
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  title?: string;
  description?: string;
  properties?: Record<string, ContentSchemaNode>;
  additionalProperties?: boolean;
  required?: string[];
  items?: ContentSchemaNode;
  maxItems?: number;
  minItems?: number;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: readonly (string | number)[];
  default?: unknown;
  examples?: unknown[];
  contentMediaType?: string;
  definitions?: Record<string, ContentSchemaNode>;
  /** Lowest pack that unlocks the field, section or group. Absent means every pack. */
  'x-pack'?: PackName;
  /** Overrides the input kind derived from the other keywords. */
  'x-kind'?: FieldKind;
  /** Any other JSON Schema keyword: ajv checks them, the content engine does not read them. */
  readonly [keyword: string]: unknown;
}

/** Packs in ascending order; a field gated to a pack is available in it and every later one. */
export const PACKS = ['basic', 'premium', 'luxury'] as const;
export type Pack = (typeof PACKS)[number];
/** Values allowed in `x-pack` (basic is the default and never written). */
export type PackName = Exclude<Pack, 'basic'>;

export const FIELD_KINDS = [
  'text',
  'textarea',
  'date',
  'time',
  'image',
  'boolean',
  'number',
  'url',
  'tel',
  'email',
  'select',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** One input of the form: a leaf of the schema (inside a repeated group it stands for every entry). */
export interface FieldInfo {
  /** PascalCase leaf name; for a leaf inside a repeated group, its name within the entry. */
  name: string;
  label: string;
  kind: FieldKind;
  pack: Pack;
  description?: string;
  /** Choices of a `select` field. */
  options?: readonly (string | number)[];
  /** Key of the top-level section holding the field. */
  section: string;
  /**
   * Where the field's widget goes in an RJSF uiSchema, e.g. ['about', 'BridePhoto'],
   * ['gallery', 'GalleryImage', 'items'] or ['loveStory', 'LoveStory', 'items', 'FirstPicture'].
   */
  uiPath: readonly string[];
  /** Present when the field sits in a repeated group (an array with maxItems). */
  group?: RepeatedGroup;
  schema: ContentSchemaNode;
}

export interface RepeatedGroup {
  /** Array property name, e.g. 'GalleryImage' or 'LoveStory'. */
  name: string;
  label: string;
  maxItems: number;
  /** True when entries are objects (LoveStory1Year), false for plain values (GalleryImage1). */
  entriesAreObjects: boolean;
}

/**
 * One value on the wire: a field, or one numbered entry of a repeated group.
 * `wireName` is the FieldName of the component id `<templateId>-<FieldName>`.
 */
export interface FieldSlot {
  wireName: string;
  label: string;
  field: FieldInfo;
  /** Location of the value in the form data, e.g. ['gallery', 'GalleryImage', 2]. */
  dataPath: readonly (string | number)[];
  /** 1-based entry number inside a repeated group. */
  entry?: number;
}

export interface SectionInfo {
  /** Top-level property name (also the live site's section id). */
  key: string;
  title: string;
  description?: string;
  pack: Pack;
  fields: FieldInfo[];
}

/** Everything the form, customiser, renderer and server derive from one schema. */
export interface ContentLayout {
  sections: SectionInfo[];
  fields: FieldInfo[];
  slots: FieldSlot[];
}

/** The wire shape of one content value (spec: user data payload). */
export interface Component {
  comp_id: string;
  comp_type: 'IMAGE' | 'TEXT';
  comp_value: string;
}

/** Content as RJSF holds it: section key -> field values. */
export type ContentData = Record<string, unknown>;
