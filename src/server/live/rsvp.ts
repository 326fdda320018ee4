/**
 * Guests' RSVPs, one answer per event of the site's schedule and one reply per phone number and site. The first
 * answer returns an edit token (kept here only as its SHA-256); sending it back, or replying again from the same
 * number, replaces that reply's answers instead of adding a second one.
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
import { refuseOverSiteLimit } from './site-limits';

export const RSVP_RECEIVED = 'Thank you! Your reply has been sent to the hosts.';
export const RSVP_UPDATED = 'Thank you! Your reply has been updated.';
export const RSVP_TOKEN_UNKNOWN = 'We could not find your earlier reply. Please send it again as a new reply.';
export const RSVPS_SITE_BUSY = 'This invitation has received many replies in the last hour. Please try again later.';
export const PHONE_IMPOSSIBLE =
  'body.phone is not a phone number we can reach: check the digits (and the country code).';
export const PHONE_TAKEN = 'body.phone has already replied on this invitation: reply from that number to change it.';

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

async function replyWhere(tx: Db, liveId: string, match: { tokenHash: string } | { phone: string }) {
  const [row] = await tx
    .select({ id: rsvps.id, phone: rsvps.phone })
    .from(rsvps)
    .where(
      and(
        eq(rsvps.liveId, liveId),
        'phone' in match ? eq(rsvps.phone, match.phone) : eq(rsvps.editTokenHash, match.tokenHash),
      ),
    )
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
): Promise<{ editToken: string; updated: boolean }> {
  const name = guestText(request.name, 'body.name', { multiline: false, maxLength: 80 });
  const phone = toE164(request.phone);
  if (!phone) throw new HttpError(400, PHONE_IMPOSSIBLE);
  const answers = checkedAnswers(request, events);
  const now = ctx.config.now();

  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Replies from one number wait for each other, so two at once make one reply, not two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rsvp:${site.id}:${phone}`}))`);
    const byPhone = await replyWhere(tx, site.id, { phone });
    const byToken =
      request.editToken === undefined
        ? null
        : await replyWhere(tx, site.id, { tokenHash: hashToken(request.editToken) });
    // A device whose token is gone (its number replied again from another device) is still known by its number.
    const earlier = byToken ?? byPhone;
    if (request.editToken !== undefined && !earlier) throw new HttpError(404, RSVP_TOKEN_UNKNOWN);

    if (earlier) {
      if (byPhone && byPhone.id !== earlier.id) throw new HttpError(409, PHONE_TAKEN);
      // The device that replied last holds the token: one that came by its number gets a new one.
      const editToken = byToken ? request.editToken! : randomBytes(24).toString('base64url');
      await tx
        .update(rsvps)
        .set({ name, phone, editTokenHash: hashToken(editToken), updatedAt: now })
        .where(eq(rsvps.id, earlier.id));
      await replaceAnswers(tx, earlier.id, answers);
      return { editToken, updated: true };
    }

    await refuseOverSiteLimit(ctx, rsvps, site.id, ctx.config.limits.liveRsvpsPerSitePerHour, RSVPS_SITE_BUSY, tx);
    const editToken = randomBytes(24).toString('base64url');
    const [row] = await tx
      .insert(rsvps)
      .values({ liveId: site.id, name, phone, editTokenHash: hashToken(editToken), createdAt: now, updatedAt: now })
      .returning({ id: rsvps.id });
    await replaceAnswers(tx, row!.id, answers);
    return { editToken, updated: false };
  });
}
