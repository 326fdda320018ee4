import { useId, useState, type FormEvent } from 'react';
import { MAX_THANK_YOU_AFTER_DAYS, type EventDaySettings } from '../../../shared/api/shagun';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { Loaded } from '../components/Loaded';
import { useGuestSite } from '../guest-site';
import { useEventDay, useSaveEventDay } from '../shagun-api';
import { fieldWords } from '../shagun-words';

/**
 * /guests/event-day: a live-stream address per function (guests see "Watch live" while it is on, then "Watch the
 * recording"), and how many days after the last function the invitation becomes a thank-you page.
 */
export default function EventDayPage() {
  const site = useGuestSite();
  const settings = useEventDay(site.liveId);
  return (
    <Loaded query={settings} what="the settings">
      {(initial) => <EventDayForm initial={initial} />}
    </Loaded>
  );
}

/** Starts from the saved settings (drawn once they are loaded). */
function EventDayForm({ initial }: { initial: EventDaySettings }) {
  const site = useGuestSite();
  const save = useSaveEventDay(site.liveId);
  const [streams, setStreams] = useState<Record<string, string>>(initial.streams);
  const [days, setDays] = useState(String(initial.thankYouAfterDays));
  const [failure, setFailure] = useState('');
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const after = Number(days);
    if (!/^\d+$/.test(days.trim()) || after > MAX_THANK_YOU_AFTER_DAYS) {
      setFailure(`Write a number of days from 0 to ${MAX_THANK_YOU_AFTER_DAYS}.`);
      return;
    }
    try {
      const kept = Object.fromEntries(
        site.events.map((fn) => [fn.eventKey, (streams[fn.eventKey] ?? '').trim()] as const),
      );
      await save.mutateAsync({ streams: kept, thankYouAfterDays: after });
      toast.success('Saved: the invitation shows it now.');
    } catch (error) {
      setFailure(fieldWords(errorMessage(error, 'The settings could not be saved. Please try again.')));
    }
  }

  return (
    <form className="guests-page event-day" onSubmit={submit}>
      <section className="card" aria-labelledby={`${id}-streams`}>
        <h2 id={`${id}-streams`}>Live streams</h2>
        <p className="guests__intro">
          For relatives far away: paste the YouTube, Zoom, Google Meet or Instagram Live address of a function. The
          invitation shows “Watch live” while the function is on (India time) and “Watch the recording” after it, and
          the calendar entry carries the address.
        </p>
        {site.events.length === 0 && (
          <p className="guests__empty">Add functions to your invitation&apos;s schedule to give them a stream.</p>
        )}
        {site.events.map((fn) => (
          <div className="field" key={fn.eventKey}>
            <label htmlFor={`${id}-${fn.eventKey}`}>{fn.title}</label>
            <input
              id={`${id}-${fn.eventKey}`}
              type="url"
              inputMode="url"
              maxLength={500}
              placeholder="https://youtube.com/live/…"
              value={streams[fn.eventKey] ?? ''}
              onChange={(event) => setStreams((current) => ({ ...current, [fn.eventKey]: event.target.value }))}
            />
          </div>
        ))}
      </section>
      <section className="card" aria-labelledby={`${id}-after`}>
        <h2 id={`${id}-after`}>After the celebrations</h2>
        <p className="guests__intro">
          This many days after the last function, the invitation becomes a thank-you page with the wishes and photos
          your guests shared, and RSVP closes. The address keeps working.
        </p>
        <div className="field">
          <label htmlFor={`${id}-days`}>Days after the last function</label>
          <input
            id={`${id}-days`}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={3}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </div>
      </section>
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <button type="submit" className="btn" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}
