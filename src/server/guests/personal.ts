/**
 * What a household's personal link opens: the household found by its token on that site, its visits (a
 * person opening it, or a link-preview robot fetching its card), and its own RSVP per invited function.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { HouseholdRsvp, Travel } from '../../shared/api/guests';
import { MEAL_PREFERENCES } from '../../shared/api/live';
import type { AppContext } from '../context';
import { householdEvents, households } from '../db/schema';
import { HttpError } from '../http/errors';
import { eventsOfHousehold, type HouseholdEventRow, type HouseholdRow } from './household-rows';
import { tokenHash } from './links';
import { settingsOf } from './settings';
import { announceGuestListChange, writeGuestList } from './guest-list-writes';

export const LINK_UNKNOWN = 'This personal invitation link is not valid. Ask the hosts for a new one.';
export const HOUSEHOLD_RSVP_SAVED = 'Thank you! Your answer has been sent to the hosts.';
export const HOUSEHOLD_RSVP_UPDATED = 'Thank you! Your answer has been updated.';

export interface PersonalHousehold {
  row: HouseholdRow;
  events: HouseholdEventRow[];
  askTravel: boolean;
}

/** Whether a token is of the form links are made in (tokenOf): any other opens nothing, and is looked up nowhere. */
export const isLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(token);

/** The household of a token on a site, or null (a wrong, rotated or other site's token). */
export async function householdByToken(
  ctx: AppContext,
  liveId: string,
  token: string,
): Promise<PersonalHousehold | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await ctx.db
    .select()
    .from(households)
    .where(and(eq(households.tokenHash, tokenHash(token)), eq(households.liveId, liveId)))
    .limit(1);
  if (!row) return null;
  const [events, settings] = await Promise.all([eventsOfHousehold(ctx.db, row.id), settingsOf(ctx, liveId)]);
  return { row, events, askTravel: settings.askTravel };
}

/**
 * Link-preview robots fetch a link when it is pasted in a chat, to draw its card: that is the message
 * arriving, not a person opening it.
 */
const PREVIEW_ROBOTS =
  /whatsapp|facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|telegrambot|slackbot|slack-imgproxy|linkedinbot|discordbot|googlebot|google-inspectiontool|bingbot|applebot|skypeuripreview|pinterestbot|redditbot|embedly|iframely|vkshare|crawler|spider/i;

export function isLinkPreviewRobot(userAgent: string | undefined): boolean {
  return !userAgent || PREVIEW_ROBOTS.test(userAgent);
}

/**
 * The first person's visit is "opened"; a robot's first fetch is "delivered". Announced when it was the first,
 * so the guest page's kept copy of the household (which says whether to record a visit) is read again.
 */
export async function recordVisit(
  ctx: AppContext,
  household: Pick<HouseholdRow, 'id' | 'liveId'>,
  userAgent: string | undefined,
): Promise<void> {
  const now = ctx.config.now();
  const robot = isLinkPreviewRobot(userAgent);
  // Only the first visit writes: a robot refetching the card, or a guest reopening the page, changes nothing.
  const written = await ctx.db
    .update(households)
    .set(robot ? { deliveredAt: now } : { openedAt: now })
    .where(and(eq(households.id, household.id), isNull(robot ? households.deliveredAt : households.openedAt)))
    .returning({ id: households.id });
  if (written.length) await announceGuestListChange(ctx, household.liveId);
}

/** Checks the answer against the invitation: its functions only, never more than the seats offered. */
function checkedAnswers(household: PersonalHousehold, rsvp: HouseholdRsvp) {
  const seen = new Set<string>();
  return rsvp.events.map((answer, index) => {
    const field = `body.events.${index}`;
    const invited = household.events.find((event) => event.eventKey === answer.eventKey);
    if (!invited)
      throw new HttpError(400, `${field}.eventKey is not a function you are invited to`, { problem: 'answer' });
    if (seen.has(answer.eventKey))
      throw new HttpError(400, `${field}.eventKey is answered twice`, { problem: 'answer' });
    seen.add(answer.eventKey);
    if (!answer.attending) return { eventKey: answer.eventKey, attending: false, adults: 0, children: 0, meals: {} };
    const people = answer.adults + answer.children;
    if (people < 1) throw new HttpError(400, `${field}.adults: say how many are coming`, { problem: 'count' });
    if (people > invited.seats && !household.row.extraGuestsAllowed) {
      throw new HttpError(
        400,
        `${field}: the invitation is for ${invited.seats} ${invited.seats === 1 ? 'person' : 'people'}`,
        { problem: 'seats' },
      );
    }
    const meals: Record<string, number> = {};
    let eating = 0;
    for (const meal of MEAL_PREFERENCES) {
      const n = answer.meals?.[meal] ?? 0;
      if (n > 0) meals[meal] = n;
      eating += n;
    }
    if (eating > people)
      throw new HttpError(400, `${field}.meals: more meals than people coming`, { problem: 'meals' });
    return { eventKey: answer.eventKey, attending: true, adults: answer.adults, children: answer.children, meals };
  });
}

/** Saves the household's answer (a second answer replaces the first for the functions it names). */
export async function answerHousehold(
  ctx: AppContext,
  household: PersonalHousehold,
  rsvp: HouseholdRsvp,
): Promise<{ updated: boolean }> {
  const answers = checkedAnswers(household, rsvp);
  const now = ctx.config.now();
  const travel: Travel | undefined = household.askTravel && rsvp.travel ? rsvp.travel : undefined;
  const updated = household.row.answeredAt !== null;
  await writeGuestList(ctx, household.row.liveId, async (tx) => {
    for (const answer of answers) {
      await tx
        .update(householdEvents)
        .set({
          attending: answer.attending,
          adults: answer.adults,
          children: answer.children,
          meals: answer.meals,
          answeredAt: now,
        })
        .where(and(eq(householdEvents.householdId, household.row.id), eq(householdEvents.eventKey, answer.eventKey)));
    }
    await tx
      .update(households)
      .set({
        answeredAt: now,
        // Answering shows the page was opened, even when the first fetch was a robot's.
        openedAt: sql`coalesce(${households.openedAt}, ${now.toISOString()}::timestamptz)`,
        ...(travel ? { travel } : {}),
      })
      .where(eq(households.id, household.row.id));
  });
  return { updated };
}
