/**
 * What may be uploaded, recognised from the bytes (never from the name or the
 * browser's Content-Type, both of which the client controls).
 */

export type MediaKind = 'image' | 'video' | 'audio';

export interface AcceptedType {
  kind: MediaKind;
  /** Extension of the stored file; the name is ours, so the extension is too. */
  ext: string;
}

export const ACCEPTED_TYPES: Readonly<Record<string, AcceptedType>> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
  'video/quicktime': { kind: 'video', ext: 'mov' },
  // Invitation music (the look's own upload route is the only one that accepts audio).
  'audio/mpeg': { kind: 'audio', ext: 'mp3' },
  'audio/aac': { kind: 'audio', ext: 'aac' },
  'audio/x-m4a': { kind: 'audio', ext: 'm4a' },
  'audio/mp4': { kind: 'audio', ext: 'm4a' },
  'audio/ogg': { kind: 'audio', ext: 'ogg' },
};

/**
 * Size limits. The web app compresses images to at most 1 MB before upload
 * (spec, section 9); the server allows more for other clients but not without
 * bound. Videos pass through uncompressed.
 */
export const MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 10 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  // A few minutes of music at a phone-friendly bitrate; guests download it on a mobile connection.
  audio: 8 * 1024 * 1024,
};

/** Stored names: 32 random hex digits and one of our extensions. Nothing else is ever looked up on disk. */
export const STORED_NAME = /^[a-f0-9]{32}\.(?:jpg|png|gif|webp|mp4|webm|mov|mp3|aac|m4a|ogg)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Kept keepsake books (file-store.ts, space `keepsakes`): never an upload's name, so the public download route,
 * which accepts only `isStoredName`, can never be asked for one.
 */
const KEEPSAKE_NAME = /^[a-f0-9]{32}\.pdf$/;

export function isKeepsakeName(name: string): boolean {
  return KEEPSAKE_NAME.test(name);
}

/**
 * Drawn invitation cards and films (file-store.ts, space `cards`, src/server/cards): PNGs and MP4s named from what
 * they show, and the small notes naming each slot's current file; never an upload's name either, so only the cards
 * feature's routes send one.
 */
const CARD_NAME = /^[a-f0-9]{32}\.(png|mp4|txt)$/;

export function isCardName(name: string): boolean {
  return CARD_NAME.test(name);
}
