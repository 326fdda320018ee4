/**
 * A card's names, all from one hash of what it shows (the drawn document, so any change of the content, the look,
 * the language or the household's link is a new card, and the same content is never drawn twice). The id the
 * host holds is that hash; the file's name and the job's id are derived from it together with the site, so an id
 * asked of another site names nothing there.
 */
import { createHash } from 'node:crypto';

/** Bumped when the card's drawing changes in a way its document does not show (the browser's size, say). */
const DRAWING_VERSION = 'card-v1';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The card's id: 32 hex digits of its document's hash. */
export function cardId(liveId: string, kind: string, html: string): string {
  return sha256(`${DRAWING_VERSION}\n${liveId}\n${kind}\n${html}`).slice(0, 32);
}

/** The kept PNG's name in the file store's `cards` space. */
export function cardFileName(liveId: string, id: string): string {
  return `${sha256(`file:${liveId}:${id}`).slice(0, 32)}.png`;
}

/** The job's id, shaped as a name-based (version 5) UUID as pg-boss stores ids. */
export function cardJobId(liveId: string, id: string): string {
  const hex = sha256(`job:${liveId}:${id}`);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The kept film's name in the same space (an MP4, named as its card would be). */
export function filmFileName(liveId: string, id: string): string {
  return cardFileName(liveId, id).replace(/\.png$/, '.mp4');
}

/** The film job's id: the card's own shape, in its own namespace so a film never takes a card's job. */
export function filmJobId(liveId: string, id: string): string {
  return cardJobId(`film:${liveId}`, id);
}

/**
 * What a kept file stands for beside what it shows (site, shape, function, language, household): the name of the
 * small note saying which file is that slot's current one, so the one it replaces is removed (card-files.ts).
 */
export function slotFileName(liveId: string, slot: string): string {
  return `${sha256(`slot:${liveId}:${slot}`).slice(0, 32)}.txt`;
}
