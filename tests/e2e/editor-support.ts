/**
 * Shared setup for the editor journeys: a buyer who owns a template (a paid order row, the order list in the
 * browser as login leaves it) and picture files made on the spot.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { OrderedItemsResponse } from '../../src/shared/api/orders';
import { orders } from '../../src/server/db/schema';
import type { RunningServer } from './fixtures';
import { createUser, signInBrowser, type TestUser } from './helpers/users';

export interface Buyer extends TestUser {
  authorization: string;
}

/** A signed-in buyer of `templateId` with the given pack; the browser holds the session and `orderedItems`. */
export async function seedBuyer(
  page: Page,
  server: RunningServer,
  { templateId = 'wed001', pack = 'luxury' }: { templateId?: string; pack?: 'basic' | 'premium' | 'luxury' } = {},
): Promise<Buyer> {
  const user = await createUser(server);
  await server.app.ctx.db.insert(orders).values({
    id: `ord_${randomBytes(6).toString('hex')}`,
    userId: user.id,
    tempId: templateId,
    packType: pack,
    amountRupees: 5999,
    status: 'paid',
    provider: 'sandbox',
    paidAt: new Date(),
  });
  const authorization = `Bearer ${user.token}`;
  const answer = await fetch(`${server.url}/rest/api/public/getordereditems`, { headers: { authorization } });
  const ordered = (await answer.json()) as OrderedItemsResponse;
  await signInBrowser(page, user);
  await page.addInitScript((list) => {
    if (!localStorage.getItem('orderedItems')) localStorage.setItem('orderedItems', list);
  }, JSON.stringify(ordered));
  return { ...user, authorization };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A colourful RGB PNG (a sunset gradient with a sun), large enough that compression must shrink it. */
export function makePng(width = 1800, height = 1350): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      const dx = x - width * 0.62;
      const dy = y - height * 0.42;
      const sun = dx * dx + dy * dy < (height * 0.16) ** 2;
      // A little noise keeps the picture from compressing to nothing, as a real photo would not.
      const noise = ((x * 7919 + y * 104729) % 23) - 11;
      rows[at] = sun ? 255 : Math.min(255, Math.max(0, 200 + (y / height) * 55 + noise));
      rows[at + 1] = sun ? 214 : Math.min(255, Math.max(0, 90 + (x / width) * 80 + noise));
      rows[at + 2] = sun ? 90 : Math.min(255, Math.max(0, 120 - (y / height) * 80 + noise));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a JPEG from its SOF marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}
