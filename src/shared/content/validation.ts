import { describeContent } from './fields';
import type { ContentData, ContentLayout, ContentSchemaNode, SectionInfo } from './schema-types';

/** The part of an ajv error the content engine reads (precompiled validators produce these). */
export interface SchemaValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A precompiled validator: a type guard that leaves its errors on itself, as ajv does. */
export interface ContentValidator<T = ContentData> {
  (data: unknown): data is T;
  errors?: SchemaValidationError[] | null;
}

/** What `src/generated` holds for each schema: the one source for form, customiser, renderer and server. */
export interface ContentSchemaEntry<T = unknown> {
  /** File name without `.schema.json`, e.g. 'birthday-short'. */
  name: string;
  title: string;
  schema: ContentSchemaNode;
  validate: ContentValidator<T>;
  sections: SectionInfo[];
  layout: ContentLayout;
}

/** Builds a schema entry (called by the generated modules). */
export function defineContentSchema<T>(
  name: string,
  schema: ContentSchemaNode,
  validate: ContentValidator<T>,
): ContentSchemaEntry<T> {
  const layout = describeContent(schema);
  return { name, title: schema.title ?? name, schema, validate, sections: layout.sections, layout };
}

export interface FieldError {
  /** Wire FieldName (e.g. 'LoveStory2Year') when the error is about one field, else the data path. */
  field: string;
  message: string;
}

/**
 * Turns validator errors into messages that name fields as the wire does, so
 * the server's 400 and the form's error list speak of 'ContactNumber', not of
 * '/contact/ContactNumber'.
 */
export function describeValidationErrors(
  layout: ContentLayout,
  errors: readonly SchemaValidationError[] | null | undefined,
): FieldError[] {
  const byPath = new Map(layout.slots.map((slot) => [`/${slot.dataPath.join('/')}`, slot]));
  return (errors ?? []).map((error) => {
    if (error.keyword === 'additionalProperties') {
      const extra = String(error.params.additionalProperty ?? '');
      return { field: extra || error.instancePath || '/', message: 'is not a field of this template' };
    }
    const slot = byPath.get(error.instancePath);
    return {
      field: slot?.wireName ?? (error.instancePath || '/'),
      message: friendlyMessage(error),
    };
  });
}

const FORMAT_MESSAGES: Record<string, string> = {
  date: 'must be a date (YYYY-MM-DD)',
  time: 'must be a time (HH:MM)',
  uri: 'must be a web address starting with https://',
  email: 'must be an e-mail address',
  tel: 'must be a 10-digit phone number',
};

function friendlyMessage(error: SchemaValidationError): string {
  switch (error.keyword) {
    case 'maxLength':
      return `must be at most ${String(error.params.limit)} characters`;
    case 'format':
      return FORMAT_MESSAGES[String(error.params.format)] ?? `is not a valid ${String(error.params.format)}`;
    case 'pattern':
      return 'contains characters or a form that is not allowed here';
    case 'type':
      return `must be ${String(error.params.type)}`;
    case 'enum':
      return 'is not one of the allowed choices';
    case 'maxItems':
      return `can have at most ${String(error.params.limit)} entries`;
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}

/** Validates content and describes the problems in one call. */
export function checkContent(entry: ContentSchemaEntry, data: unknown): FieldError[] {
  if (entry.validate(data)) return [];
  return describeValidationErrors(entry.layout, entry.validate.errors);
}
