/**
 * Everything one card is drawn from, read from the same places the guest page reads: the site's content and
 * functions in the card's language (live, the buyer's texts in that language from the look), the look's design,
 * and for a household's card its name and personal link. The document is made here, before any drawing, so its
 * hash names the card (card-names.ts).
 */
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { MediaRequest } from '../../shared/api/cards';
import { rsvpEventsOf } from '../../shared/live';
import { textsIn, withSecondTexts } from '../../shared/look';
import type { AppContext } from '../context';
import { households } from '../db/schema';
import { personalLink } from '../guests';
import { HttpError } from '../http/errors';
import { contentOfSite, type LiveSiteRow } from '../live';
import { siteLookOf } from '../look';
import { bookFonts, SCRIPT_FAMILIES, type PageFile } from '../keepsake';
import { cardId } from './card-names';

/** The drawing browser's only origin: the page asks it for fonts, answered from the server's own files. */
export const CARD_ORIGIN = 'https://card.invalid';

export const NO_SUCH_FUNCTION = 'eventKey is not a function of this invitation';
export const NO_SUCH_HOUSEHOLD = 'There is no such household on this guest list.';

export type CardKind = Exclude<MediaRequest['kind'], 'film'>;
export type CardAsk = Omit<MediaRequest, 'kind'> & { kind: CardKind };

export interface CardSource {
  id: string;
  html: string;
  files: Map<string, PageFile>;
  size: { width: number; height: number };
}

type RendererModule = typeof import('../../renderer/card');
let renderer: Promise<RendererModule> | undefined;
const loadCardRenderer = (): Promise<RendererModule> => (renderer ??= import('../../renderer/card'));

/** The household's name and personal link, or a 404 for a household not on this site's list. */
async function householdOf(ctx: AppContext, site: LiveSiteRow, householdId: number) {
  const [row] = await ctx.db
    .select({ name: households.name, linkNonce: households.linkNonce })
    .from(households)
    .where(and(eq(households.id, householdId), eq(households.liveId, site.id)))
    .limit(1);
  if (!row) throw new HttpError(404, NO_SUCH_HOUSEHOLD);
  return { name: row.name, link: personalLink(ctx.config, site.slug, row.linkNonce) };
}

/** What a card and a film of one function both show: read as the guest page reads it, in the asked language. */
export async function invitationFor(
  ctx: AppContext,
  site: LiveSiteRow,
  ask: Pick<MediaRequest, 'eventKey' | 'lang' | 'householdId'>,
) {
  const [content, look, cardRenderer] = await Promise.all([
    contentOfSite(ctx, site),
    siteLookOf(ctx, site.userId, site.tempId),
    loadCardRenderer(),
  ]);
  const { layout } = content.entry;
  const data =
    ask.lang === 'en' || !look ? content.data : withSecondTexts(layout, content.data, textsIn(look, ask.lang));
  const event = rsvpEventsOf(content.entry, data).find((candidate) => candidate.key === ask.eventKey);
  if (!event) throw new HttpError(400, NO_SUCH_FUNCTION);
  const household = ask.householdId === undefined ? null : await householdOf(ctx, site, ask.householdId);
  const design = look?.design ?? content.template.design;
  return {
    renderer: cardRenderer,
    layout,
    data,
    design,
    music: look?.music ?? null,
    fonts: bookFonts(design, CARD_ORIGIN),
    title: cardRenderer.summarise(layout, data, content.template.name).title,
    event: {
      title: event.title,
      ...(event.date ? { date: event.date } : {}),
      ...(event.time ? { time: event.time } : {}),
      ...(event.venue ? { venue: event.venue } : {}),
      ...(event.address ? { address: event.address } : {}),
    },
    ...(household ? { household: household.name } : {}),
    link: household?.link ?? `${ctx.config.publicUrl}/invite/${site.slug}`,
  };
}

/** The drawing browser's readers of the fonts a document names. */
export function fontFiles(fonts: { files: Map<string, string> }): Map<string, PageFile> {
  return new Map<string, PageFile>(
    [...fonts.files].map(([url, path]): [string, PageFile] => [url, () => readFile(path)]),
  );
}

export async function cardSource(ctx: AppContext, site: LiveSiteRow, ask: CardAsk): Promise<CardSource> {
  const invitation = await invitationFor(ctx, site, ask);
  const { cardDocument, CARD_SIZES } = invitation.renderer;
  const html = cardDocument(
    {
      format: ask.kind,
      lang: ask.lang,
      design: invitation.design,
      title: invitation.title,
      event: invitation.event,
      ...(invitation.household !== undefined ? { household: invitation.household } : {}),
      link: invitation.link,
      scriptFamilies: SCRIPT_FAMILIES,
    },
    invitation.fonts.css,
    CARD_ORIGIN,
  );
  return { id: cardId(site.id, ask.kind, html), html, files: fontFiles(invitation.fonts), size: CARD_SIZES[ask.kind] };
}
