import { useId, useState, type FormEvent } from 'react';
import {
  cleanPastedPhone,
  cleanPhone,
  CONTACT_FORM_OUTCOME_IDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  phoneHint,
  validateContact,
  type ContactErrors,
  type ContactInput,
} from '../../../shared/contact';
import type { ContactRequest, ContactResponse } from '../../../shared/api/storefront';
import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { useHydrated } from '../../app/hydration';
import { useSubmission } from '../../app/useSubmission';
import { withQueries } from '../../app/WithQueries';
import { toast } from '../../ui/toast';
import { ContactField } from './ContactField';
import './contact.css';

const EMPTY: ContactInput = { name: '', phone: '', email: '', message: '' };

/** fetch rather than the shared axios client: the landing page must not load axios. Refused or unreached: throws. */
async function sendContact(request: ContactRequest): Promise<ContactResponse> {
  const { method, path } = storefrontRoutes.contactUs;
  const res = await fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw new Error(`contact-us answered ${res.status}`);
  return (await res.json()) as ContactResponse;
}

/** Name, phone, email, message. Submitting: 'Sending...' and disabled; back to idle on success or failure. */
function ContactFormFields() {
  const id = useId();
  // Until the app has the form, the browser checks the fields and posts them itself (see the form route).
  const scripted = useHydrated();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const send = useSubmission({
    mutationFn: sendContact,
    onSuccess: () => {
      toast.success(CONTACT_MESSAGES.success);
      setValues(EMPTY);
    },
    onError: () => toast.error(CONTACT_MESSAGES.failure),
  });
  const sending = send.isPending;

  const set = (field: keyof ContactInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'phone', 'email', 'message'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    send.submit({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  const phoneMessage = errors.phone ?? phoneHint(values.phone);
  const required = (text: string) => (
    <>
      {text} <span aria-hidden="true">*</span>
    </>
  );

  return (
    <form
      className="contact-form"
      method="post"
      action="/rest/api/public/contact-us/form"
      noValidate={scripted}
      onSubmit={submit}
      aria-label="Contact form"
    >
      {/* Where a form posted without script comes back to: only the one the address names shows. */}
      <p className="contact-form__outcome" id={CONTACT_FORM_OUTCOME_IDS.sent} role="status">
        {CONTACT_MESSAGES.success}
      </p>
      <p className="contact-form__outcome contact-form__outcome--failed" id={CONTACT_FORM_OUTCOME_IDS.failed}>
        Your message could not be sent. Please check it and try again, or reach us by WhatsApp, phone or e-mail.
      </p>
      <div className="contact-form__row">
        <ContactField
          id={`${id}-name`}
          label={required('Name')}
          message={errors.name}
          value={values.name}
          onValue={(v) => set('name', v)}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          placeholder="Your full name"
        />
        <ContactField
          id={`${id}-phone`}
          label={required('Phone')}
          message={phoneMessage}
          value={values.phone}
          onValue={(v) => set('phone', cleanPhone(v))}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          pattern="[0-9]{10}"
          maxLength={CONTACT_LIMITS.phoneDigits}
          placeholder="10-digit mobile number"
          // A pasted '+91 98450 12345' would be cut by maxLength before it is cleaned; clean it first.
          onPaste={(e) => {
            e.preventDefault();
            const input = e.currentTarget as HTMLInputElement;
            const start = input.selectionStart ?? input.value.length;
            const end = input.selectionEnd ?? input.value.length;
            set(
              'phone',
              cleanPastedPhone(input.value.slice(0, start) + e.clipboardData.getData('text') + input.value.slice(end)),
            );
          }}
        />
      </div>
      <ContactField
        id={`${id}-email`}
        label={required('Email')}
        message={errors.email}
        value={values.email}
        onValue={(v) => set('email', v)}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.emailMax}
        placeholder="you@example.com"
      />
      <ContactField
        id={`${id}-message`}
        label={
          <>
            Message <span className="contact-form__optional">(optional)</span>
          </>
        }
        multiline
        rows={4}
        message={errors.message}
        value={values.message}
        onValue={(v) => set('message', v)}
        name="message"
        maxLength={CONTACT_LIMITS.messageMax}
        placeholder="Tell us about your event, or ask for a free demo"
      />
      <button type="submit" className="btn btn--block contact-form__submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      <p className="contact-form__note">We reply within one working day. Your details are never shared.</p>
    </form>
  );
}

/** Name, phone, email, message, with the one query client around it (the storefront has none of its own). */
export const ContactForm = withQueries(ContactFormFields);
