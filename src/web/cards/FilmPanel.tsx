import { useMemo, useState } from 'react';
import type { MediaRequest } from '../../shared/api/cards';
import { errorMessage } from '../app/api';
import { saveBlob } from '../ui/save-blob';
import { useCardStatus, useFilmFile, useMakeCard } from './cards-api';

interface FilmPanelProps {
  liveId: string;
  /** The function, language and household chosen in the cards' form above. */
  request: Omit<MediaRequest, 'kind'>;
  fileName: string;
}

/** Shows a Blob in a video element while it is mounted: its object URL is let go when the element goes. */
const playing = (blob: Blob) => (video: HTMLVideoElement | null) => {
  if (!video) return;
  const url = URL.createObjectURL(blob);
  video.src = url;
  return () => URL.revokeObjectURL(url);
};

/**
 * The chosen function's invitation film: about 20 seconds of its stills in the invitation's colours with its music,
 * made on the server (with progress), previewed here and downloaded as an MP4 to forward on WhatsApp.
 */
export default function FilmPanel({ liveId, request, fileName }: FilmPanelProps) {
  const [id, setId] = useState<string | null>(null);
  const make = useMakeCard(liveId);
  const status = useCardStatus(liveId, id);
  const current = status.data;
  const file = useFilmFile(current);
  const preview = useMemo(() => file.data && playing(file.data), [file.data]);
  const working = id !== null && (!current || current.state === 'queued' || current.state === 'working');

  return (
    <section className="card cards" aria-labelledby="film-title">
      <h2 id="film-title">Invitation film</h2>
      <p className="cards__note">
        A 20-second film of the function chosen above, in the same language and for the same guests: the names, the
        function with its date, time and venue, the family and the link, with your invitation&apos;s music.
      </p>
      <button
        type="button"
        className="btn"
        disabled={working || make.isPending}
        onClick={() => {
          setId(null);
          make.mutate({ ...request, kind: 'film' }, { onSuccess: (started) => setId(started.id) });
        }}
      >
        Make the film
      </button>
      {make.isError && (
        <p className="cards__error" role="alert">
          {errorMessage(make.error, 'The film could not be started. Please try again.')}
        </p>
      )}
      {status.isError && (
        <p className="cards__error" role="alert">
          {errorMessage(status.error, 'The film’s state could not be read.')}
        </p>
      )}
      {working && (
        <div className="cards__progress">
          <label htmlFor="film-progress">Making your film…</label>
          <progress id="film-progress" max={100} value={current?.progress ?? 0} />
          <span aria-live="polite">{current?.progress ?? 0}%</span>
        </div>
      )}
      {current?.state === 'failed' && (
        <p className="cards__error" role="alert">
          {current.message ?? 'The film could not be made. Please try again.'}
        </p>
      )}
      {current?.state === 'done' && (
        <div className="cards__ready">
          <p role="status">Your film is ready.</p>
          {file.isError && (
            <p className="cards__error" role="alert">
              {errorMessage(file.error, 'The film could not be fetched. Please try again.')}
            </p>
          )}
          {preview && (
            <video className="cards__film" ref={preview} controls playsInline preload="metadata">
              <track kind="captions" />
            </video>
          )}
          <button
            type="button"
            className="btn btn--gold"
            disabled={!file.data}
            onClick={() => file.data && saveBlob(file.data, fileName)}
          >
            {file.data ? 'Download the film' : 'Fetching the film…'}
          </button>
        </div>
      )}
    </section>
  );
}
