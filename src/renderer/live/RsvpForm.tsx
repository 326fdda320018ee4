/**
 * RSVP per event of the schedule, as a plain HTML form: it posts to the page's own address and works before
 * (or without) the page's script. The headcount and meal of an event are in the HTML from the start and shown
 * by CSS once "yes" is checked, so a tap works at once. After a post the server draws it again with what the
 * guest typed and the refusals next to the fields, or with the saved answer and a way to change it.
 */
import type { MealPreference } from '../../shared/api/live';
import { RSVP_MAX_PEOPLE_PER_EVENT } from '../../shared/live';
import { dateText, LOCALES, t, timeText, type MessageKey } from '../i18n';
import type { SiteLanguage } from '../../shared/look';
import type { LiveEvent } from '../events';
import { ErrorNote, errorId, FieldBox, FieldError, invalidProps, SentNote, sampleSubmit, TextField } from './FormNotes';
import { FORM_BLOCK_IDS, formAction, RSVP_FIELD, type GuestForms, type RsvpValues, type SavedRsvp } from './form-state';
import { RSVP_MEALS } from './rsvp-fields';
import { liveRsvpKey } from '../../shared/storage-keys';

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
function answerSummary(lang: SiteLanguage, answer: SavedRsvp['answers'][string] | undefined): string {
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
  /** After a post: what was typed and refused, or the saved answer. */
  state?: GuestForms['rsvp'];
  /** A personal link's name, kept on the page the post comes back to. */
  greeting?: string;
}

/** The saved answer as the form's values, to change it. */
export function savedValues(saved: SavedRsvp): RsvpValues {
  const answers: RsvpValues['answers'] = {};
  for (const [key, answer] of Object.entries(saved.answers)) {
    answers[key] = {
      attending: answer.attending === true ? 'yes' : answer.attending === false ? 'no' : '',
      adults: String(answer.attending ? answer.adults : 1),
      children: String(answer.attending ? answer.children : 0),
      meal: answer.meal,
    };
  }
  return { name: saved.name, phone: saved.phone, editToken: saved.editToken, answers };
}

export function RsvpForm({ state, ...props }: RsvpFormProps) {
  const { lang = 'en', events } = props;
  const saved = state?.saved;
  return (
    <div
      className="live-form-block"
      id={FORM_BLOCK_IDS.rsvp}
      data-storage-key={liveRsvpKey(props.slug)}
      // The script keeps the saved answer on this device (its edit token) to change it on a later visit.
      {...(saved ? { 'data-saved': JSON.stringify(saved) } : {})}
    >
      {saved ? (
        <div className="live-rsvp-done">
          <SentNote>{t(lang, 'rsvpSaved', { name: saved.name })}</SentNote>
          <ul className="live-rsvp-summary">
            {events.map((e) => (
              <li key={e.key}>
                <strong>{e.title}</strong>: {answerSummary(lang, saved.answers[e.key])}
              </li>
            ))}
          </ul>
          <p className="live-note">{t(lang, 'rsvpChangeHow')}</p>
          <details className="live-rsvp-change">
            <summary className="inv-button inv-button--ghost">{t(lang, 'rsvpChange')}</summary>
            <RsvpFields {...props} values={savedValues(saved)} />
          </details>
        </div>
      ) : (
        <RsvpFields {...props} values={state?.values} errors={state?.errors} />
      )}
    </div>
  );
}

