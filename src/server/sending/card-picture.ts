/**
 * The household's own card as a message's picture (issue 38: the card stands for the invitation everywhere): the
 * WhatsApp template's image header and the e-mail's picture. The card (1080 x 1350, the household's language, the
 * function the message is about) is found kept or drawn through the cards module before the call, and the
 * address given out is the household's own card route, reached with its personal link's token: public,
 * unguessable, the very file the guest downloads from its link, and the same address for the same card.
 *
 * A card that cannot be made (no Chromium, too slow, the function gone) costs the message its picture, never
 * the message: it goes without, and the reason is logged.
 */
import { householdCard, householdCardUrl } from '../cards';
import type { AppContext } from '../context';
import { tokenOf } from '../guests';
import { printerAvailable } from '../keepsake';
import type { LiveSiteRow } from '../live';
import type { TemplateLanguage } from './texts';

/** How long one card may take to draw once its turn came (a first start of Chromium on a busy machine included). */
export const CARD_DRAWING_LIMIT_MS = 30_000;

export interface PictureRequest {
  site: LiveSiteRow;
  household: { id: number; linkNonce: string };
  /** The function the card shows: the message's, or the first of those it names. */
  eventKey: string;
  lang: TemplateLanguage;
}

/** Answers the card's public address once it is kept, or null (then the message goes without a picture). */
export type MessagePicture = (request: PictureRequest, signal: AbortSignal) => Promise<string | null>;

interface Log {
  warn(object: object, message: string): void;
}

/** The household's card route (cards/routes.ts): the token is the credential, the card found by what it shows. */
export function messageCardUrl(ctx: AppContext, request: PictureRequest): string {
  const token = tokenOf(ctx.config, request.household.linkNonce);
  return householdCardUrl(ctx.config.publicUrl, request.site.slug, token, request);
}

/** One drawing at a time on this instance: each is a Chromium of its own (a core and a few hundred MB). */
function oneAtATime(): (work: () => Promise<void>) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (work) => {
    const turn = last.then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/** A reason logged at most once a minute: a server without Chromium would say it for every message. */
function throttledWarn(log: Log): (object: object, reason: string) => void {
  const lastSaid = new Map<string, number>();
  return (object, reason) => {
    const now = Date.now();
    if (now - (lastSaid.get(reason) ?? -Infinity) < 60_000) return;
    lastSaid.set(reason, now);
    log.warn({ ...object, reason }, 'sending: the message goes without its card');
  };
}

export function messagePictures(ctx: AppContext, log: Log, drawingLimitMs = CARD_DRAWING_LIMIT_MS): MessagePicture {
  const lane = oneAtATime();
  const warn = throttledWarn(log);
  return async (request, signal) => {
    const about = { liveId: request.site.id, householdId: request.household.id, eventKey: request.eventKey };
    // Checked first: without a browser no card is drawn, and each message would otherwise read its card's content.
    if (!(await printerAvailable(ctx.config.keepsake.chromiumPath))) {
      warn(about, `no Chromium at ${ctx.config.keepsake.chromiumPath}`);
      return null;
    }
    let timedOut = false;
    try {
      await householdCard(
        ctx,
        request.site,
        { eventKey: request.eventKey, lang: request.lang, householdId: request.household.id },
        {
          signal,
          // The limit counts from the drawing's turn, not from the wait for it; the job's end stops either.
          drawing: (draw) =>
            lane(() => {
              const limit = AbortSignal.timeout(drawingLimitMs);
              limit.addEventListener('abort', () => (timedOut = true), { once: true });
              return draw(AbortSignal.any([signal, limit]));
            }),
        },
      );
      return messageCardUrl(ctx, request);
    } catch (error) {
      if (signal.aborted) throw error;
      const reason = timedOut
        ? `the card took longer than ${drawingLimitMs / 1000} s to draw`
        : error instanceof Error
          ? error.message.slice(0, 300)
          : String(error);
      warn(about, reason);
      return null;
    }
  };
}
