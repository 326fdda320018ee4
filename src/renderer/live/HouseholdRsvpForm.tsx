import type { MealPreference } from '../../shared/api/live';
import type { SiteLanguage } from '../../shared/look';
import { dateText, t, timeText, type MessageKey } from '../i18n';
import type { LiveEvent } from '../events';

/** Same list as MEAL_PREFERENCES in the contract (the page imports only its types). */
const MEALS: MealPreference[] = ['Veg', 'Jain', 'Non-veg', 'No onion-garlic'];
const MEAL_NAMES: Record<MealPreference, MessageKey> = {
  Veg: 'mealVeg',
  Jain: 'mealJain',
  'Non-veg': 'mealNonVeg',
  'No onion-garlic': 'mealNoOnionGarlic',
};
const TRAVEL_MODES = ['car', 'train', 'flight', 'bus', 'other'] as const;

/** The travel choices' names in the language tables. */
const TRAVEL_MODE_NAMES: Record<(typeof TRAVEL_MODES)[number], MessageKey> = {
  car: 'travelByCar',
  train: 'travelByTrain',
  flight: 'travelByFlight',
  bus: 'travelByBus',
  other: 'travelByOther',
};

/** What the guest is told when the server sent the form back, in the language tables. */
const PROBLEMS: Record<HouseholdFormProblem, MessageKey> = {
  seats: 'householdProblemSeats',
  meals: 'householdProblemMeals',
  count: 'householdProblemCount',
  answer: 'householdProblemAnswer',
};

/** Why the server sent the form back (its 303 names one of these). */
export type HouseholdFormProblem = 'seats' | 'meals' | 'count' | 'answer';

export interface HouseholdInvitedEvent extends LiveEvent {
  seats: number;
  answer: { attending: boolean; adults: number; children: number; meals: Record<string, number> } | null;
}

/** What a personal link's page knows about its household (src/server/invitation/personal-page.ts fills it). */
export interface HouseholdPageData {
  /** Where the form posts: the personal link's own path. */
  action: string;
  /** Calendar files of its functions only: `${calendarBase}/<eventKey>.ics`. */
  calendarBase: string;
  /** Original key of each schedule entry shown, by its position on the page. */
  entryKeys: string[];
  events: HouseholdInvitedEvent[];
  extraGuestsAllowed: boolean;
  askTravel: boolean;
  travel: {
    arrivalDate?: string;
    arrivalTime?: string;
    mode?: string;
    needsStay?: boolean;
    needsPickup?: boolean;
  } | null;
  answered: boolean;
  /** Just saved (the 303 after the form), or sent back with a problem. */
  saved?: boolean;
  problem?: HouseholdFormProblem;
}

/**
 * The household's form in its box: what the page's script (enhance-forms.ts) puts in place of the old box
 * when the server answers a script's post with the box drawn again (src/server/invitation/household-form.ts).
 */
export function HouseholdRsvpBlock(props: { household: HouseholdPageData; lang: SiteLanguage }) {
  return (
    <div className="live-form-block">
      <HouseholdRsvpForm {...props} />
    </div>
  );
}

/**
 * The household's RSVP as a plain HTML form: it works without JavaScript and posts to the personal link,
 * which answers 303 back to the page with the saved answer in the fields. With the page's script it is sent
 * without leaving the page (data-live-form). Nothing to type about who they are.
 */