function RsvpFields({
  slug,
  events,
  sample,
  lang = 'en',
  greeting,
  values,
  errors = {},
}: Omit<RsvpFormProps, 'state'> & { values?: RsvpValues; errors?: Record<string, string> }) {
  const editing = Boolean(values?.editToken);
  const posted = Boolean(values) || Object.keys(errors).length > 0;
  return (
    <form
      className="live-form live-rsvp"
      aria-label={t(lang, 'rsvpHeading')}
      data-live-form="rsvp"
      data-error-network={t(lang, 'errorNetwork')}
      data-error-generic={t(lang, 'errorGeneric')}
      // The update label and the note the script shows when it fills in this device's earlier answer.
      data-update-label={t(lang, 'rsvpUpdateMine')}
      {...(posted ? { 'data-posted': '' } : {})}
      {...(sample ? { onSubmit: sampleSubmit } : { method: 'post', action: formAction(slug, 'rsvp', lang, greeting) })}
    >
      {values?.editToken && <input type="hidden" name={RSVP_FIELD.editToken} value={values.editToken} />}
      {events.map((e) => {
        const answer = values?.answers[e.key];
        const attendingField = RSVP_FIELD.attending(e.key);
        const attendingError = errors[attendingField];
        return (
          <fieldset
            key={e.key}
            className="live-rsvp__event"
            // A group takes a description, not aria-invalid (the checker refuses that on a fieldset).
            {...(attendingError ? { 'aria-describedby': errorId('rsvp', attendingField) } : {})}
          >
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
                  name={attendingField}
                  value="yes"
                  required
                  defaultChecked={answer?.attending === 'yes'}
                />
                {t(lang, 'rsvpYes')}
              </label>
              <label>
                <input type="radio" name={attendingField} value="no" defaultChecked={answer?.attending === 'no'} />
                {t(lang, 'rsvpNo')}
              </label>
            </div>
            <FieldError form="rsvp" field={attendingField} message={attendingError} />
            {/* Always in the HTML; live.css shows it while "yes" is checked. */}
            <div className="live-rsvp__counts">
              <CountField
                lang={lang}
                name={RSVP_FIELD.adults(e.key)}
                label="rsvpAdults"
                value={answer?.adults ?? '1'}
                error={errors[RSVP_FIELD.adults(e.key)]}
              />
              <CountField
                lang={lang}
                name={RSVP_FIELD.children(e.key)}
                label="rsvpChildren"
                value={answer?.children ?? '0'}
                error={errors[RSVP_FIELD.children(e.key)]}
              />
              <label className="live-field">
                <span>{t(lang, 'rsvpMeal')}</span>
                <select name={RSVP_FIELD.meal(e.key)} defaultValue={answer?.meal ?? ''}>
                  <option value="">{t(lang, 'rsvpNoPreference')}</option>
                  {RSVP_MEALS.map((meal) => (
                    <option key={meal} value={meal}>
                      {t(lang, MEAL_NAMES[meal])}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </fieldset>
        );
      })}
      <div className="live-rsvp__contact">
        <TextField form="rsvp" label={t(lang, 'rsvpName')} name="name" value={values?.name} error={errors.name}>
          {(extra) => <input {...extra} required maxLength={80} autoComplete="name" />}
        </TextField>
        <TextField form="rsvp" label={t(lang, 'rsvpPhone')} name="phone" value={values?.phone} error={errors.phone}>
          {(extra) => <input {...extra} type="tel" required maxLength={20} autoComplete="tel" />}
        </TextField>
      </div>
      <ErrorNote message={errors['']} />
      <p className="live-note live-rsvp__remembered" data-rsvp-remembered="" hidden>
        {t(lang, 'rsvpRemembered')}
      </p>
      <button className="inv-button" type="submit" disabled={sample} data-sending={t(lang, 'sending')}>
        {editing ? t(lang, 'rsvpUpdateMine') : t(lang, 'rsvpSendMine')}
      </button>
      {sample && <p className="live-form__hint">{t(lang, 'rsvpSampleNote')}</p>}
    </form>
  );
}

function CountField({
  lang,
  name,
  label,
  value,
  error,
}: {
  lang: SiteLanguage;
  name: string;
  label: MessageKey;
  value: string;
  error: string | undefined;
}) {
  return (
    <FieldBox form="rsvp" name={name} error={error}>
      <label className="live-field">
        <span>{t(lang, label)}</span>
        <input
          type="number"
          name={name}
          min={0}
          max={RSVP_MAX_PEOPLE_PER_EVENT}
          inputMode="numeric"
          defaultValue={value}
          {...invalidProps('rsvp', name, error)}
        />
      </label>
    </FieldBox>
  );
}
