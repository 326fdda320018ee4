import { useState } from 'react';
import { KEEPSAKE_SIZES, type KeepsakeSize } from '../../shared/api/keepsake';
import { errorMessage } from '../app/api';
import { useDownloadBook, useKeepsake, useMakeKeepsake } from './keepsake-api';
import './keepsake.css';

const SIZE_NOTES: Record<KeepsakeSize, string> = {
  A5: 'A5 · a small book',
  A4: 'A4 · a large album',
};

/**
 * The keepsake book of one live site: choose a size, make it (the server prints it in the background; the card
 * shows its progress), download the PDF. Making another replaces the last one.
 */
export function KeepsakeCard({ liveId, name }: { liveId: string; name: string }) {
  const book = useKeepsake(liveId);
  const make = useMakeKeepsake(liveId);
  const [size, setSize] = useState<KeepsakeSize>('A5');
  const download = useDownloadBook(name);
  const status = book.data ?? null;
  const working = status?.state === 'working';

  return (
    <section className="card keepsake-card" aria-labelledby={`keepsake-${liveId}`}>
      <h3 id={`keepsake-${liveId}`}>Keepsake book</h3>
      <p className="keepsake-card__hint">
        A printable book (PDF) of the wishes and photos you made public, one chapter per function, with your
        invitation&apos;s artwork on the cover.
      </p>
      <fieldset className="keepsake-card__sizes" disabled={working || make.isPending}>
        <legend>Size</legend>
        {KEEPSAKE_SIZES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={`keepsake-size-${liveId}`}
              value={choice}
              checked={size === choice}
              onChange={() => setSize(choice)}
            />
            {SIZE_NOTES[choice]}
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn" disabled={working || make.isPending} onClick={() => make.mutate(size)}>
        {status ? 'Make the book again' : 'Make the book'}
      </button>
      {make.isError && (
        <p className="keepsake-card__error" role="alert">
          {errorMessage(make.error, 'The book could not be started. Please try again.')}
        </p>
      )}
      {book.isError && (
        <p className="keepsake-card__error" role="alert">
          {errorMessage(book.error, 'The book’s state could not be read.')}
        </p>
      )}
      {working && (
        <div className="keepsake-card__progress">
          <label htmlFor={`keepsake-progress-${liveId}`}>Making your {status.size} book…</label>
          <progress id={`keepsake-progress-${liveId}`} max={100} value={status.progress}>
            {status.progress}%
          </progress>
          <span aria-live="polite">{status.progress}%</span>
        </div>
      )}
      {status?.state === 'failed' && (
        <p className="keepsake-card__error" role="alert">
          {status.message ?? 'The book could not be made. Please try again.'}
        </p>
      )}
      {status?.state === 'ready' && (
        <div className="keepsake-card__ready">
          <p>
            Your {status.size} book is ready: {status.pages} {status.pages === 1 ? 'page' : 'pages'}, {status.wishes}{' '}
            {status.wishes === 1 ? 'wish' : 'wishes'} and {status.photos} {status.photos === 1 ? 'photo' : 'photos'}.
          </p>
          <button
            type="button"
            className="btn btn--gold"
            onClick={() => download.mutate(status)}
            disabled={download.isPending}
          >
            {download.isPending ? 'Downloading…' : 'Download the PDF'}
          </button>
          {download.isError && (
            <p className="keepsake-card__error" role="alert">
              {errorMessage(download.error, 'The book could not be downloaded. Please try again.')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