function HouseholdRsvpForm({ household, lang }: { household: HouseholdPageData; lang: SiteLanguage }) {
  const { events, travel } = household;
  return (
    <form
      className="live-form live-rsvp"
      method="post"
      action={household.action}
      id="rsvp"
      aria-label={t(lang, 'rsvpHeading')}
      data-live-form="household"
      data-error-network={t(lang, 'errorNetwork')}
      data-error-generic={t(lang, 'errorGeneric')}
    >
      {household.saved && (
        <p className="live-note live-note--done" role="status">
          {t(lang, 'rsvpThanks')}
        </p>
      )}
      {household.problem && (
        <p className="live-note live-note--error" role="alert">
          {t(lang, PROBLEMS[household.problem])}
        </p>
      )}
      {events.map((event) => {
        const answer = event.answer;
        const limit = household.extraGuestsAllowed ? 30 : event.seats;
        const id = `hh-${event.key}`;
        return (
          <fieldset key={event.key} className="live-rsvp__event">
            <legend>
              <strong>{event.title}</strong>
              <span className="live-rsvp__when">
                {event.date ? dateText(lang, event.date) : ''}
                {event.time ? ` · ${timeText(lang, event.time)}` : ''}
              </span>
            </legend>
            <p className="live-form__hint">
              {event.seats === 1 ? t(lang, 'householdSeatsOne') : t(lang, 'householdSeatsMany', { n: event.seats })}
            </p>
            <div className="live-choice" role="radiogroup" aria-label={t(lang, 'rsvpComeTo', { event: event.title })}>
              <label>
                <input
                  type="radio"
                  name={`attending.${event.key}`}
                  value="yes"
                  required
                  defaultChecked={answer?.attending === true}
                />
                {t(lang, 'rsvpYes')}
              </label>
              <label>
                <input
                  type="radio"
                  name={`attending.${event.key}`}
                  value="no"
                  defaultChecked={answer?.attending === false}
                />
                {t(lang, 'rsvpNo')}
              </label>
            </div>
            <div className="live-rsvp__counts">
              <label className="live-field" htmlFor={`${id}-adults`}>
                <span>{t(lang, 'rsvpAdults')}</span>
                <input
                  id={`${id}-adults`}
                  type="number"
                  name={`adults.${event.key}`}
                  min={0}
                  max={limit}
                  defaultValue={answer?.attending ? answer.adults : event.seats}
                />
              </label>
              <label className="live-field" htmlFor={`${id}-children`}>
                <span>{t(lang, 'rsvpChildren')}</span>
                <input
                  id={`${id}-children`}
                  type="number"
                  name={`children.${event.key}`}
                  min={0}
                  max={limit}
                  defaultValue={answer?.attending ? answer.children : 0}
                />
              </label>
            </div>
            <div className="live-rsvp__counts">
              {MEALS.map((meal) => (
                <label key={meal} className="live-field" htmlFor={`${id}-meal-${meal}`}>
                  <span>{t(lang, MEAL_NAMES[meal])}</span>
                  <input
                    id={`${id}-meal-${meal}`}
                    type="number"
                    name={`meal.${event.key}.${meal}`}
                    min={0}
                    max={limit}
                    defaultValue={answer?.meals[meal] ?? 0}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {household.askTravel && (
        <fieldset className="live-rsvp__event">
          <legend>
            <strong>{t(lang, 'travelTitle')}</strong>
          </legend>
          <div className="live-rsvp__counts">
            <label className="live-field" htmlFor="hh-arrival-date">
              <span>{t(lang, 'travelArrivalDate')}</span>
              <input id="hh-arrival-date" type="date" name="arrivalDate" defaultValue={travel?.arrivalDate ?? ''} />
            </label>
            <label className="live-field" htmlFor="hh-arrival-time">
              <span>{t(lang, 'travelArrivalTime')}</span>
              <input id="hh-arrival-time" type="time" name="arrivalTime" defaultValue={travel?.arrivalTime ?? ''} />
            </label>
            <label className="live-field" htmlFor="hh-mode">
              <span>{t(lang, 'travelComingBy')}</span>
              <select id="hh-mode" name="mode" defaultValue={travel?.mode ?? ''}>
                <option value="">—</option>
                {TRAVEL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(lang, TRAVEL_MODE_NAMES[mode])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="live-choice">
            <label>
              <input type="checkbox" name="needsStay" value="yes" defaultChecked={travel?.needsStay === true} />
              {t(lang, 'travelNeedStay')}
            </label>
            <label>
              <input type="checkbox" name="needsPickup" value="yes" defaultChecked={travel?.needsPickup === true} />
              {t(lang, 'travelNeedPickup')}
            </label>
          </div>
        </fieldset>
      )}
      <button className="inv-button" type="submit" data-sending={t(lang, 'sending')}>
        {t(lang, household.answered ? 'rsvpUpdateMine' : 'rsvpSendMine')}
      </button>
    </form>
  );
}
