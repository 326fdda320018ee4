/**
 * Guests' wishes, photos and RSVPs written straight into the database (and the photo bytes into the uploads
 * directory), for tests of what the buyer sees of them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AppContext } from '../../context';
import { guestPhotos, liveSites, orders, rsvpEvents, rsvps, uploads, wishes } from '../../db/schema';
import { uploadsDir } from '../../media';
import { join } from 'node:path';

export async function seedPaidOrder(
  ctx: AppContext,
  userId: number,
  tempId = 'wed001',
  pack: 'basic' | 'premium' | 'luxury' = 'luxury',
) {
  const id = `ord_${randomBytes(6).toString('hex')}`;
  await ctx.db.insert(orders).values({
    id,
    userId,
    tempId,
    packType: pack,
    amountRupees: 7079,
    status: 'paid',
    provider: 'sandbox',
    paidAt: ctx.config.now(),
    createdAt: ctx.config.now(),
  });
  return id;
}

export async function seedLiveSite(
  ctx: AppContext,
  site: { userId: number; tempId?: string; orderId?: string; slug?: string; published?: boolean },
): Promise<string> {
  const id = `live_${randomBytes(6).toString('hex')}`;
  await ctx.db.insert(liveSites).values({
    id,
    userId: site.userId,
    tempId: site.tempId ?? 'wed001',
    orderId: site.orderId ?? null,
    slug: site.slug ?? `site-${randomBytes(4).toString('hex')}`,
    published: site.published ?? true,
    publishedAt: ctx.config.now(),
  });
  return id;
}

export async function seedWish(
  ctx: AppContext,
  liveId: string,
  wish: { name: string; message: string; visflag?: boolean | null; at?: Date },
): Promise<number> {
  const [row] = await ctx.db
    .insert(wishes)
    .values({
      liveId,
      name: wish.name,
      message: wish.message,
      visflag: wish.visflag ?? null,
      createdAt: wish.at ?? ctx.config.now(),
    })
    .returning({ id: wishes.id });
  return row!.id;
}

/** A guest photo: the given bytes stored as an upload without an owner (as guests' uploads are). */
export async function seedPhoto(
  ctx: AppContext,
  liveId: string,
  photo: { name: string; bytes: Buffer; ext?: string; mimeType?: string; visflag?: boolean | null; at?: Date },
): Promise<{ id: number; fileName: string }> {
  const fileName = `${randomBytes(16).toString('hex')}.${photo.ext ?? 'png'}`;
  const dir = uploadsDir(ctx);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, fileName), photo.bytes);
  await ctx.db.insert(uploads).values({
    fileName,
    userId: null,
    mimeType: photo.mimeType ?? 'image/png',
    sizeBytes: photo.bytes.length,
  });
  const [row] = await ctx.db
    .insert(guestPhotos)
    .values({
      liveId,
      name: photo.name,
      fileName,
      visflag: photo.visflag ?? null,
      createdAt: photo.at ?? ctx.config.now(),
    })
    .returning({ id: guestPhotos.id });
  return { id: row!.id, fileName };
}

export interface SeedRsvpEvent {
  eventKey: string;
  attending: boolean;
  adults?: number;
  children?: number;
  meal?: string | null;
}

let seededPhones = 0;

/** A reply; without a phone each gets its own number (replies sharing one are flagged in the host's list). */
export async function seedRsvp(
  ctx: AppContext,
  liveId: string,
  guest: { name: string; phone?: string; events: SeedRsvpEvent[] },
): Promise<number> {
  const [row] = await ctx.db
    .insert(rsvps)
    .values({
      liveId,
      name: guest.name,
      phone: guest.phone ?? `98765${String(++seededPhones).padStart(5, '0')}`,
      editTokenHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
      createdAt: ctx.config.now(),
      updatedAt: ctx.config.now(),
    })
    .returning({ id: rsvps.id });
  for (const event of guest.events) {
    await ctx.db.insert(rsvpEvents).values({
      rsvpId: row!.id,
      eventKey: event.eventKey,
      attending: event.attending,
      adults: event.adults ?? 0,
      children: event.children ?? 0,
      meal: event.meal ?? null,
    });
  }
  return row!.id;
}
