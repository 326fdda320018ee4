import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  /** The message under the field (an error, or the phone hint while typing). */
  message?: string;
  multiline?: boolean;
  value: string;
  onValue: (value: string) => void;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>;

/** A labelled field whose message is announced and tied to it for screen readers. */
export function ContactField({
  id,
  label,
  message,
  multiline,
  value,
  onValue,
  ...rest
}: Props & InputProps & AreaProps) {
  const messageId = message ? `${id}-error` : undefined;
  const common = { id, value, 'aria-invalid': Boolean(message), 'aria-describedby': messageId };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...(rest as AreaProps)} {...common} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <input {...(rest as InputProps)} {...common} onChange={(e) => onValue(e.target.value)} />
      )}
      {message ? (
        <p className="field-error" id={messageId} aria-live="polite">
          {message}
        </p>
      ) : null}
    </div>
  );
}
