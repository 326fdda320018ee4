/**
 * API messages a site may send: those its pack includes (src/shared/packs.ts), plus message packs bought, less
 * those used (every WhatsApp message queued, sending or sent; failed and skipped ones cost nothing). E-mail,
 * wa.me and SMS links are free.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SendAllowance } from '../../shared/api/sending';
import { PACK_API_MESSAGES } from '../../shared/packs';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { messageCredits, sendBatches, sendMessages } from '../db/schema';
import { packOfSite, type LiveSiteRow } from '../live';

type Reader = Pick<Db, 'select'>;

export class AllowanceExceeded extends Error {
  constructor(
    readonly needed: number,
    readonly left: number,
  ) {
    super(`This needs ${needed} WhatsApp messages and ${left} are left. Add a message pack in the cart.`);
  }
}

/** Statuses that hold an API message. */
const COUNTED = ['queued', 'sending', 'sent', 'delivered', 'read', 'answered'] as const;

/** The messages the site's pack includes (read before a transaction: PGlite has one connection). */
export async function includedMessages(ctx: AppContext, site: LiveSiteRow): Promise<number> {
  return PACK_API_MESSAGES[await packOfSite(ctx, site)];
}

export async function allowanceOf(ctx: AppContext, site: LiveSiteRow): Promise<SendAllowance> {
  return allowanceWith(ctx.db, site.id, await includedMessages(ctx, site));
}

/** The allowance given the pack's messages, read through `db` (a transaction holding the site's lock). */
export async function allowanceWith(db: Reader, liveId: string, included: number): Promise<SendAllowance> {
  const [[bought], [used]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${messageCredits.messages}), 0)::int` })
      .from(messageCredits)
      .where(eq(messageCredits.liveId, liveId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sendMessages)
      .innerJoin(sendBatches, eq(sendBatches.id, sendMessages.batchId))
      .where(
        and(
          eq(sendBatches.liveId, liveId),
          eq(sendMessages.channel, 'whatsapp'),
          inArray(sendMessages.status, [...COUNTED]),
        ),
      ),
  ]);
  const total = included + (bought?.n ?? 0);
  return { included, bought: bought?.n ?? 0, used: used?.n ?? 0, left: Math.max(0, total - (used?.n ?? 0)) };
}
