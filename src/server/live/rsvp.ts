/**
 * Guests' RSVPs, one answer per event of the site's schedule. A reply returns an edit token (kept here only as its
 * SHA-256); only that token changes the reply. A number is no credential: a reply without the token is always a
 * reply of its own, even from a number that answered before, and is answered in the same words, so nobody
 * changes a guest's answer or learns whether a number answered by typing it. The host's list flags such a reply
 * as the same number as the earliest one (moderation/rsvp-report.ts). Households change theirs through their
 * personal link (guests/personal.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { RsvpRequest } from '../../shared/api/live';
import { RSVP_MAX_PEOPLE_PER_EVENT, type RsvpEvent } from '../../shared/live';
import { toE164 } from '../../shared/phone';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { rsvpEvents, rsvps } from '../db/schema';
import { HttpError } from '../http/errors';
import { guestText } from './guest-text';
import type { LiveSiteRow } from './site-content';
import { notingSpentBudget, refuseOverBudget, type Budget, type GuestSender } from './site-limits';

/** Said to every new reply, whether or not its number answered before. */
export const RSVP_RECEIVED =
  'Thank you! Your reply has been sent to the hosts. To change it, open the invitation again on this phone or from your personal invitation link.';
/** Said to a reply changed with its edit token. */
export const RSVP_UPDATED = 'Thank you! Your reply has been updated.';
export const RSVP_TOKEN_UNKNOWN = 'We could not find your earlier reply. Please send it again as a new reply.';
export const RSVPS_SITE_BUSY = 'This invitation has received many replies in the last hour. Please try again later.';
export const RSVPS_SENDER_BUSY =
  'Many replies have come from your connection in the last hour. Please try again later, or from another network.';
export const PHONE_IMPOSSIBLE =
  'body.phone is not a phone number we can reach: check the digits (and the country code).';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function checkedAnswers(request: RsvpRequest, events: readonly RsvpEvent[]) {
  const known = new Set(events.map((event) => event.key));
  const seen = new Set<string>();
  return request.events.map((answer, index) => {
    const field = `body.events.${index}`;
    if (!known.has(answer.eventKey)) throw new HttpError(400, `${field}.eventKey is not an event of this invitation`);
    if (seen.has(answer.eventKey)) throw new HttpError(400, `${field}.eventKey is answered twice`);
    seen.add(answer.eventKey);
    if (answer.attending && answer.adults + answer.children > RSVP_MAX_PEOPLE_PER_EVENT)
      throw new HttpError(
        400,
        `${field}.adults and ${field}.children together must be at most ${RSVP_MAX_PEOPLE_PER_EVENT} people per reply`,
      );
    return {
      eventKey: answer.eventKey,
      attending: answer.attending,
      // Someone not coming brings nobody and eats nothing.
      adults: answer.attending ? answer.adults : 0,
      children: answer.attending ? answer.children : 0,
      meal: answer.attending ? (answer.meal ?? null) : null,
    };
  });
}

type Answers = ReturnType<typeof checkedAnswers>;

async function replyByToken(tx: Db, liveId: string, token: string) {
  const [row] = await tx
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.liveId, liveId), eq(rsvps.editTokenHash, hashToken(token))))
    .limit(1);
  return row ?? null;
}

async function replaceAnswers(tx: Db, rsvpId: number, answers: Answers) {
  await tx.delete(rsvpEvents).where(eq(rsvpEvents.rsvpId, rsvpId));
  await tx.insert(rsvpEvents).values(answers.map((answer) => ({ rsvpId, ...answer })));
}

export async function receiveRsvp(
  ctx: AppContext,
  site: LiveSiteRow,
  events: readonly RsvpEvent[],
  request: RsvpRequest,
  sender: GuestSender,
): Promise<{ editToken: string; updated: boolean }> {
  const name = guestText(request.name, 'body.name', { multiline: false, maxLength: 80 });
  const phone = toE164(request.phone);
  if (!phone) throw new HttpError(400, PHONE_IMPOSSIBLE);
  const answers = checkedAnswers(request, events);
  const now = ctx.config.now();
  const budget: Budget = {
    kind: 'rsvps',
    limit: ctx.config.limits.liveRsvpsPerSitePerHour,
    siteBusy: RSVPS_SITE_BUSY,
    senderBusy: RSVPS_SENDER_BUSY,
    target: rsvps,
  };

  return notingSpentBudget(ctx, site.id, () =>
    ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (request.editToken !== undefined) {
        // A change of an earlier reply: only its token names it, and it is not a new reply against the budget.
        const earlier = await replyByToken(tx, site.id, request.editToken);
        if (!earlier) throw new HttpError(404, RSVP_TOKEN_UNKNOWN);
        await tx.update(rsvps).set({ name, phone, updatedAt: now }).where(eq(rsvps.id, earlier.id));
        await replaceAnswers(tx, earlier.id, answers);
        return { editToken: request.editToken, updated: true };
      }
      // New replies to one site wait for each other, so the budget and the address's share are counted exactly.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rsvp:${site.id}`}))`);
      await refuseOverBudget(ctx, site, sender, budget, tx);
      const editToken = randomBytes(24).toString('base64url');
      const [row] = await tx
        .insert(rsvps)
        .values({
          liveId: site.id,
          name,
          phone,
          editTokenHash: hashToken(editToken),
          clientHash: sender.clientHash,
          householdId: sender.householdId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: rsvps.id });
      await replaceAnswers(tx, row!.id, answers);
      return { editToken, updated: false };
    }),
  );
}
