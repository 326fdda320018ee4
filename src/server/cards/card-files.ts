/**
 * Where drawn cards and films are kept: the file store's `cards` space (media/file-store.ts), i.e. the bucket's
 * `cards/` prefix with S3_BUCKET, else UPLOADS_DIR/cards/, so a file made by one instance downloads through any
 * other. A file is written to a part file and then kept (a rename locally, one upload to the bucket), whole or not
 * at all.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { AppContext } from '../context';
import { fileStore, isCardName, spaceDir, type OpenedFile } from '../media';
import { slotFileName } from './card-names';

const cardStore = (ctx: AppContext) => fileStore(ctx, 'cards');

/**
 * A part file's path in the space's staging folder for `name`. Two instances may make the same file at once:
 * each writes its own part file, and either copy is the file.
 */
export async function partFileFor(ctx: AppContext, name: string): Promise<string> {
  const dir = spaceDir(ctx, 'cards');
  await mkdir(dir, { recursive: true });
  return join(dir, `${name}.${randomBytes(4).toString('hex')}.part`);
}

/** Keeps a complete part file (from partFileFor) as `name`; the part file is gone afterwards either way. */
export async function keepPart(ctx: AppContext, part: string, name: string, mimeType: string): Promise<void> {
  try {
    await cardStore(ctx).keep(part, name, mimeType);
  } finally {
    await rm(part, { force: true });
  }
}

export async function keepCard(ctx: AppContext, name: string, png: Buffer): Promise<void> {
  const part = await partFileFor(ctx, name);
  await writeFile(part, png, { flag: 'wx', mode: 0o640 });
  await keepPart(ctx, part, name, 'image/png');
}

/** A kept card's (or film's) stream and length, or null when there is none by that name. */
export async function openCard(ctx: AppContext, name: string): Promise<OpenedFile | null> {
  if (!isCardName(name)) return null;
  return cardStore(ctx).open(name);
}

/** Whether the card is kept already (then nothing is drawn again). */
export async function cardKept(ctx: AppContext, name: string): Promise<boolean> {
  const file = await openCard(ctx, name);
  file?.stream.destroy();
  return file !== null;
}

/** The slot's words: one per site, shape, function, language and household (or everyone). */
export function slotOf(ask: { kind: string; eventKey: string; lang: string; householdId?: number }): string {
  return `${ask.kind}:${ask.eventKey}:${ask.lang}:${ask.householdId ?? 'everyone'}`;
}

/**
 * The name of the slot's current file, as its note says (one read of the store), or null when none was made.
 * The note is written once its file is kept (card-job.ts, film-job.ts), so it names a file that is there.
 */
export async function currentInSlot(ctx: AppContext, liveId: string, slot: string): Promise<string | null> {
  const opened = await cardStore(ctx).open(slotFileName(liveId, slot));
  const name = opened ? (await text(opened.stream)).trim() : '';
  return isCardName(name) ? name : null;
}

/**
 * Makes `name` its slot's current file and removes the one it replaces: a card or film is named by what it shows,
 * so a changed invitation makes a new file and the old one would otherwise stay in the store for good. The note
 * naming the current file is kept in the same space. Two instances replacing the same slot at once may leave one
 * old file behind; nothing is ever lost, and the next replacement removes whatever the note then names.
 */
export async function replaceInSlot(ctx: AppContext, liveId: string, slot: string, name: string): Promise<void> {
  const note = slotFileName(liveId, slot);
  const earlier = (await currentInSlot(ctx, liveId, slot)) ?? '';
  if (earlier === name) return;
  const part = await partFileFor(ctx, note);
  await writeFile(part, name, { flag: 'wx', mode: 0o640 });
  await keepPart(ctx, part, note, 'text/plain');
  if (earlier && isCardName(earlier) && earlier !== note) await cardStore(ctx).remove([earlier]);
}
