/**
 * RJSF validation without runtime schema compilation: the Content-Security-Policy forbids eval, so the form
 * uses the validator precompiled from the content schema (src/generated). A section's form data is checked by
 * placing it in an otherwise empty content object, which the schema allows because every field is optional.
 */
import type { ErrorSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { toErrorSchema } from '@rjsf/utils';
import type { ContentData, ContentSchemaEntry, SchemaValidationError } from '../../../shared/content';
import { describeValidationErrors } from '../../../shared/content';

/** Errors of one validator run, grouped by section and in RJSF's shape. */
export function rjsfErrors(
  entry: ContentSchemaEntry,
  errors: readonly SchemaValidationError[],
): Map<string, RJSFValidationError[]> {
  const described = describeValidationErrors(entry.layout, errors);
  const labels = new Map(entry.layout.slots.map((slot) => [`/${slot.dataPath.join('/')}`, slot.label]));
  const bySection = new Map<string, RJSFValidationError[]>();
  errors.forEach((error, index) => {
    const extra = error.keyword === 'additionalProperties' ? String(error.params.additionalProperty ?? '') : '';
    const path = error.instancePath.split('/').slice(1).map(decodePointer);
    if (extra) path.push(extra);
    const [section, ...inner] = path;
    if (!section) return;
    const message = described[index]?.message ?? error.message ?? 'is not valid';
    const label = labels.get(error.instancePath) ?? inner[inner.length - 1] ?? section;
    const list = bySection.get(section) ?? [];
    list.push({
      name: error.keyword,
      property: inner.length ? `.${inner.join('.')}` : '.',
      message,
      params: error.params,
      stack: `${label} ${message}`,
      schemaPath: error.schemaPath,
    });
    bySection.set(section, list);
  });
  return bySection;
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function errorSchemaOf(errors: RJSFValidationError[]): ErrorSchema {
  return toErrorSchema(errors);
}

/** Checks the whole content; empty map when it is valid. */
export function validateContent(entry: ContentSchemaEntry, data: ContentData): Map<string, RJSFValidationError[]> {
  if (entry.validate(data)) return new Map();
  return rjsfErrors(entry, entry.validate.errors ?? []);
}

class SectionValidator implements ValidatorType {
  constructor(
    private readonly entry: ContentSchemaEntry,
    private readonly section: string,
  ) {}

  private run(formData: unknown): RJSFValidationError[] {
    const data: ContentData = formData === undefined ? {} : { [this.section]: formData };
    return validateContent(this.entry, data).get(this.section) ?? [];
  }

  validateFormData(
    formData: unknown,
    _schema: unknown,
    customValidate?: unknown,
    transformErrors?: (errors: RJSFValidationError[]) => RJSFValidationError[],
  ): ValidationData<unknown> {
    void customValidate;
    let errors = this.run(formData);
    if (transformErrors) errors = transformErrors(errors);
    return { errors, errorSchema: errorSchemaOf(errors) };
  }

  rawValidation<Result = unknown>(_schema: unknown, formData?: unknown): { errors?: Result[] } {
    return { errors: this.run(formData) as unknown as Result[] };
  }

  /**
   * RJSF asks this only to pick oneOf/anyOf branches and if/then/else; content schemas use none of them
   * (the schema lint keeps it so), so there is never a branch to choose.
   */
  isValid(): boolean {
    return true;
  }
}

const cache = new WeakMap<ContentSchemaEntry, Map<string, ValidatorType>>();

/** One validator per schema and section, created once: RJSF rebuilds its schema utilities when it changes. */
export function sectionValidator(entry: ContentSchemaEntry, section: string): ValidatorType {
  let bySection = cache.get(entry);
  if (!bySection) {
    bySection = new Map();
    cache.set(entry, bySection);
  }
  let validator = bySection.get(section);
  if (!validator) {
    validator = new SectionValidator(entry, section);
    bySection.set(section, validator);
  }
  return validator;
}
