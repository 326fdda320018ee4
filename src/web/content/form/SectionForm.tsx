import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, Experimental_DefaultFormStateBehavior, RJSFSchema } from '@rjsf/utils';
import { memo, useCallback } from 'react';
import type { ContentSchemaEntry, Pack } from '../../../shared/content';
import { FORM_TEMPLATES, FORM_WIDGETS } from './templates';
import { sectionUiSchema } from './ui-schema';
import { sectionValidator } from './validator';
import './form.css';

/**
 * Defaults stay out of the data: a section the buyer only looked at is not changed by opening it (switches
 * show their default without writing it), so drafts and submissions hold only what was typed.
 */
const DEFAULT_STATE: Experimental_DefaultFormStateBehavior = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
};

export interface SectionFormProps {
  entry: ContentSchemaEntry;
  sectionKey: string;
  pack: Pack;
  /** The section's data when the form mounts; later changes flow out through onSectionChange only. */
  initialData: unknown;
  onSectionChange: (sectionKey: string, data: unknown) => void;
  /** Problems found on submit, shown until the buyer edits the section. */
  extraErrors?: ErrorSchema | undefined;
}

/**
 * One section of the content as an RJSF form. Schema, uiSchema, validator, templates and widgets are stable
 * objects, validation runs on blur (and on submit, by the page), and the data is uncontrolled after mount, so a
 * keystroke re-renders only this form.
 */
export const SectionForm = memo(function SectionForm({
  entry,
  sectionKey,
  pack,
  initialData,
  onSectionChange,
  extraErrors,
}: SectionFormProps) {
  const onChange = useCallback(
    (event: IChangeEvent) => onSectionChange(sectionKey, event.formData),
    [onSectionChange, sectionKey],
  );
  const schema = entry.schema.properties?.[sectionKey];
  if (!schema) return null;
  return (
    <Form
      className="ed-form"
      schema={schema as RJSFSchema}
      uiSchema={sectionUiSchema(entry, sectionKey, pack)}
      validator={sectionValidator(entry, sectionKey)}
      formData={initialData}
      onChange={onChange}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      templates={FORM_TEMPLATES}
      widgets={FORM_WIDGETS}
      idPrefix={`ed-${sectionKey}`}
      experimental_defaultFormStateBehavior={DEFAULT_STATE}
      extraErrors={extraErrors}
      tagName="div"
    >
      <></>
    </Form>
  );
});
