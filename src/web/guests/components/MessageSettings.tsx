import { useId, useState, type FormEvent } from 'react';
import type { GuestLanguage, GuestSettings, GuestSite } from '../../../shared/api/guests';
import { LANGUAGES } from '../limits';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { useSaveSettings } from '../guests-api';
import { DEFAULT_TEXTS, LANGUAGE_LABELS, type MessageKind } from '../messages';

interface Props {
  site: GuestSite;
  settings: GuestSettings;
}

/**
 * The words each household receives, per language (`{name}` and `{link}` are filled in), the answer deadline
 * per function for reminders, and whether households are asked about travel and stay.
 */
export function MessageSettings({ site, settings }: Props) {
  // The box shows the words that would be sent, so an unsaved language starts from the default text; the host can
  // still empty it to retype (an empty text is sent as the default).
  const [draft, setDraft] = useState(() => withDefaults(settings));
  const [kind, setKind] = useState<MessageKind>('invitation');
  const [language, setLanguage] = useState<GuestLanguage>('en');
  const save = useSaveSettings(site.liveId);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync(draft);
      setDraft(withDefaults(saved));
      toast.success('Messages saved.');
    } catch (error) {
      toast.error(errorMessage(error, 'The messages could not be saved. Please try again.'));
    }
  }

  return (
    <form className="msg-settings" onSubmit={submit}>
      <div className="pill-tabs" role="tablist" aria-label="Message">
        {(['invitation', 'reminder'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={kind === option}
            className="pill-tabs__tab"
            onClick={() => setKind(option)}
          >
            {option === 'invitation' ? 'Invitation' : 'Reminder'}
          </button>
        ))}
      </div>
      <div className="pill-tabs" role="tablist" aria-label="Language">
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={language === option}
            className="pill-tabs__tab"
            lang={option}
            onClick={() => setLanguage(option)}
          >
            {LANGUAGE_LABELS[option]}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>
          {kind === 'invitation' ? 'Invitation' : 'Reminder'} in {LANGUAGE_LABELS[language]}
        </label>
        <textarea
          id={`${id}-text`}
          lang={language}
          maxLength={2000}
          value={draft[kind][language]}
          onChange={(event) =>
            setDraft((current) => ({ ...current, [kind]: { ...current[kind], [language]: event.target.value } }))
          }
        />
        <p className="field-hint">
          {'{name}'} becomes the household&apos;s name and {'{link}'} its personal link.
        </p>
      </div>
      {site.events.length > 0 && (
        <fieldset className="hh-form__group">
          <legend>Answer by (for reminders)</legend>
          {site.events.map((event) => (
            <label key={event.eventKey} className="msg-settings__deadline">
              <span>{event.title}</span>
              <input
                type="date"
                className="input"
                value={draft.deadlines[event.eventKey] ?? ''}
                onChange={(change) =>
                  setDraft((current) => {
                    const deadlines = { ...current.deadlines };
                    if (change.target.value) deadlines[event.eventKey] = change.target.value;
                    else delete deadlines[event.eventKey];
                    return { ...current, deadlines };
                  })
                }
              />
            </label>
          ))}
        </fieldset>
      )}
      <label className="hh-form__check">
        <input
          type="checkbox"
          checked={draft.askTravel}
          onChange={(event) => setDraft((current) => ({ ...current, askTravel: event.target.checked }))}
        />
        Ask guests for their arrival, travel, stay and pickup
      </label>
      <button type="submit" className="btn" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save messages'}
      </button>
    </form>
  );
}

function withDefaults(settings: GuestSettings): GuestSettings {
  const filled = (kind: MessageKind) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, settings[kind][language] || DEFAULT_TEXTS[kind][language]]),
    ) as GuestSettings[MessageKind];
  return { ...settings, invitation: filled('invitation'), reminder: filled('reminder') };
}
