/**
 * The one way a guest's form sends: stop the page from reloading, do nothing on a template's sample, show
 * "Sending...", then either the thanks or why it failed, in the guest's language (see refusal.ts).
 */
import { useState, type FormEvent } from 'react';
import type { SiteLanguage } from '../../../shared/look';
import type { MessageKey } from '../i18n';
import { refusalText, type FieldLabels } from './refusal';

export type SubmitState = { status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string };

export interface GuestSubmit {
  lang: SiteLanguage;
  /** A template's demo: the form shows but sends nothing. */
  sample?: boolean;
  /** The form's fields by the server's names, for a refusal that names one. */
  fields: FieldLabels;
  /** Said when the phone itself failed rather than the server refusing. */
  failed?: MessageKey;
}

export function useGuestSubmit(
  { lang, sample, fields, failed }: GuestSubmit,
  send: (form: FormData) => Promise<unknown>,
) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sample) return;
    const form = new FormData(event.currentTarget);
    setState({ status: 'sending' });
    try {
      await send(form);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: refusalText(lang, error, { fields, failed }) });
    }
  }

  return { state, onSubmit, error: state.status === 'error' ? state.message : '' };
}

/** A text field of the form, trimmed ('' when absent). */
export function textOf(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}
