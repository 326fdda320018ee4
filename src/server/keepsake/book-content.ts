/**
 * Everything one book is drawn from, read from the same places the guest page reads: the site's content and
 * functions (live), the buyer's look limited to the pack (look), and the wishes and photos the hosts made public.
 * Bounded before any work: at most KEEPSAKE_MAX_WISHES wishes and KEEPSAKE_MAX_PHOTOS photos (the earliest,
 * as a book reads from the start), each photo as its stored screen-sized WebP copy, never the original upload.
 */
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq } from 'drizzle-orm';
import type { KeepsakeSize } from '../../shared/api/keepsake';
import { SECOND_LANGUAGES, textsIn, withSecondTexts, type SiteLanguage } from '../../shared/look';
import type { AppContext } from '../context';
import { guestPhotos, wishes } from '../db/schema';
import { contentOfSite, eventsOfSite, type LiveSiteRow } from '../live';
import { siteLookOf } from '../look';
import { findUpload, isStoredName, openUpload } from '../media';
import { bookFonts, SCRIPT_FAMILIES } from './fonts';
import { chaptersOf } from './grouping';
import type { PageFile } from './printer';

/**
 * The printer's only origin: the page asks it for fonts, answered from the server's own files, and photos,
 * read through the file store (the local folder or the bucket) when the page asks for them.
 */
export const BOOK_ORIGIN = 'https://keepsake.invalid';

/** The photo copy a printed page needs: about 150 dpi across the widest picture of the book. */
const PHOTO_WIDTH: Record<KeepsakeSize, number> = { A5: 960, A4: 960 };

export interface BookSource {
  html: string;
  /** Addresses the page may load (fonts, photos) and the readers answering them. */
  files: Map<string, PageFile>;
  wishes: number;
  photos: number;
}

type RendererModule = typeof import('../../renderer/keepsake');
let renderer: Promise<RendererModule> | undefined;

function loadBookRenderer(): Promise<RendererModule> {
  renderer ??= import('../../renderer/keepsake');
  return renderer;
}

/** A stored upload's bytes, from wherever the file store keeps them. */
const storedFile =
  (ctx: AppContext, fileName: string): PageFile =>
  async () => {
    const stream = await openUpload(ctx, fileName);
    return stream ? buffer(stream) : null;
  };

/** The buyer's own cover photo is an original upload (no screen-sized copies): one of at most this size is printed. */
const COVER_MAX_BYTES = 6 * 1024 * 1024;

/** The cover's picture: a drawn sample scene, or the buyer's upload when it is an image of a printable size. */
async function coverPictureOf(
  ctx: AppContext,
  value: string | undefined,
  sampleSubject: (value: unknown) => string | null,
  files: Map<string, PageFile>,
): Promise<{ sample: string } | { src: string } | undefined> {
  if (!value) return undefined;
  const sample = sampleSubject(value);
  if (sample !== null) return { sample };
  const upload = await findUpload(ctx, value);
  if (!upload || !upload.mimeType.startsWith('image/') || upload.sizeBytes > COVER_MAX_BYTES) return undefined;
  const src = `${BOOK_ORIGIN}/photo/${value}`;
  files.set(src, storedFile(ctx, value));
  return { src };
}

/**
 * The book's languages: English, then on a site whose pack has them the languages its switch offers (the buyer's
 * default first), and any other the buyer gave texts in.
 */
function languagesOf(look: Awaited<ReturnType<typeof siteLookOf>>): SiteLanguage[] {
  if (!look?.languages) return ['en'];
  const given = SECOND_LANGUAGES.filter((lang) => look.texts.some((text) => text.lang === lang && text.text.trim()));
  const offered = look.defaultLanguage ? [look.defaultLanguage, ...look.offered] : look.offered;
  return [...new Set<SiteLanguage>(['en', ...offered, ...given])];
}

export async function bookSource(ctx: AppContext, site: LiveSiteRow, size: KeepsakeSize): Promise<BookSource> {
  const { keepsake } = ctx.config;
  const [content, look, wishRows, photoRows, { coverDate, coverPicture, keepsakeDocument, sampleSubject, summarise }] =
    await Promise.all([
      contentOfSite(ctx, site),
      siteLookOf(ctx, site.userId, site.tempId),
      ctx.db
        .select({ id: wishes.id, name: wishes.name, message: wishes.message, createdAt: wishes.createdAt })
        .from(wishes)
        .where(and(eq(wishes.liveId, site.id), eq(wishes.visflag, true)))
        .orderBy(asc(wishes.createdAt), asc(wishes.id))
        .limit(keepsake.maxWishes),
      ctx.db
        .select({
          id: guestPhotos.id,
          name: guestPhotos.name,
          variants: guestPhotos.variants,
          createdAt: guestPhotos.createdAt,
        })
        .from(guestPhotos)
        .where(and(eq(guestPhotos.liveId, site.id), eq(guestPhotos.visflag, true)))
        .orderBy(asc(guestPhotos.createdAt), asc(guestPhotos.id))
        .limit(keepsake.maxPhotos),
      loadBookRenderer(),
    ]);
  const design = look?.design ?? content.template.design;
  const languages = languagesOf(look);
  const { layout } = content.entry;
  const titles: Partial<Record<SiteLanguage, string>> = {};
  for (const lang of languages) {
    const data = lang === 'en' ? content.data : withSecondTexts(layout, content.data, textsIn(look!, lang));
    titles[lang] = summarise(layout, data, content.template.name).title;
  }
  const events = eventsOfSite(content);
  const fonts = bookFonts(design, BOOK_ORIGIN);
  const files = new Map<string, PageFile>(
    [...fonts.files].map(([url, path]): [string, PageFile] => [url, () => readFile(path)]),
  );

  // A photo without a screen-sized copy (its upload's decoding failed) is left out rather than printed whole.
  const photos = photoRows.flatMap((photo) => {
    const copies = [...photo.variants].sort((a, b) => a.width - b.width);
    const copy = copies.find((variant) => variant.width >= PHOTO_WIDTH[size]) ?? copies[copies.length - 1];
    if (!copy || !isStoredName(copy.fileName)) return [];
    const src = `${BOOK_ORIGIN}/photo/${copy.fileName}`;
    files.set(src, storedFile(ctx, copy.fileName));
    return [{ id: photo.id, name: photo.name, src, createdAt: photo.createdAt }];
  });
  const cover = await coverPictureOf(ctx, coverPicture(layout, content.data), sampleSubject, files);
  const chapters = chaptersOf(events, wishRows, photos);
  // The cover's date, else the first function's.
  const firstDate = coverDate(layout, content.data) ?? events.map((event) => event.date).find(Boolean);
  const html = keepsakeDocument(
    {
      size,
      design,
      languages,
      titles,
      ...(firstDate ? { date: firstDate } : {}),
      ...(cover ? { coverPicture: cover } : {}),
      groups: chapters.map((chapter) => ({
        key: chapter.key,
        ...(chapter.event ? { title: chapter.event.title, date: chapter.event.date } : { own: chapter.own }),
        wishes: chapter.wishes.map(({ id, name, message }) => ({ id, name, message })),
        photos: chapter.photos.map(({ id, name, src }) => ({ id, name, src })),
      })),
      scriptFamilies: SCRIPT_FAMILIES,
    },
    fonts.css,
    BOOK_ORIGIN,
  );
  return { html, files, wishes: wishRows.length, photos: photos.length };
}
