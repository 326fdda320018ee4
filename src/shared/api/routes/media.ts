/** The media routes of the spec (section 7; contract: ../media.ts), for typed calls. */
import type { DownloadQuery } from '../media';
import { route, type } from '../route';

export const mediaRoutes = {
  /** Multipart, the image in the field `cropped-image.jpg`; the answer is text naming the stored file. */
  upload: route('POST', '/rest/api/public/upload', { answer: type<unknown>(), body: type<FormData>() }),
  /** Multipart, the file in the field `file`; the answer is text with the stored name after ' : '. */
  uploadPublic: route('POST', '/rest/api/public/upload-public', { answer: type<unknown>(), body: type<FormData>() }),
  /** The stored bytes (asked for with `responseType: 'blob'`). */
  download: route('GET', '/rest/api/public/download', { answer: type<Blob>(), query: type<DownloadQuery>() }),
};
