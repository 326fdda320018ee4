/**
 * The card stands for the invitation in link previews too (issue 38): the page's og:image is its first
 * function's card in the page's language once that card is kept, else the site's 1200 x 630 og.png.
 * - A household's page: its own card (its name, its link's QR code), the one sending draws for its messages,
 *   through the household's card route (routes.ts), which its link's token opens.
 * - The general page of an open site: the function's general card, through the public card route
 *   (card-route.ts).
 * - A private site: none. A preview robot holds no grant, and a card shows the names, date and venue.
 * Read when a page is drawn (kept a few seconds per variant): a slot note, and only when it names a card, the
 * card's document is made again to see that the card still shows the invitation as it is now. A card drawn
 * before the host changed a date is not the invitation any more (and the household's route would not find it).
 */
import type { SiteLanguage } from '../../shared/look';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { LiveSiteRow } from '../live';
import { currentInSlot, slotOf } from './card-files';
import { cardFileName } from './card-names';
import { cardSource } from './card-source';

/** A link preview's picture: its absolute address and its size in pixels (og:image:width, og:image:height). */
export interface PreviewPicture {
  url: string;
  width: number;
  height: number;
}

/** The card (kind `card`, 1080 x 1350) of one function in one language, general or a household's. */
export interface CardOfFunction {
  eventKey: string;
  lang: SiteLanguage;
  /** A household's page: its own card, reached with its link's token. */
  household?: { id: number; token: string };
}

/** A kept card's version: the 32 hex digits of its name, which changes whenever what the card shows does. */
export const cardVersionOf = (name: string): string => name.replace(/\.png$/, '');

/** The kept card's name of the function's general card in `lang` (its slot's note), or null when none was made. */
export async function currentGeneralCard(
  ctx: AppContext,
  liveId: string,
  eventKey: string,
  lang: string,
): Promise<string | null> {
  const name = await currentInSlot(ctx, liveId, slotOf({ kind: 'card', eventKey, lang }));
  return name?.endsWith('.png') ? name : null;
}

const siteApi = (publicUrl: string, slug: string) => `${publicUrl}/rest/api/public/live/${encodeURIComponent(slug)}`;

/**
 * A household's own card through its personal link's token (routes.ts), found by what it shows: the page's link
 * preview and the messages' picture (sending/card-picture.ts) give out this one address for the same card.
 */
export function householdCardUrl(
  publicUrl: string,
  slug: string,
  token: string,
  ask: { eventKey: string; lang: string },
): string {
  const query = new URLSearchParams({ kind: 'card', eventKey: ask.eventKey, lang: ask.lang });
  return `${siteApi(publicUrl, slug)}/g/${token}/media?${query}`;
}

/** The public address of the card: the household's own route, or the general card's with its version. */
function cardUrl(ctx: AppContext, site: LiveSiteRow, ask: CardOfFunction, name: string): string {
  if (ask.household) return householdCardUrl(ctx.config.publicUrl, site.slug, ask.household.token, ask);
  // The version makes a new card a new address: preview robots keep pictures by address.
  const query = new URLSearchParams({ lang: ask.lang, v: cardVersionOf(name) });
  return `${siteApi(ctx.config.publicUrl, site.slug)}/cards/${ask.eventKey}?${query}`;
}

/** The function's card as the page's link-preview picture, or null (then the page keeps og.png). */
export async function previewCard(
  ctx: AppContext,
  site: LiveSiteRow,
  ask: CardOfFunction,
): Promise<PreviewPicture | null> {
  if (site.accessCodeHash !== null) return null;
  const cardAsk = { kind: 'card' as const, eventKey: ask.eventKey, lang: ask.lang };
  const householdId = ask.household?.id;
  const noted = await currentInSlot(ctx, site.id, slotOf({ ...cardAsk, householdId }));
  if (!noted) return null;
  try {
    const source = await cardSource(ctx, site, householdId === undefined ? cardAsk : { ...cardAsk, householdId });
    if (cardFileName(site.id, source.id) !== noted) return null;
    return { url: cardUrl(ctx, site, ask, noted), ...source.size };
  } catch (error) {
    // The function or the household went since the page's copy was read: the page is drawn with og.png.
    if (error instanceof HttpError) return null;
    throw error;
  }
}
