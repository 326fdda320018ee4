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

/** This form's own words (the rest come from the page's language files), per language. */
const WORDS = {
  en: {
    seatsOne: 'Your invitation is for 1 person.',
    seatsMany: 'Your invitation is for {n} people.',
    travel: 'Travel',
    arrivalDate: 'Arrival date',
    arrivalTime: 'Arrival time',
    mode: 'Coming by',
    modes: { car: 'Car', train: 'Train', flight: 'Flight', bus: 'Bus', other: 'Other' },
    stay: 'We need a place to stay',
    pickup: 'We need a pickup',
    seats: 'Please keep to the number of seats in your invitation.',
    meals: 'Please give no more meals than people coming.',
    count: 'Please say how many of you are coming.',
    answer: 'Please check your answer and send it again.',
  },
  hi: {
    seatsOne: 'आपका निमंत्रण 1 व्यक्ति के लिए है।',
    seatsMany: 'आपका निमंत्रण {n} लोगों के लिए है।',
    travel: 'यात्रा',
    arrivalDate: 'पहुँचने की तारीख',
    arrivalTime: 'पहुँचने का समय',
    mode: 'कैसे आएँगे',
    modes: { car: 'कार', train: 'ट्रेन', flight: 'हवाई जहाज़', bus: 'बस', other: 'अन्य' },
    stay: 'हमें ठहरने की जगह चाहिए',
    pickup: 'हमें लेने के लिए गाड़ी चाहिए',
    seats: 'कृपया निमंत्रण में दी गई सीटों से अधिक न लिखें।',
    meals: 'कृपया आने वालों से अधिक भोजन न लिखें।',
    count: 'कृपया बताएँ कि कितने लोग आ रहे हैं।',
    answer: 'कृपया अपना उत्तर जाँचकर फिर से भेजें।',
  },
  kn: {
    seatsOne: 'ನಿಮ್ಮ ಆಹ್ವಾನ 1 ವ್ಯಕ್ತಿಗೆ.',
    seatsMany: 'ನಿಮ್ಮ ಆಹ್ವಾನ {n} ಜನರಿಗೆ.',
    travel: 'ಪ್ರಯಾಣ',
    arrivalDate: 'ಆಗಮನದ ದಿನಾಂಕ',
    arrivalTime: 'ಆಗಮನದ ಸಮಯ',
    mode: 'ಹೇಗೆ ಬರುತ್ತೀರಿ',
    modes: { car: 'ಕಾರು', train: 'ರೈಲು', flight: 'ವಿಮಾನ', bus: 'ಬಸ್', other: 'ಇತರೆ' },
    stay: 'ನಮಗೆ ಉಳಿಯಲು ಸ್ಥಳ ಬೇಕು',
    pickup: 'ನಮ್ಮನ್ನು ಕರೆದೊಯ್ಯಲು ವಾಹನ ಬೇಕು',
    seats: 'ದಯವಿಟ್ಟು ಆಹ್ವಾನದಲ್ಲಿರುವ ಆಸನಗಳಿಗಿಂತ ಹೆಚ್ಚು ಬರೆಯಬೇಡಿ.',
    meals: 'ದಯವಿಟ್ಟು ಬರುವವರಿಗಿಂತ ಹೆಚ್ಚು ಊಟ ಬರೆಯಬೇಡಿ.',
    count: 'ದಯವಿಟ್ಟು ಎಷ್ಟು ಜನ ಬರುತ್ತೀರಿ ಎಂದು ತಿಳಿಸಿ.',
    answer: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಉತ್ತರವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಕಳುಹಿಸಿ.',
  },
} as const;

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
 * The household's RSVP as a plain HTML form: it works without JavaScript and posts to the personal link,
 * which answers 303 back to the page with the saved answer in the fields. Nothing to type about who they are.
 */
export function HouseholdRsvpForm({ household, lang }: { household: HouseholdPageData; lang: SiteLanguage }) {
  const { events, travel } = household;
  const words = WORDS[lang];
  return (
    <form className="live-form live-rsvp" method="post" action={household.action} id="rsvp" aria-label="RSVP">
      {household.saved && (
        <p className="live-note live-note--done" role="status">
          {t(lang, 'rsvpThanks')}
        </p>
      )}
      {household.problem && (
        <p className="live-note live-note--error" role="alert">
          {words[household.problem]}
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
              {event.seats === 1 ? words.seatsOne : words.seatsMany.replace('{n}', String(event.seats))}
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
            <strong>{words.travel}</strong>
          </legend>
          <div className="live-rsvp__counts">
            <label className="live-field" htmlFor="hh-arrival-date">
              <span>{words.arrivalDate}</span>
              <input id="hh-arrival-date" type="date" name="arrivalDate" defaultValue={travel?.arrivalDate ?? ''} />
            </label>
            <label className="live-field" htmlFor="hh-arrival-time">
              <span>{words.arrivalTime}</span>
              <input id="hh-arrival-time" type="time" name="arrivalTime" defaultValue={travel?.arrivalTime ?? ''} />
            </label>
            <label className="live-field" htmlFor="hh-mode">
              <span>{words.mode}</span>
              <select id="hh-mode" name="mode" defaultValue={travel?.mode ?? ''}>
                <option value="">—</option>
                {TRAVEL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {words.modes[mode]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="live-choice">
            <label>
              <input type="checkbox" name="needsStay" value="yes" defaultChecked={travel?.needsStay === true} />
              {words.stay}
            </label>
            <label>
              <input type="checkbox" name="needsPickup" value="yes" defaultChecked={travel?.needsPickup === true} />
              {words.pickup}
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
