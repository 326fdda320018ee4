import type { ReactNode } from 'react';

/** What a guest's form says after sending, and why it could not send (the form's own, or next to a field). */
export function SentNote({ children }: { children: string }) {
  return (
    <p className="live-note live-note--done" role="status">
      {children}
    </p>
  );
}

export function ErrorNote({ message }: { message: string | undefined }) {
  return message ? (
    <p className="live-note live-note--error" role="alert" data-form-error="">
      {message}
    </p>
  ) : null;
}

/** The id of a field's refusal, for the field's aria-describedby. */
export function errorId(form: string, field: string): string {
  return `${form}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}-error`;
}

/** The refusal said next to one field (the field names it with aria-describedby and aria-invalid). */
export function FieldError({ form, field, message }: { form: string; field: string; message: string | undefined }) {
  return message ? (
    <span className="live-field__error" id={errorId(form, field)}>
      {message}
    </span>
  ) : null;
}

/** aria attributes of a field that was refused. */
export function invalidProps(form: string, field: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': errorId(form, field) } : {};
}

/** A template's demo draws the forms but never sends them (rendered in the browser, so the handler exists). */
export function sampleSubmit(event: { preventDefault(): void }): void {
  event.preventDefault();
}

/** What a text field gets from TextField: its name, the guest's earlier text and, when refused, the aria links. */
export interface FieldAttributes {
  name: string;
  defaultValue?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled field with its refusal below it; `children` draws the input with its own attributes added. */
export function TextField({
  form,
  label,
  name,
  value,
  error,
  children: render,
}: {
  form: string;
  /** The label, already in the page's language. */
  label: string;
  name: string;
  value: string | undefined;
  error: string | undefined;
  children: (attributes: FieldAttributes) => ReactNode;
}) {
  return (
    <FieldBox form={form} name={name} error={error}>
      <label className="live-field">
        <span>{label}</span>
        {render({ name, ...(value !== undefined ? { defaultValue: value } : {}), ...invalidProps(form, name, error) })}
      </label>
    </FieldBox>
  );
}

/**
 * A field's label with its refusal right below it, outside the label: the refusal is the field's description
 * (aria-describedby), not part of its name.
 */
export function FieldBox({
  form,
  name,
  error,
  children,
}: {
  form: string;
  name: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="live-field-box">
      {children}
      <FieldError form={form} field={name} message={error} />
    </div>
  );
}
