/**
 * A household's page as the page drawer sees it, apart from both its routes: page.ts draws it, the personal
 * link's routes (personal-page.ts) and the guest-form pipeline (form-posts.ts) make it, and none imports another.
 * Made once per request from what is known then; drawing it changes nothing in it.
 */
import { createHash } from 'node:crypto';
import { COVER_SIZE } from '../../shared/art';
import type { ContentData, ContentLayout } from '../../shared/content';
import type { RsvpEvent } from '../../shared/live';
import { MAX_SEATS, TRAVEL_MODES, type HouseholdRsvp, type Travel } from '../../shared/api/guests';
import { MEAL_PREFERENCES } from '../../shared/api/live';
import type { PersonalHousehold } from '../guests';
import type { LiveSiteRow } from '../live';
import type { Cookies } from '../http/cookies';
import type { LanguageAsked, SiteLanguage } from '../../shared/look';
import type { DocumentOptions } from './document';
import { householdContent } from './household-content';
import { languageFromAcceptLanguage, languageFromCookie } from './language';
import type { renderLivePage } from './renderer';

export type HouseholdPageData = NonNullable<Parameters<typeof renderLivePage>[0]['household']>;
export type HouseholdFormProblem = NonNullable<HouseholdPageData['problem']>;

/**
 * The link preview: its own functions only, and nothing at all for a private site. Its picture is the household's
 * preview og.png; page.ts shows its own card instead once that is kept (cards/preview-card.ts).
 */
export interface PersonalMeta {
  title?: string;
  description: string;
  image?: DocumentOptions['image'];
  url: string;
  indexable: false;
}

/** What page.ts needs to draw one household's page. */
export interface PersonalPage {
  name: string;
  /** The household and its link's token: its own card's address (the page's link preview once it is kept). */
  household: { id: number; token: string };
  /**
   * Everything the drawn page takes from the household (which one it is, its link, name, functions, seats,
   * answers, travel), so a page drawn for it may be kept under this key (page.ts) beside the site's copy and the
   * language; undefined for a page with a notice (saved, a refusal with what was typed), drawn for one request.
   */
  cacheKey?: string;
  view(
    layout: ContentLayout,
    content: ContentData,
    events: readonly RsvpEvent[],
    privateSite: boolean,
  ): { content: ContentData; events: RsvpEvent[]; household: HouseholdPageData; meta: PersonalMeta };
}

/** How the household's own RSVP form comes back: saved, or refused with what the guest typed in the fields. */
export interface HouseholdFormState {
  saved?: boolean;
  problem?: HouseholdFormProblem;
  /** The refused answer as typed: the form shows it instead of the stored one. */
  typed?: HouseholdRsvp;
}

export const personalPath = (slug: string, token: string) => `/invite/${slug}/g/${token}`;

export function personalPage(
  publicUrl: string,
  site: LiveSiteRow,
  token: string,
  household: PersonalHousehold,
  state: HouseholdFormState,
): PersonalPage {
  const invited = new Map(household.events.map((event) => [event.eventKey, event]));
  const typed = new Map(state.typed?.events.map((answer) => [answer.eventKey, answer]));
  const url = `${publicUrl}${personalPath(site.slug, token)}`;
  const withNotice = Boolean(state.saved || state.problem || state.typed);
  return {
    name: household.row.name,
    household: { id: household.row.id, token },
    ...(withNotice ? {} : { cacheKey: householdKey(household) }),
    view(layout, content, events, privateSite) {
      const own = householdContent(layout, content, events, new Set(invited.keys()));
      const titles = own.events.map((event) => event.title);
      const meta: PersonalMeta = privateSite
        ? { title: 'A private invitation', description: 'You are invited.', image: undefined, url, indexable: false }
        : {
            description: titles.length ? `You are invited to ${titles.join(', ')}.` : 'You are invited.',
            image: { url: `${publicUrl}/rest/api/public/live/${site.slug}/g/${token}/og.png`, ...COVER_SIZE },
            url,
            indexable: false,
          };
      return {
        content: own.content,
        events: own.events,
        meta,
        household: {
          action: personalPath(site.slug, token),
          calendarBase: `/rest/api/public/live/${site.slug}/g/${token}/calendar`,
          entryKeys: own.entryKeys,
          events: own.events.map((event) => {
            const mine = invited.get(event.key)!;
            const answer =
              typed.get(event.key) ?? (mine.attending === null ? null : { ...mine, attending: mine.attending });
            return {
              ...event,
              seats: mine.seats,
              answer: answer && {
                attending: answer.attending,
                adults: answer.adults,
                children: answer.children,
                meals: definedCounts(answer.meals),
              },
            };
          }),
          extraGuestsAllowed: household.row.extraGuestsAllowed,
          askTravel: household.askTravel,
          travel: state.typed?.travel ?? (household.row.travel as Travel | null) ?? null,
          answered: household.row.answeredAt !== null,
          ...(state.saved ? { saved: true } : {}),
          ...(state.problem ? { problem: state.problem } : {}),
        },
      };
    },
  };
}

