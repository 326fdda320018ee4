/**
 * Checking a createuserdata submission against the template's schema, with
 * the same precompiled validator the web app uses. Every problem is
 * collected, so one 400 names all of them.
 */
import {
  componentsToFormData,
  describeValidationErrors,
  formDataToComponents,
  packAllows,
  type Component,
  type ContentSchemaEntry,
  type FieldError,
  type Pack,
} from '../../shared/content';
import type { AppContext } from '../context';
import { ownedUploads } from '../media';

export interface CheckedSubmission {
  problems: FieldError[];
  /** The content as stored: ids in the schema's spelling, values trimmed, entries renumbered. */
  components: Component[];
}

export async function checkSubmission(
  ctx: AppContext,
  input: {
    entry: ContentSchemaEntry;
    templateId: string;
    userId: number;
    pack: Pack;
    components: readonly Component[];
  },
): Promise<CheckedSubmission> {
  const { entry, templateId } = input;
  const layout = entry.layout;
  const mapped = componentsToFormData(layout, templateId, input.components);
  const problems: FieldError[] = [
    ...mapped.unknown.map((id) => ({ field: id, message: 'is not a field of this template' })),
    ...mapped.invalid.map((problem) => ({ field: problem.field ?? problem.componentId, message: problem.reason })),
  ];

  if (!entry.validate(mapped.data)) problems.push(...describeValidationErrors(layout, entry.validate.errors));

  const components = formDataToComponents(layout, templateId, mapped.data);
  const slotsByName = new Map(layout.slots.map((slot) => [`${templateId}-${slot.wireName}`, slot]));
  const images: { field: string; value: string }[] = [];
  for (const component of components) {
    const slot = slotsByName.get(component.comp_id)!;
    if (!packAllows(input.pack, slot.field.pack)) {
      problems.push({ field: slot.wireName, message: `needs the ${slot.field.pack} pack` });
    }
    if (slot.field.kind === 'image') images.push({ field: slot.wireName, value: component.comp_value });
  }

  // An image value must be a file this user uploaded: never someone else's file, a path or a sample picture.
  const owned = await ownedUploads(
    ctx,
    input.userId,
    images.map((image) => image.value),
  );
  for (const image of images) {
    if (!owned.has(image.value)) problems.push({ field: image.field, message: 'is not one of your uploaded files' });
  }
  return { problems: dedupe(problems), components };
}

/** The validator and the upload check can both object to one value; say it once per field and reason. */
function dedupe(problems: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.field}\u0000${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function summarise(problems: readonly FieldError[]): string {
  const shown = problems.slice(0, 5).map((problem) => `${problem.field} ${problem.message}`);
  const more = problems.length > shown.length ? ` (and ${problems.length - shown.length} more)` : '';
  return `Bad Request: ${shown.join('; ')}${more}.`;
}
