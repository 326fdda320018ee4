import { useId, useState, type FormEvent } from 'react';
import { cleanPastedPhone, cleanPhone, CONTACT_LIMITS, CONTACT_MESSAGES, phoneHint, validateContact, type ContactErrors, type ContactInput } from '../../../shared/contact';
import { toast } from '../../ui/toast';
import './contact.css';

const EMPTY: ContactInput = { name: '', phone: '', email: '', message: '' };

/** fetch rather than the shared axios client: the landing page must not load axios. */
async function sendContact(input: ContactInput): Promise<boolean> {
  try {
    const res = await fetch('/rest/api/public/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...input, name: input.name.trim(), email: input.email.trim() }),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Name, phone, email, message. Submitting: 'Sending...' and disabled; back to idle on success or failure. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);

  const set = (field: keyof ContactInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'phone', 'email', 'message'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    const ok = await sendContact(values);
    setSending(false);
    if (ok) {
      toast.success(CONTACT_MESSAGES.success);
      setValues(EMPTY);
    } else {
      toast.error(CONTACT_MESSAGES.failure);
    }
  };

  const phoneMessage = errors.phone ?? phoneHint(values.phone);
  const describedBy = (field: keyof ContactInput, message: string | undefined) => (message ? `${id}-${field}-error` : undefined);

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-label="Contact form">
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={`${id}-name`}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name', errors.name)}
            placeholder="Your full name"
          />
          {errors.name ? (
            <p className="field-error" id={`${id}-name-error`}>
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>
            Phone <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            pattern="[0-9]{10}"
            maxLength={CONTACT_LIMITS.phoneDigits}
            value={values.phone}
            onChange={(e) => set('phone', cleanPhone(e.target.value))}
            // A pasted '+91 98450 12345' would be cut by maxLength before it is cleaned; clean it first.
            onPaste={(e) => {
              e.preventDefault();
              const input = e.currentTarget;
              const typed = input.value.slice(0, input.selectionStart ?? input.value.length) + e.clipboardData.getData('text') + input.value.slice(input.selectionEnd ?? input.value.length);
              set('phone', cleanPastedPhone(typed));
            }}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('phone', phoneMessage)}
            placeholder="10-digit mobile number"
          />
          {phoneMessage ? (
            <p className="field-error" id={`${id}-phone-error`} aria-live="polite">
              {phoneMessage}
            </p>
          ) : null}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.emailMax}
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email', errors.email)}
          placeholder="you@example.com"
        />
        {errors.email ? (
          <p className="field-error" id={`${id}-email-error`}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>
          Message <span className="contact-form__optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={CONTACT_LIMITS.messageMax}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message', errors.message)}
          placeholder="Tell us about your event, or ask for a free demo"
        />
        {errors.message ? (
          <p className="field-error" id={`${id}-message-error`}>
            {errors.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--block contact-form__submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      <p className="contact-form__note">We reply within one working day. Your details are never shared.</p>
    </form>
  );
}
