import { useId, useState, type Ref } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  id?: string;
  hint?: string;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  minLength?: number;
}

/** Password input with a show/hide toggle; the hint and error are tied to the input for screen readers. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  id,
  hint,
  error,
  inputRef,
  minLength,
}: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? `password-${generated}`;
  const [visible, setVisible] = useState(false);
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="password-field">
        <input
          ref={inputRef}
          id={inputId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          minLength={minLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="password-field__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={visible ? 'Hide password' : 'Show password'}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
