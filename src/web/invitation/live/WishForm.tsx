import { useState, type FormEvent } from 'react';
import { ErrorNote, SentNote } from './FormNotes';
import { liveApi, send } from './post';

export interface WishFormProps {
  slug: string;
  sample?: boolean;
}

/** A guest's wish: name and message, plus an invisible field people leave empty and bots fill in. */
export function WishForm({ slug, sample }: WishFormProps) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string }>({
    status: 'idle',
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sample) return;
    const form = new FormData(event.currentTarget);
    setState({ status: 'sending' });
    try {
      await send(liveApi(slug, 'wishes'), {
        name: String(form.get('name') ?? '').trim(),
        message: String(form.get('message') ?? '').trim(),
        website: String(form.get('website') ?? ''),
      });
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  }

  if (state.status === 'sent') {
    return <SentNote>Thank you for your wish! It will appear here once the hosts approve it.</SentNote>;
  }
  return (
    <form className="live-form" onSubmit={submit} aria-label="Leave a wish">
      <h3 className="live-form__title">Leave a wish</h3>
      <label className="live-field">
        <span>Your name</span>
        <input name="name" required maxLength={80} autoComplete="name" />
      </label>
      <label className="live-field">
        <span>Your wish</span>
        <textarea name="message" required maxLength={1000} rows={4} />
      </label>
      <label className="live-honeypot" aria-hidden="true">
        Website
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <ErrorNote message={state.status === 'error' ? state.message : ''} />
      <button className="inv-button" type="submit" disabled={sample || state.status === 'sending'}>
        {state.status === 'sending' ? 'Sending…' : 'Send wish'}
      </button>
      <p className="live-form__hint">
        {sample
          ? 'This is a sample invitation: wishes are not sent.'
          : 'Your wish appears on this page once the hosts approve it.'}
      </p>
    </form>
  );
}
