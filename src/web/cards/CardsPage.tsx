import { useState } from 'react';
import type { MediaRequest } from '../../shared/api/cards';
import { SITE_LANGUAGES, type SiteLanguage } from '../../shared/look';
import { errorMessage } from '../app/api';
import { LANGUAGE_LABELS, useGuestSite, useHouseholds } from '../guests';
import { useCardStatus, useDownloadCard, useMakeCard } from './cards-api';
import FilmPanel from './FilmPanel';
import './cards.css';

type Shape = 'card' | 'story';

const SHAPES: Record<Shape, string> = {
  card: 'Chat card · 1080 × 1350',
  story: 'Status / story · 1080 × 1920',
};

/** A file name of letters and digits only, from the site's and the function's names. */
const fileSafe = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/**
 * /guests/cards: one function's invitation as a picture and a film to forward on WhatsApp. The host picks the
 * function, the language, the shape and optionally a household (its card greets it by name and carries its personal
 * link as a QR code), makes it (drawn on the server, with progress) and downloads the PNG; the film of the same
 * choice is made below, previewed and downloaded as an MP4.
 */
export default function CardsPage() {
  const site = useGuestSite();
  const households = useHouseholds(site.liveId);
  const [eventKey, setEventKey] = useState(site.events[0]?.eventKey ?? '');
  const [lang, setLang] = useState<SiteLanguage>('en');
  const [shape, setShape] = useState<Shape>('card');
  const [householdId, setHouseholdId] = useState('');
  const [id, setId] = useState<string | null>(null);
  const make = useMakeCard(site.liveId);
  const status = useCardStatus(site.liveId, id);
  const download = useDownloadCard();
  const current = status.data;
  const working = id !== null && (!current || current.state === 'queued' || current.state === 'working');

  if (site.events.length === 0)
    return <p className="cards__note">Add a function with its date to your invitation to make its card.</p>;

  const request = (): MediaRequest => ({
    kind: shape,
    eventKey,
    lang,
    ...(householdId ? { householdId: Number(householdId) } : {}),
  });
  const eventTitle = site.events.find((event) => event.eventKey === eventKey)?.title ?? eventKey;
  const fileName = `${fileSafe(`${site.name} ${eventTitle} ${shape} ${lang}`)}.png`;
  const { kind: _shape, ...chosen } = request();
  const filmName = `${fileSafe(`${site.name} ${eventTitle} film ${lang}`)}.mp4`;

  return (
    <>
      <section className="card cards" aria-labelledby="cards-title">
        <h2 id="cards-title">Invitation cards</h2>
        <p className="cards__note">
          A picture of one function to forward on WhatsApp, in your invitation&apos;s colours. A household&apos;s card
          greets it by name and its QR code opens its personal link.
        </p>
        <form
          className="cards__form"
          onSubmit={(event) => {
            event.preventDefault();
            setId(null);
            make.mutate(request(), { onSuccess: (started) => setId(started.id) });
          }}
        >
          <label>
            <span>Function</span>
            <select value={eventKey} onChange={(event) => setEventKey(event.target.value)}>
              {site.events.map((event) => (
                <option key={event.eventKey} value={event.eventKey}>
                  {event.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Language</span>
            <select value={lang} onChange={(event) => setLang(event.target.value as SiteLanguage)}>
              {SITE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_LABELS[code]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>For</span>
            <select value={householdId} onChange={(event) => setHouseholdId(event.target.value)}>
              <option value="">Everyone (your invitation&apos;s address)</option>
              {households.data?.map((household) => (
                <option key={household.id} value={household.id}>
                  {household.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="cards__shapes">
            <legend>Shape</legend>
            {(Object.keys(SHAPES) as Shape[]).map((choice) => (
              <label key={choice}>
                <input type="radio" name="card-shape" checked={shape === choice} onChange={() => setShape(choice)} />
                {SHAPES[choice]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn" disabled={working || make.isPending}>
            Make the card
          </button>
        </form>
        {make.isError && (
          <p className="cards__error" role="alert">
            {errorMessage(make.error, 'The card could not be started. Please try again.')}
          </p>
        )}
        {status.isError && (
          <p className="cards__error" role="alert">
            {errorMessage(status.error, 'The card’s state could not be read.')}
          </p>
        )}
        {working && (
          <div className="cards__progress">
            <label htmlFor="card-progress">Drawing your card…</label>
            <progress id="card-progress" max={100} value={current?.progress ?? 0} />
            <span aria-live="polite">{current?.progress ?? 0}%</span>
          </div>
        )}
        {current?.state === 'failed' && (
          <p className="cards__error" role="alert">
            {current.message ?? 'The card could not be drawn. Please try again.'}
          </p>
        )}
        {current?.state === 'done' && (
          <div className="cards__ready">
            <p role="status">Your card is ready.</p>
            <button
              type="button"
              className="btn btn--gold"
              disabled={download.isPending}
              onClick={() => download.mutate({ status: current, fileName })}
            >
              {download.isPending ? 'Downloading…' : 'Download the card'}
            </button>
            {download.isError && (
              <p className="cards__error" role="alert">
                {errorMessage(download.error, 'The card could not be downloaded. Please try again.')}
              </p>
            )}
          </div>
        )}
      </section>
      <FilmPanel liveId={site.liveId} request={chosen} fileName={filmName} />
    </>
  );
}
