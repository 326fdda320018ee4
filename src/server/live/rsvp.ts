/**
 * Guests' RSVPs, one answer per event of the site's schedule. The first answer returns an edit token (kept
 * here only as its SHA-256); sending it back replaces that RSVP's answers instead of adding a second RSVP.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RsvpRequest } from '../../shared/api/live';
import type { RsvpEvent } from '../../shared/live';
import type { AppContext } from '../context';
import { rsvpEvents, rsvps } from '../db/schema';
import { HttpError } from '../http/errors';
import { guestText } from './guest-text';
import type { LiveSiteRow } from './site-content';

export const RSVP_RECEIVED = 'Thank you! Your reply has been sent to the hosts.';
export const RSVP_UPDATED = 'Thank you! Your reply has been updated.';
export const RSVP_TOKEN_UNKNOWN = 'We could not find your earlier reply. Please send it again as a new reply.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function checkedAnswers(request: RsvpRequest, events: readonly RsvpEvent[]) {
  const known = new Set(events.map((event) => event.key));
  const seen = new Set<string>();
  return request.events.map((answer, index) => {
    const field = `body.events.${index}.eventKey`;
    if (!known.has(answer.eventKey)) throw new HttpError(400, `${field} is not an event of this invitation`);
    if (seen.has(answer.eventKey)) throw new HttpError(400, `${field} is answered twice`);
    seen.add(answer.eventKey);
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

export async function receiveRsvp(
  ctx: AppContext,
  site: LiveSiteRow,
  events: readonly RsvpEvent[],
  request: RsvpRequest,
): Promise<{ editToken: string; updated: boolean }> {
  const name = guestText(request.name, 'body.name', { multiline: false, maxLength: 80 });
  const phone = request.phone.trim();
  if (phone.replace(/\D/g, '').length < 7) throw new HttpError(400, 'body.phone must have at least 7 digits');
  const answers = checkedAnswers(request, events);
  const now = ctx.config.now();

  if (request.editToken !== undefined) {
    const [existing] = await ctx.db
      .select({ id: rsvps.id })
      .from(rsvps)
      .where(and(eq(rsvps.liveId, site.id), eq(rsvps.editTokenHash, hashToken(request.editToken))))
      .limit(1);
    if (!existing) throw new HttpError(404, RSVP_TOKEN_UNKNOWN);
    await ctx.db.transaction(async (tx) => {
      await tx.update(rsvps).set({ name, phone, updatedAt: now }).where(eq(rsvps.id, existing.id));
      await tx.delete(rsvpEvents).where(eq(rsvpEvents.rsvpId, existing.id));
      await tx.insert(rsvpEvents).values(answers.map((answer) => ({ rsvpId: existing.id, ...answer })));
    });
    return { editToken: request.editToken, updated: true };
  }

  const editToken = randomBytes(24).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rsvps)
      .values({ liveId: site.id, name, phone, editTokenHash: hashToken(editToken), createdAt: now, updatedAt: now })
      .returning({ id: rsvps.id });
    await tx.insert(rsvpEvents).values(answers.map((answer) => ({ rsvpId: row!.id, ...answer })));
  });
  return { editToken, updated: false };
}
