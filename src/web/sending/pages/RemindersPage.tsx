import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { GuestSite } from '../../../shared/api/guests';
import type { ReminderRules } from '../../../shared/api/sending';
import { errorMessage } from '../../app/api';
import { Loaded, useGuestSettings, useGuestSite } from '../../guests';
import { BackToSends } from '../components/BackToSends';
import { dayLabel, draftOf, REMINDER_DAYS, rulesOf, type ReminderDraft } from '../reminder-draft';
import { useReminderRules, useSaveReminderRules } from '../sending-api';
import { CHANNEL_LABELS, CHANNELS } from '../words';
import '../sending.css';

/**
 * /guests/sends/reminders: for each function, the days before its RSVP deadline on which Utsav reminds the
 * households invited to it that have not answered (never those who answered or replied STOP).
 */
export default function RemindersPage() {
  const site = useGuestSite();
  const rules = useReminderRules(site.liveId);
  return (
    <div className="guests-page sending">
      <BackToSends />
      <Loaded query={rules} what="the reminders">
        {(data) => <RemindersForm site={site} rules={data} />}
      </Loaded>
    </div>
  );
}

function RemindersForm({ site, rules }: { site: GuestSite; rules: ReminderRules }) {
  const settings = useGuestSettings(site.liveId);
  const save = useSaveReminderRules(site.liveId);
  const [draft, setDraft] = useState<ReminderDraft>(() =>
    draftOf(
      rules,
      site.events.map((event) => event.eventKey),
    ),
  );

  const change = (eventKey: string, next: Partial<ReminderDraft[string]>) =>
    setDraft((current) => ({ ...current, [eventKey]: { ...current[eventKey], ...next } }));
  const toggleDay = (eventKey: string, day: number) => {
    const days = draft[eventKey].days;
    change(eventKey, { days: days.includes(day) ? days.filter((d) => d !== day) : [...days, day] });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(rulesOf(draft));
  }

  if (site.events.length === 0)
    return <p className="guests__empty">Add functions to your invitation&apos;s schedule to set reminders.</p>;

  return (
    <form className="reminder-rules" aria-label="Automatic reminders" onSubmit={submit}>
      <p className="guests__intro">
        Utsav reminds the households invited to a function that have not answered, on the days you tick before its RSVP
        deadline. Those who answered or replied STOP get nothing.
      </p>
      {site.events.map((fn) => {
        const deadline = settings.data?.deadlines[fn.eventKey];
        const reminders = draft[fn.eventKey];
        return (
          <fieldset key={fn.eventKey} className="card send-step send-step--card">
            <legend>{fn.title}</legend>
            <p className="field-hint">
              {deadline ? (
                `Answers due by ${new Date(`${deadline}T00:00:00`).toLocaleDateString('en-IN', { dateStyle: 'medium' })}.`
              ) : (
                <>
                  No RSVP deadline yet: set one under <Link to="/guests/send">Send</Link> (Message texts, deadlines) for
                  these reminders to go out.
                </>
              )}
            </p>
            <div className="send-step__checks">
              {REMINDER_DAYS.map((day) => (
                <label key={day} className="send-check">
                  <input
                    type="checkbox"
                    checked={reminders.days.includes(day)}
                    onChange={() => toggleDay(fn.eventKey, day)}
                  />
                  {dayLabel(day)}
                </label>
              ))}
            </div>
            <div className="guest-filters">
              <label>
                <span>By</span>
                <select
                  value={reminders.channel}
                  onChange={(event) => change(fn.eventKey, { channel: event.target.value as typeof reminders.channel })}
                >
                  {CHANNELS.map((channel) => (
                    <option key={channel} value={channel}>
                      {CHANNEL_LABELS[channel]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </fieldset>
        );
      })}
      {save.isError && (
        <p role="alert" className="guests__error">
          {errorMessage(save.error, 'The reminders could not be saved. Please try again.')}
        </p>
      )}
      {save.isSuccess && !save.isPending && <p role="status">Reminders saved.</p>}
      <button type="submit" className="btn" disabled={save.isPending}>
        Save reminders
      </button>
    </form>
  );
}
