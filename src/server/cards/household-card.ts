/**
 * A household's own card of one function (1080 x 1350, in its language), made before a message carries it: the
 * WhatsApp template's image header and the e-mail's picture. It is the very card the host's and the household's
 * routes answer (same document, same name), found kept or drawn and kept now; drawing it twice keeps one card.
 */
import type { MediaRequest } from '../../shared/api/cards';
import type { AppContext } from '../context';
import type { LiveSiteRow } from '../live';
import { cardKept, keepCard, replaceInSlot, slotOf } from './card-files';
import { drawCard } from './card-job';
import { cardFileName } from './card-names';
import { cardSource } from './card-source';

export interface HouseholdCardAsk {
  eventKey: string;
  lang: MediaRequest['lang'];
  householdId: number;
}

export interface HouseholdCardOptions {
  /** Stops the drawing (Chromium is closed), e.g. its job's end. */
  signal?: AbortSignal;
  /**
   * Runs the drawing when the card is not kept yet, e.g. one at a time (a Chromium each), and may give it a
   * signal of its own (a time limit counted from its turn).
   */
  drawing?: (draw: (signal?: AbortSignal) => Promise<void>) => Promise<void>;
}

/** The card's id once it is kept; throws when it cannot be drawn (no Chromium, stopped, not such a function). */
export async function householdCard(
  ctx: AppContext,
  site: LiveSiteRow,
  ask: HouseholdCardAsk,
  options: HouseholdCardOptions = {},
): Promise<{ id: string; drawn: boolean }> {
  const source = await cardSource(ctx, site, { kind: 'card', ...ask });
  const fileName = cardFileName(site.id, source.id);
  if (await cardKept(ctx, fileName)) return { id: source.id, drawn: false };
  let drawn = false;
  const draw = async (signal = options.signal) => {
    // Kept meanwhile (another message, instance or the host's own request drew it while this one waited).
    if (await cardKept(ctx, fileName)) return;
    await keepCard(ctx, fileName, await drawCard(ctx, source, signal));
    // As the host's cards: the slot's earlier drawing (before the invitation changed) is removed.
    await replaceInSlot(ctx, site.id, slotOf({ kind: 'card', ...ask }), fileName);
    drawn = true;
  };
  await (options.drawing ? options.drawing(draw) : draw());
  return { id: source.id, drawn };
}