/** Each household's key, made once: the guest page keeps a household it looked up (page.ts) for many requests. */
const keysOfHouseholds = new WeakMap<PersonalHousehold, string>();

function householdKey(household: PersonalHousehold): string {
  let key = keysOfHouseholds.get(household);
  if (key === undefined) keysOfHouseholds.set(household, (key = digestOfHousehold(household)));
  return key;
}

/**
 * The household's id and a digest of what `view` reads of it. Its visits and messages (opened, sent, read) are
 * left out: they change nothing on the page, and the first visit would otherwise draw it twice.
 */
function digestOfHousehold({ row, events, askTravel }: PersonalHousehold): string {
  const drawnFrom = {
    tokenHash: row.tokenHash,
    name: row.name,
    extraGuestsAllowed: row.extraGuestsAllowed,
    travel: row.travel,
    answeredAt: row.answeredAt,
    askTravel,
    events: events.map(({ eventKey, seats, attending, adults, children, meals }) => ({
      eventKey,
      seats,
      attending,
      adults,
      children,
      meals,
    })),
  };
  return `${row.id} ${createHash('sha256').update(JSON.stringify(drawnFrom)).digest('base64url')}`;
}

/** Meal counts as the form shows them: the meals named, each with its count. */
function definedCounts(meals: Partial<Record<string, number>> | undefined): Record<string, number> {
  return Object.fromEntries(
    Object.entries(meals ?? {}).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
}

/**
 * The household form's fields (`attending.<key>`, `adults.<key>`, `meal.<key>.<Meal>`, travel) as a HouseholdRsvp,
 * and what is wrong with them, if anything: the answer is read as far as it goes, so a refused form comes back
 * with what the guest typed.
 */
export function readHouseholdForm(
  household: PersonalHousehold,
  form: Record<string, string | undefined>,
): { answer: HouseholdRsvp; problem?: HouseholdFormProblem } {
  let problem: HouseholdFormProblem | undefined;
  // A number box the guest emptied is sent as '' and means none.
  const count = (value: string | undefined) => {
    const typed = (value ?? '').trim();
    if (!typed) return 0;
    const n = Number(typed);
    if (Number.isInteger(n) && n >= 0 && n <= MAX_SEATS) return n;
    problem = 'count';
    return 0;
  };
  const events = household.events.flatMap((event) => {
    const said = form[`attending.${event.eventKey}`];
    if (said !== 'yes' && said !== 'no') return [];
    // Not coming: the counts and meals still in the form's hidden boxes say nothing.
    if (said === 'no') return [{ eventKey: event.eventKey, attending: false, adults: 0, children: 0, meals: {} }];
    const meals = Object.fromEntries(
      MEAL_PREFERENCES.map((meal) => [meal, count(form[`meal.${event.eventKey}.${meal}`])]),
    );
    return [
      {
        eventKey: event.eventKey,
        attending: true,
        adults: count(form[`adults.${event.eventKey}`]),
        children: count(form[`children.${event.eventKey}`]),
        meals,
      },
    ];
  });
  const travel: Travel = {};
  const { arrivalDate = '', arrivalTime = '', mode = '' } = form;
  if (/^\d{4}-\d{2}-\d{2}$/.test(arrivalDate)) travel.arrivalDate = arrivalDate;
  if (/^[0-2]\d:[0-5]\d$/.test(arrivalTime)) travel.arrivalTime = arrivalTime;
  if ((TRAVEL_MODES as readonly string[]).includes(mode)) travel.mode = mode as Travel['mode'];
  travel.needsStay = form.needsStay === 'yes';
  travel.needsPickup = form.needsPickup === 'yes';
  const answer = { events, travel };
  if (!events.length) return { answer, problem: 'answer' };
  return problem ? { answer, problem } : { answer };
}

/** The household's page's language: the guest's pick, else the household's own as its host set it, else the browser's. */
export function householdLanguage(
  household: PersonalHousehold,
  request: { cookies: Cookies; picked?: SiteLanguage; acceptLanguage?: string },
): LanguageAsked {
  return {
    picked: request.picked ?? languageFromCookie(request.cookies),
    own: household.row.language !== 'en' ? household.row.language : undefined,
    browser: languageFromAcceptLanguage(request.acceptLanguage),
  };
}
