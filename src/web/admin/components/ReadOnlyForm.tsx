import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { ContentSchemaEntry, Pack } from '../../../shared/content';
import { FORM_TEMPLATES, FORM_WIDGETS, sectionUiSchema, sectionValidator } from '../../content/form';

/**
 * One section of a category's form exactly as buyers get it (the content editor's RJSF set-up), disabled and
 * read-only. Shown for a chosen pack, so fields that pack does not unlock carry the editor's pack notice.
 */
export function ReadOnlyForm({
  entry,
  sectionKey,
  pack,
}: {
  entry: ContentSchemaEntry;
  sectionKey: string;
  pack: Pack;
}) {
  const schema = entry.schema.properties?.[sectionKey];
  if (!schema) return null;
  return (
    <Form
      className="ed-form"
      schema={schema as RJSFSchema}
      uiSchema={sectionUiSchema(entry, sectionKey, pack)}
      validator={sectionValidator(entry, sectionKey)}
      formData={{}}
      disabled
      readonly
      showErrorList={false}
      noHtml5Validate
      templates={FORM_TEMPLATES}
      widgets={FORM_WIDGETS}
      idPrefix={`preview-${sectionKey}`}
      tagName="div"
    >
      <></>
    </Form>
  );
}
