/**
 * Cards are drawn by the job engine's `invitation-card` queue, one at a time per instance (one Chromium takes a
 * core and a few hundred MB). The kept file is the truth: its name comes from what it shows (card-names.ts).
 *
 * Idempotent: a try finds the card kept already and does nothing; a try cut off before keeping it leaves at
 * most a part file, and its rerun draws the same document into the same name, so there is never a second card.
 * A try that finds the invitation changed since the card was asked for fails rather than keep the new drawing
 * under the old name (the host asks again and gets the new card's id).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { liveSites } from '../db/schema';
import type { JobContext, JobQueue } from '../jobs';
import { inChromium } from '../keepsake';
import { cardKept, keepCard, replaceInSlot, slotOf } from './card-files';
import { cardFileName } from './card-names';
import { cardSource, type CardAsk } from './card-source';

export const CARD_QUEUE = 'invitation-card';

export interface CardOrder extends CardAsk {
  liveId: string;
  /** The card's id when it was asked for. */
  id: string;
}

export const CARD_CHANGED = 'The invitation changed while its card was being drawn. Please make the card again.';

/** Time for the document to be made and the file kept, beside the drawing's own limit. */
const BESIDE_DRAWING_SECONDS = 30;

export function cardQueue(ctx: AppContext): JobQueue<CardOrder> {
  return {
    name: CARD_QUEUE,
    // A try cut off (a crash, a restart) is tried once more.
    retryLimit: 1,
    retryDelaySeconds: 2,
    retryBackoff: false,
    expireInSeconds: Math.ceil(ctx.config.keepsake.renderTimeoutMs / 1000) + BESIDE_DRAWING_SECONDS,
    heartbeatSeconds: 10,
    concurrency: 1,
  };
}

/** Draws a document to a PNG of exactly its card's size. */
export async function drawCard(
  ctx: AppContext,
  source: Awaited<ReturnType<typeof cardSource>>,
  signal?: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<Buffer> {
  return inChromium(
    {
      html: source.html,
      files: source.files,
      viewport: source.size,
      chromiumPath: ctx.config.keepsake.chromiumPath,
      timeoutMs: ctx.config.keepsake.renderTimeoutMs,
      ...(signal ? { signal } : {}),
      ...(onProgress ? { onProgress } : {}),
    },
    (page) => page.screenshot({ type: 'png', fullPage: false, animations: 'disabled' }),
  );
}

export function cardMaker(ctx: AppContext, log: FastifyBaseLogger) {
  return async function makeCard(job: JobContext<CardOrder>): Promise<void> {
    const { liveId, id, ...ask } = job.data;
    const fileName = cardFileName(liveId, id);
    // Kept by a try cut off before its slot was noted: the slot is brought up to date, nothing drawn again.
    if (await cardKept(ctx, fileName)) return replaceInSlot(ctx, liveId, slotOf(ask), fileName);
    const [site] = await ctx.db.select().from(liveSites).where(eq(liveSites.id, liveId)).limit(1);
    if (!site) return; // the site went
    await job.progress(0.1);
    const source = await cardSource(ctx, site, ask);
    if (source.id !== id) throw new Error(CARD_CHANGED);
    const png = await drawCard(
      ctx,
      source,
      job.signal,
      (share) => void job.progress(0.1 + share).catch(() => undefined),
    );
    await job.progress(0.95);
    // The file first, then the slot: the slot (what the guest page links) never names a card not kept, and the
    // card it replaces goes only once the new one is there.
    await keepCard(ctx, fileName, png);
    await replaceInSlot(ctx, liveId, slotOf(ask), fileName);
    log.info({ liveId, card: id, bytes: png.length }, 'cards: drew a card');
  };
}
