import { useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { MealPreference, RsvpRequest, RsvpResponse } from '../../../shared/api/live';
import { liveRsvpKey, readJson, writeJson } from '../../app/storage';
import { dateText, LOCALES, t, timeText, type MessageKey } from '../i18n';
import type { SiteLanguage } from '../../../shared/look';
import type { LiveEvent } from '../events';
import { ErrorNote } from './FormNotes';
import { liveApi, send } from './post';
import { refusalText } from './refusal';

/** Same list as MEAL_PREFERENCES in the contract (the page imports only its types). */
const MEALS: MealPreference[] = ['Veg', 'Jain', 'Non-veg', 'No onion-garlic'];
/** The guest reads a meal in the page's language; the answer sent keeps the contract's value. */
const MEAL_NAMES: Record<MealPreference, MessageKey> = {
  Veg: 'mealVeg',
  Jain: 'mealJain',
  'Non-veg': 'mealNonVeg',
  'No onion-garlic': 'mealNoOnionGarlic',
};

/** '2 adults', '1 child': the plural the page's language uses for that count. */
function countText(lang: SiteLanguage, count: number, one: MessageKey, other: MessageKey): string {
  const form = new Intl.PluralRules(LOCALES[lang]).select(count);
  return t(lang, form === 'one' ? one : other, { count });
}

/** 'coming, 2 adults, 1 child, Jain' or 'not coming', for the saved answer's summary. */
function answerSummary(lang: SiteLanguage, answer: EventAnswer | undefined): string {
  if (!answer?.attending) return t(lang, 'rsvpNotComing');
  return [
    t(lang, 'rsvpComing'),
    countText(lang, answer.adults, 'rsvpAdultsOne', 'rsvpAdultsOther'),
    answer.children ? countText(lang, answer.children, 'rsvpChildrenOne', 'rsvpChildrenOther') : '',
    answer.meal ? t(lang, MEAL_NAMES[answer.meal]) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export interface RsvpFormProps {
  slug: string;
  events: LiveEvent[];
  sample?: boolean;
  /** The language the server drew the page in. */
  lang?: SiteLanguage;
}

interface EventAnswer {
  attending: boolean | null;
  adults: number;
  children: number;
  meal: MealPreference | '';
}

interface Saved {
  editToken: string;
  name: string;
  phone: string;
  answers: Record<string, EventAnswer>;
}

/** The server's names for the form's fields, for a refusal that names one. */
const RSVP_FIELDS = { name: 'rsvpName', phone: 'rsvpPhone' } as const;

const BLANK: EventAnswer = { attending: null, adults: 1, children: 0, meal: '' };

/** Nothing tells the page when storage changes; the form itself records what it sends. */
const noChanges = () => () => {};
/** The server's HTML cannot know what this device remembers: it (and hydration) draws the empty form. */
const nothingStored = () => null;

/** The answer this device sent earlier, if any (read as text, so React can compare one read with the next). */
function useStoredReply(slug: string): Saved | null {
  const raw = useSyncExternalStore(noChanges, () => readText(liveRsvpKey(slug)), nothingStored);
  return useMemo(() => {
    const stored = raw === null ? null : readJson<Saved>(liveRsvpKey(slug));
    return stored?.editToken ? stored : null;
  }, [raw, slug]);
}

function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** RSVP per event of the schedule; the answer and its edit token stay on this device so it can be changed. */
export function RsvpForm(props: RsvpFormProps) {
  const stored = useStoredReply(props.slug);
  // After hydration the device's earlier answer (if any) replaces the empty form the server drew.
  return <RsvpFormFrom key={stored?.editToken ?? ''} {...props} stored={stored} />;
}

function RsvpFormFrom({ slug, events, sample, lang = 'en', stored }: RsvpFormProps & { stored: Saved | null }) {
  const [name, setName] = useState(stored?.name ?? '');
  const [phone, setPhone] = useState(stored?.phone ?? '');
  const [answers, setAnswers] = useState<Record<string, EventAnswer>>(stored?.answers ?? {});
  const [saved, setSaved] = useState<Saved | null>(stored);
  const [editing, setEditing] = useState(!stored);
  const [status, setStatus] = useState<{ sending: boolean; error: string }>({ sending: false, error: '' });

  const answerOf = (key: string) => answers[key] ?? BLANK;
  const update = (key: string, change: Partial<EventAnswer>) =>
    setAnswers((all) => ({ ...all, [key]: { ...(all[key] ?? BLANK), ...change } }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sample) return;
    const unanswered = events.find((e) => answerOf(e.key).attending === null);
    if (unanswered) {
      setStatus({ sending: false, error: t(lang, 'rsvpAnswerEach', { event: unanswered.title }) });
      return;
    }
    const request: RsvpRequest = {
      name: name.trim(),
      phone: phone.trim(),
      // The contract's meal union is built from a list, so its static type loses the literals: hence the cast.
      events: events.map((e) => {
        const answer = answerOf(e.key);
        const attending = answer.attending === true;
        return {
          eventKey: e.key,
          attending,
          adults: attending ? answer.adults : 0,
          children: attending ? answer.children : 0,
          ...(attending && answer.meal ? { meal: answer.meal } : {}),
        };
      }) as unknown as RsvpRequest['events'],
      ...(saved ? { editToken: saved.editToken } : {}),
    };
    setStatus({ sending: true, error: '' });
    try {
      const answer = await send<RsvpResponse>(liveApi(slug, 'rsvp'), request);
      const next: Saved = { editToken: answer.editToken, name: request.name, phone: request.phone, answers };
      writeJson(liveRsvpKey(slug), next);
      setSaved(next);
      setEditing(false);
      setStatus({ sending: false, error: '' });
    } catch (error) {
      const text = refusalText(lang, error, {
        fields: RSVP_FIELDS,
        // Only a changed answer can be refused for its edit token; a first one is never 404 for it.
        overrides: saved ? { 404: 'errorReplyNotFound' } : {},
      });
      setStatus({ sending: false, error: text });
    }
  }

  if (saved && !editing) {
    return (
      <div className="live-rsvp-done" role="status">
        <p className="live-note live-note--done">{t(lang, 'rsvpSaved', { name: saved.name })}</p>
        <ul className="live-rsvp-summary">
          {events.map((e) => (
            <li key={e.key}>
              <strong>{e.title}</strong>: {answerSummary(lang, saved.answers[e.key])}
            </li>
          ))}
        </ul>
        <button className="inv-button inv-button--ghost" type="button" onClick={() => setEditing(true)}>
          {t(lang, 'rsvpChange')}
        </button>
      </div>
    );
  }

  return (
    <form className="live-form live-rsvp" onSubmit={submit} aria-label="RSVP">
      {events.map((e) => {
        const answer = answerOf(e.key);
        const id = `rsvp-${e.key}`;
        return (
          <fieldset key={e.key} className="live-rsvp__event">
            <legend>
              <strong>{e.title}</strong>
              <span className="live-rsvp__when">
                {e.date ? dateText(lang, e.date) : ''}
                {e.time ? ` · ${timeText(lang, e.time)}` : ''}
              </span>
            </legend>
            <div className="live-choice" role="radiogroup" aria-label={t(lang, 'rsvpComeTo', { event: e.title })}>
              <label>
                <input
                  type="radio"
                  name={`${id}-attending`}
                  checked={answer.attending === true}
                  onChange={() => update(e.key, { attending: true })}
                />
                {t(lang, 'rsvpYes')}
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-attending`}
                  checked={answer.attending === false}
                  onChange={() => update(e.key, { attending: false })}
                />
                {t(lang, 'rsvpNo')}
              </label>
            </div>
            {answer.attending && (
              <div className="live-rsvp__counts">
                <label className="live-field">
                  <span>{t(lang, 'rsvpAdults')}</span>
                  <input
                    type="number"
                    min={0}
                    max={20}
                    value={answer.adults}
                    onChange={(ev) => update(e.key, { adults: clampCount(ev.target.value) })}
                  />
                </label>
                <label className="live-field">
                  <span>{t(lang, 'rsvpChildren')}</span>
                  <input
                    type="number"
                    min={0}
                    max={20}
                    value={answer.children}
                    onChange={(ev) => update(e.key, { children: clampCount(ev.target.value) })}
                  />
                </label>
                <label className="live-field">
                  <span>{t(lang, 'rsvpMeal')}</span>
                  <select
                    value={answer.meal}
                    onChange={(ev) => update(e.key, { meal: ev.target.value as MealPreference | '' })}
                  >
                    <option value="">{t(lang, 'rsvpNoPreference')}</option>
                    {MEALS.map((meal) => (
                      <option key={meal} value={meal}>
                        {t(lang, MEAL_NAMES[meal])}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="live-rsvp__contact">
        <label className="live-field">
          <span>{t(lang, 'rsvpName')}</span>
          <input
            name="name"
            required
            maxLength={80}
            autoComplete="name"
            value={name}
            onChange={(ev) => setName(ev.target.value)}
          />
        </label>
        <label className="live-field">
          <span>{t(lang, 'rsvpPhone')}</span>
          <input
            name="phone"
            type="tel"
            required
            pattern="[0-9+ \-]{7,20}"
            autoComplete="tel"
            value={phone}
            onChange={(ev) => setPhone(ev.target.value)}
          />
        </label>
      </div>
      <ErrorNote message={status.error} />
      <button className="inv-button" type="submit" disabled={sample || status.sending}>
        {status.sending ? t(lang, 'sending') : saved ? t(lang, 'rsvpUpdateMine') : t(lang, 'rsvpSendMine')}
      </button>
      {sample && <p className="live-form__hint">{t(lang, 'rsvpSampleNote')}</p>}
    </form>
  );
}

function clampCount(text: string): number {
  const value = Math.floor(Number(text));
  return Number.isFinite(value) ? Math.min(20, Math.max(0, value)) : 0;
}
