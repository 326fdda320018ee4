/**
 * The shagun book: what each household gave (from the guest list, or a name typed in), how much, how, at which
 * function, with a note; totals per function and per side; a CSV for the family's records. Only the buyer and
 * co-hosts reach it (managedSite); nothing of it is ever on a guest's page.
 */
import type { Readable } from 'node:stream';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  SHAGUN_MAX_GIFTS,
  type ShagunBook,
  type ShagunGift,
  type ShagunGiftInput,
  type ShagunMethod,
} from '../../shared/api/shagun';
import type { RsvpEvent } from '../../shared/live';
import type { AppContext } from '../context';
import { households, shagunGifts } from '../db/schema';
import { cleanText, functionsOf, lockSite, type ManagedSite } from '../guests';
import { csvStream, type CsvCell } from '../http/csv';
import { HttpError } from '../http/errors';

export const GIFT_UNKNOWN = 'There is no such entry in the shagun book.';
export const GIFT_REMOVED = 'The entry was removed from the shagun book.';

type GiftRow = typeof shagunGifts.$inferSelect;

const METHOD_WORDS: Record<ShagunMethod, string> = { cash: 'Cash', upi: 'UPI', cheque: 'Cheque', gift: 'Gift item' };

function giftDto(row: GiftRow): ShagunGift {
  return {
    id: row.id,
    householdId: row.householdId,
    name: row.name,
    side: row.side,
    amount: row.amount,
    method: row.method,
    eventKey: row.eventKey,
    note: row.note,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The entry as stored: the household's name and side when one is named, else the typed ones, checked. */
async function entryOf(ctx: AppContext, { site }: ManagedSite, input: ShagunGiftInput) {
  const events = await functionsOf(ctx, site);
  const eventKey = input.eventKey ?? null;
  if (eventKey !== null && !events.some((event) => event.key === eventKey)) {
    throw new HttpError(400, 'body.eventKey is not a function of this invitation');
  }
  const note = cleanText(input.note, 'body.note', { multiline: true });
  let name: string;
  let side: string | null;
  const householdId = input.householdId ?? null;
  if (householdId !== null) {
    const [household] = await ctx.db
      .select({ name: households.name, side: households.side })
      .from(households)
      .where(and(eq(households.id, householdId), eq(households.liveId, site.id)))
      .limit(1);
    // Another site's household is as unknown as a missing one.
    if (!household) throw new HttpError(400, 'body.householdId is not a household of this guest list');
    name = household.name;
    side = household.side;
  } else {
    name = cleanText(input.name, 'body.name');
    if (!name) throw new HttpError(400, 'body.name must not be empty: pick a household or type a name');
    side = cleanText(input.side, 'body.side') || null;
  }
  return { householdId, name, side, amount: input.amount, method: input.method, eventKey, note };
}

/** The cap is checked and the entry written under the site's lock, so entries racing each other cannot pass it. */
export async function addGift(ctx: AppContext, managed: ManagedSite, input: ShagunGiftInput): Promise<ShagunGift> {
  const entry = await entryOf(ctx, managed, input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockSite(tx, managed.site.id);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(shagunGifts)
      .where(eq(shagunGifts.liveId, managed.site.id));
    if (total >= SHAGUN_MAX_GIFTS) {
      throw new HttpError(409, `The shagun book holds at most ${SHAGUN_MAX_GIFTS} entries.`);
    }
    const [inserted] = await tx
      .insert(shagunGifts)
      .values({ ...entry, liveId: managed.site.id, recordedBy: managed.actor, createdAt: ctx.config.now() })
      .returning();
    return inserted!;
  });
  return giftDto(row);
}

export async function updateGift(
  ctx: AppContext,
  managed: ManagedSite,
  id: number,
  input: ShagunGiftInput,
): Promise<ShagunGift> {
  const entry = await entryOf(ctx, managed, input);
  const [row] = await ctx.db
    .update(shagunGifts)
    .set({ ...entry, recordedBy: managed.actor })
    .where(and(eq(shagunGifts.id, id), eq(shagunGifts.liveId, managed.site.id)))
    .returning();
  if (!row) throw new HttpError(404, GIFT_UNKNOWN);
  return giftDto(row);
}

export async function deleteGift(ctx: AppContext, managed: ManagedSite, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(shagunGifts)
    .where(and(eq(shagunGifts.id, id), eq(shagunGifts.liveId, managed.site.id)))
    .returning({ id: shagunGifts.id });
  if (!removed.length) throw new HttpError(404, GIFT_UNKNOWN);
}

async function giftsOf(ctx: AppContext, liveId: string): Promise<GiftRow[]> {
  return ctx.db.select().from(shagunGifts).where(eq(shagunGifts.liveId, liveId)).orderBy(asc(shagunGifts.id));
}

/** Sums per function (in the schedule's order, then entries without one) and per side (by first appearance). */
export function totalsOf(
  gifts: readonly Pick<GiftRow, 'amount' | 'eventKey' | 'side'>[],
  events: readonly RsvpEvent[],
) {
  const add = (total: { amount: number; count: number }, amount: number) => {
    total.amount += amount;
    total.count += 1;
  };
  const all = { amount: 0, count: 0 };
  const byFunction = new Map<
    string | null,
    { eventKey: string | null; title: string; amount: number; count: number }
  >();
  for (const event of events)
    byFunction.set(event.key, { eventKey: event.key, title: event.title, amount: 0, count: 0 });
  const bySide = new Map<string | null, { side: string | null; amount: number; count: number }>();
  for (const gift of gifts) {
    add(all, gift.amount);
    const key = gift.eventKey !== null && byFunction.has(gift.eventKey) ? gift.eventKey : null;
    if (!byFunction.has(key)) byFunction.set(key, { eventKey: null, title: 'No function', amount: 0, count: 0 });
    add(byFunction.get(key)!, gift.amount);
    if (!bySide.has(gift.side)) bySide.set(gift.side, { side: gift.side, amount: 0, count: 0 });
    add(bySide.get(gift.side)!, gift.amount);
  }
  return {
    all,
    // Functions nobody gave at are still listed (a zero says "nothing recorded yet").
    byFunction: [...byFunction.values()],
    bySide: [...bySide.values()],
  };
}

export async function shagunBook(ctx: AppContext, { site }: ManagedSite): Promise<ShagunBook> {
  const [gifts, events] = await Promise.all([giftsOf(ctx, site.id), functionsOf(ctx, site)]);
  return { gifts: gifts.map(giftDto), totals: totalsOf(gifts, events) };
}

/** The book as CSV (UTF-8 with BOM, formula cells neutralised): one line per entry, then the totals. */
export async function shagunCsv(ctx: AppContext, { site }: ManagedSite): Promise<Readable> {
  const [gifts, events] = await Promise.all([giftsOf(ctx, site.id), functionsOf(ctx, site)]);
  const titleOf = (key: string | null) => events.find((event) => event.key === key)?.title ?? '';
  const header = ['Name', 'Side', 'Amount (INR)', 'How', 'Function', 'Note', 'Recorded by', 'Recorded on'];
  const rows: CsvCell[][] = gifts.map((gift) => [
    gift.name,
    gift.side ?? '',
    gift.amount,
    METHOD_WORDS[gift.method],
    titleOf(gift.eventKey),
    gift.note,
    gift.recordedBy,
    gift.createdAt.toISOString().slice(0, 10),
  ]);
  const totals = totalsOf(gifts, events);
  rows.push([]);
  rows.push(['Total', '', totals.all.amount, `${totals.all.count} entries`, '', '', '', '']);
  for (const entry of totals.byFunction) {
    rows.push([`Total at ${entry.title}`, '', entry.amount, `${entry.count} entries`, entry.title, '', '', '']);
  }
  for (const entry of totals.bySide) {
    const side = entry.side ?? 'No side';
    rows.push([`Total from ${side}`, entry.side ?? '', entry.amount, `${entry.count} entries`, '', '', '', '']);
  }
  return csvStream(header, rows);
}
