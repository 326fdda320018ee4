/**
 * What the guest page sends for a chosen photo: a copy shrunk on the phone (at most 1 MB / 1024 px) when the
 * browser can draw the picture, otherwise the original, which the server decodes itself. Chrome and Firefox
 * cannot draw an iPhone's HEIC, so those skip the attempt, and any other picture the browser fails to draw
 * goes as it is too. An original larger than the server takes is refused here, before the wait of sending it.
 */
import { GUEST_PHOTO_MAX_BYTES } from '../../shared/live';
import { FormProblem } from './form-problem';

const HEIC_TYPE = /^image\/hei[cf]/i;
const HEIC_NAME = /\.hei[cf]$/i;

/** An iPhone's HEIC/HEIF picture, by its type or, where the browser gives none, by its name. */
export function isHeic(file: File): boolean {
  return HEIC_TYPE.test(file.type) || HEIC_NAME.test(file.name);
}

export async function photoToSend(file: File, shrink: (file: File) => Promise<File>): Promise<File> {
  if (!isHeic(file)) {
    try {
      return await shrink(file);
    } catch {
      // The browser could not draw it; the server can read more kinds of picture than the browser.
    }
  }
  if (file.size > GUEST_PHOTO_MAX_BYTES) throw new FormProblem('errorPhotoTooLarge');
  return file;
}
