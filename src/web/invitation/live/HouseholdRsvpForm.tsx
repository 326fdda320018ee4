import type { MealPreference } from '../../../shared/api/live';
import type { SiteLanguage } from '../../../shared/look';
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
const TRAVEL_MODES = [
  ['car', 'Car'],
  ['train', 'Train'],
  ['flight', 'Flight'],
  ['bus', 'Bus'],
  ['other', 'Other'],
] as const;

/** Why the server sent the form back (its 303 names one of these), in words for the household. */
export const HOUSEHOLD_FORM_PROBLEMS = {
  seats: 'Please keep to the number of seats in your invitation.',
  meals: 'Please give no more meals than people coming.',
  count: 'Please say how many of you are coming.',
  answer: 'Please check your answer and send it again.',
} as const;
export type HouseholdFormProblem = keyof typeof HOUSEHOLD_FORM_PROBLEMS;

export interface HouseholdInvitedEvent extends LiveEvent {
  seats: number;
  answer: { attending: boolean; adults: number; children: number; meals: Record<string, number> } | null;
}

/** What a personal link's page knows about its household (src/server/invite/personal-page.ts fills it). */
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
 * The household's RSVP as a plain HTML form: it works without JavaScript and posts to the personal link,
 * which answers 303 back to the page with the saved answer in the fields. Nothing to type about who they are.
 */
export function HouseholdRsvpForm({ household, lang }: { household: HouseholdPageData; lang: SiteLanguage }) {
  const { events, travel } = household;
  return (
    <form className="live-form live-rsvp" method="post" action={household.action} id="rsvp" aria-label="RSVP">
      {household.saved && (
        <p className="live-note live-note--done" role="status">
          {t(lang, 'rsvpThanks')}
        </p>
      )}
      {household.problem && (
        <p className="live-note live-note--error" role="alert">
          {HOUSEHOLD_FORM_PROBLEMS[household.problem]}
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
              {event.seats === 1 ? 'Your invitation is for 1 person.' : `Your invitation is for ${event.seats} people.`}
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
            <strong>Travel</strong>
          </legend>
          <div className="live-rsvp__counts">
            <label className="live-field" htmlFor="hh-arrival-date">
              <span>Arrival date</span>
              <input id="hh-arrival-date" type="date" name="arrivalDate" defaultValue={travel?.arrivalDate ?? ''} />
            </label>
            <label className="live-field" htmlFor="hh-arrival-time">
              <span>Arrival time</span>
              <input id="hh-arrival-time" type="time" name="arrivalTime" defaultValue={travel?.arrivalTime ?? ''} />
            </label>
            <label className="live-field" htmlFor="hh-mode">
              <span>Coming by</span>
              <select id="hh-mode" name="mode" defaultValue={travel?.mode ?? ''}>
                <option value="">—</option>
                {TRAVEL_MODES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="live-choice">
            <label>
              <input type="checkbox" name="needsStay" value="yes" defaultChecked={travel?.needsStay === true} />
              We need a place to stay
            </label>
            <label>
              <input type="checkbox" name="needsPickup" value="yes" defaultChecked={travel?.needsPickup === true} />
              We need a pickup
            </label>
          </div>
        </fieldset>
      )}
      <button className="inv-button" type="submit">
        {t(lang, household.answered ? 'rsvpUpdateMine' : 'rsvpSendMine')}
      </button>
    </form>
  );
}
