/**
 * The form's look: RJSF templates and widgets for the content editor. Module-level constants, so every
 * section form gets the same objects and RJSF never rebuilds its registry.
 */
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  BaseInputTemplateProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import { ariaDescribedByIds, descriptionId, errorId, getInputProps, helpId } from '@rjsf/utils';
import { useCallback } from 'react';
import { useBufferedInput } from './buffered-input';
import { ImageWidget, requestPhotoPick } from './ImageWidget';

function FieldTemplate({
  id,
  label,
  children,
  rawErrors,
  rawDescription,
  rawHelp,
  hidden,
  displayLabel,
  classNames,
  schema,
  required,
}: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object' || schema.type === 'array')
    return <div className={`ed-node ${classNames ?? ''}`}>{children}</div>;
  const errors = (rawErrors ?? []).filter(Boolean);
  const isSwitch = schema.type === 'boolean';
  return (
    <div className={`ed-field ${classNames ?? ''}${errors.length ? ' ed-field--error' : ''}`}>
      {displayLabel && !isSwitch && (
        <label htmlFor={id} className="ed-field__label">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {rawDescription && !isSwitch && (
        <p className="ed-field__hint" id={descriptionId(id)}>
          {rawDescription}
        </p>
      )}
      {errors.length > 0 && (
        <p className="ed-field__error" id={errorId(id)}>
          {label} {errors[0]}
        </p>
      )}
      {rawHelp && (
        <p className="ed-field__help" id={helpId(id)}>
          {rawHelp}
        </p>
      )}
    </div>
  );
}

function ObjectFieldTemplate({ properties, title, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const path = fieldPathId.path;
  const grid = <div className="ed-grid">{properties.map((property) => property.content)}</div>;
  // The section itself and the entries of a repeated group have their own headings around them.
  if (path.length === 0 || typeof path[path.length - 1] === 'number') return grid;
  return (
    <fieldset className="ed-subgroup" id={fieldPathId.$id}>
      <legend>{(uiSchema?.['ui:title'] as string | undefined) ?? title}</legend>
      {grid}
    </fieldset>
  );
}

function ArrayFieldTemplate({
  items,
  canAdd,
  onAddClick,
  title,
  fieldPathId,
  schema,
  uiSchema,
  disabled,
  readonly,
}: ArrayFieldTemplateProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as { itemNoun?: string; imagesOnly?: boolean };
  const noun = options.itemNoun ?? 'entry';
  const max = schema.maxItems;
  return (
    <fieldset className={`ed-array${options.imagesOnly ? ' ed-array--images' : ''}`} id={fieldPathId.$id}>
      <legend>
        {title}
        {max ? <span className="ed-array__count">{`${items.length} of ${max}`}</span> : null}
      </legend>
      {schema.description && <p className="ed-field__hint">{schema.description}</p>}
      <div className="ed-array__items">
        {items}
        {canAdd && !disabled && !readonly && (
          <button
            type="button"
            className="ed-array__add"
            onClick={(event) => {
              if (options.imagesOnly) requestPhotoPick();
              onAddClick(event);
            }}
          >
            <span aria-hidden="true">+</span> {options.imagesOnly ? 'Add photo' : `Add ${noun.toLowerCase()}`}
          </button>
        )}
      </div>
    </fieldset>
  );
}

function ArrayFieldItemTemplate({
  children,
  index,
  totalItems,
  buttonsProps,
  parentUiSchema,
  hasToolbar,
}: ArrayFieldItemTemplateProps) {
  const options = (parentUiSchema?.['ui:options'] ?? {}) as { itemNoun?: string; imagesOnly?: boolean };
  const noun = `${options.itemNoun ?? 'Entry'} ${index + 1}`;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, readonly } =
    buttonsProps;
  const locked = disabled || readonly;
  return (
    <div className={`ed-array-item${options.imagesOnly ? ' ed-array-item--image' : ''}`} role="group" aria-label={noun}>
      {!options.imagesOnly && (
        <div className="ed-array-item__head">
          <span className="ed-array-item__title">{noun}</span>
          <span className="ed-array-item__count">{`${index + 1}/${totalItems}`}</span>
        </div>
      )}
      {children}
      {hasToolbar && !locked && (
        <div className="ed-array-item__tools">
          {!options.imagesOnly && hasMoveUp && (
            <button
              type="button"
              className="ed-icon-button"
              onClick={onMoveUpItem}
              aria-label={`Move ${noun} up`}
              title="Move up"
            >
              ↑
            </button>
          )}
          {!options.imagesOnly && hasMoveDown && (
            <button
              type="button"
              className="ed-icon-button"
              onClick={onMoveDownItem}
              aria-label={`Move ${noun} down`}
              title="Move down"
            >
              ↓
            </button>
          )}
          {hasRemove && (
            <button
              type="button"
              className="ed-icon-button ed-icon-button--danger"
              onClick={onRemoveItem}
              aria-label={`Remove ${noun}`}
              title="Remove"
            >
              ×
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * <input> for text-like fields, with the schema's length limit applied while typing. Typing stays in the
 * browser until a pause or blur (see useBufferedInput), so a keystroke re-renders nothing.
 */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    options,
    schema,
    type,
    placeholder,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const commit = useCallback(
    (text: string) => onChange(text === '' ? options.emptyValue : text),
    [onChange, options.emptyValue],
  );
  const { ref, defaultValue, onInput, flush } = useBufferedInput<HTMLInputElement>(value, commit);
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="ed-input"
      readOnly={readonly}
      disabled={disabled}
      // The schema author's ui:autofocus (RJSF), off unless a form asks for it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={autofocus}
      placeholder={placeholder}
      {...inputProps}
      ref={ref}
      defaultValue={defaultValue}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      autoComplete={(options.autocomplete as string | undefined) ?? 'off'}
      onChange={onInput}
      onBlur={({ target }) => {
        flush();
        onBlur(id, target.value);
      }}
      onFocus={({ target }) => onFocus(id, target.value)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={props.rawErrors?.length ? true : undefined}
    />
  );
}

/** On/off switches (show a section, facilities). A missing value shows the schema's default. */
function SwitchWidget({ id, value, disabled, readonly, onChange, onBlur, label, schema }: WidgetProps) {
  const checked = typeof value === 'boolean' ? value : schema.default === true;
  return (
    <label className="ed-switch" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, checked)}
      />
      <span className="ed-switch__track" aria-hidden="true" />
      <span className="ed-switch__label">{label}</span>
    </label>
  );
}

function TextareaWidget({
  id,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  options,
  schema,
  placeholder,
  rawErrors,
}: WidgetProps) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const commit = useCallback(
    (text: string) => onChange(text === '' ? options.emptyValue : text),
    [onChange, options.emptyValue],
  );
  const { ref, defaultValue, onInput, flush } = useBufferedInput<HTMLTextAreaElement>(value, commit);
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <>
      <textarea
        id={id}
        name={id}
        className="ed-input ed-textarea"
        rows={(options.rows as number | undefined) ?? 4}
        ref={ref}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={max}
        disabled={disabled}
        readOnly={readonly}
        onChange={onInput}
        onBlur={(event) => {
          flush();
          onBlur(id, event.target.value);
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors?.length ? true : undefined}
      />
      {max && length > max * 0.8 && <span className="ed-counter">{`${length}/${max}`}</span>}
    </>
  );
}

export const FORM_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
};

export const FORM_WIDGETS: RegistryWidgetsType = {
  image: ImageWidget,
  switch: SwitchWidget,
  TextareaWidget,
  textarea: TextareaWidget,
};
