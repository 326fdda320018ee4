/**
 * Puts a published live site straight into a database (tests, journeys and the page benchmark): a buyer, a
 * paid order, the template's sample content as the buyer's content, and optional public and unread posts.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formDataToComponents, type ContentData } from '../../../shared/content';
import { TEMPLATES, type Template } from '../../../shared/catalogue';
import type { PackType } from '../../../shared/pricing';
import { getContentSchema } from '../../../generated';
import { hashPassword } from '../../account';
import type { Db } from '../../db/client';
import { contents, guestPhotos, liveSites, orders, siteLooks, uploads, users, wishes } from '../../db/schema';
import { EMPTY_LOOK, type SiteLook } from '../../../shared/look';

export interface SeedOptions {
  /** A content schema name (wedding, birthday, school ...): the first template of that schema is used. */
  schema?: string;
  slug?: string;
  published?: boolean;
  indexable?: boolean;
  accessCode?: string;
  pack?: PackType;
  /** Changes to the sample content, by section. */
  content?: (sample: ContentData) => ContentData;
  wishes?: { name: string; message: string; visflag: boolean | null }[];
  photos?: { name: string; visflag: boolean | null }[];
  /** The buyer's look (palette, accent, fonts, music, second-language texts), stored as the customiser would. */
  look?: Partial<SiteLook>;
}

export interface SeededSite {
  slug: string;
  liveId: string;
  userId: number;
  template: Template;
  content: ContentData;
}

export function sampleContent(schema: string): ContentData {
  return JSON.parse(readFileSync(join(process.cwd(), 'schemas', 'samples', `${schema}.json`), 'utf8')) as ContentData;
}

export async function seedLiveSite(db: Db, options: SeedOptions = {}): Promise<SeededSite> {
  const schema = options.schema ?? 'wedding';
  const template = TEMPLATES.find((t) => t.schema === schema);
  const entry = getContentSchema(schema);
  if (!template || !entry) throw new Error(`No template uses the schema ${schema}`);
  const tag = randomBytes(4).toString('hex');
  const slug = options.slug ?? `${schema}-${tag}`;
  const pack = options.pack ?? 'premium';
  const [user] = await db
    .insert(users)
    .values({ email: `host-${tag}@example.in`, passwordHash: 'x', fullName: 'Host', phone: '9876543210' })
    .returning({ id: users.id });
  const orderId = `order_${tag}`;
  await db.insert(orders).values({
    id: orderId,
    userId: user!.id,
    tempId: template.id,
    packType: pack,
    amountRupees: 999,
    status: 'paid',
    provider: 'sandbox',
    paidAt: new Date(),
  });
  const content = options.content ? options.content(sampleContent(schema)) : sampleContent(schema);
  const liveId = `live_${tag}`;
  await db.insert(contents).values({
    userId: user!.id,
    baseTempId: template.id,
    liveId,
    components: formDataToComponents(entry.layout, template.id, content),
  });
  await db.insert(liveSites).values({
    id: liveId,
    userId: user!.id,
    tempId: template.id,
    orderId,
    slug,
    published: options.published ?? true,
    indexable: options.indexable ?? false,
    accessCodeHash: options.accessCode ? await hashPassword(options.accessCode, { logN: 14 }) : null,
    publishedAt: new Date(),
  });
  if (options.look) {
    await db
      .insert(siteLooks)
      .values({ userId: user!.id, tempId: template.id, look: { ...EMPTY_LOOK, ...options.look } });
  }
  for (const wish of options.wishes ?? []) await db.insert(wishes).values({ liveId, ...wish });
  for (const [index, photo] of (options.photos ?? []).entries()) {
    const fileName = `guest-${tag}-${index}.jpg`;
    await db.insert(uploads).values({ fileName, userId: null, mimeType: 'image/jpeg', sizeBytes: 1000 });
    await db.insert(guestPhotos).values({
      liveId,
      name: photo.name,
      fileName,
      visflag: photo.visflag,
      variants: [
        { width: 480, fileName: `guest-${tag}-${index}-480.webp` },
        { width: 960, fileName: `guest-${tag}-${index}-960.webp` },
      ],
    });
  }
  return { slug, liveId, userId: user!.id, template, content };
}
