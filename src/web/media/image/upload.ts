/** The two upload calls of the spec (section 7) and how their answers name the stored file. */
import { mediaRoutes as routes } from '../../../shared/api/routes/media';
import { call } from '../../app/api';
import { storedNameFromPublicUpload, storedNameFromUpload } from './upload-answers';

export { mediaKindOf, type MediaKind } from './upload-answers';

/** Both answers are text (axios would try to read them as JSON). */
const AS_TEXT = { config: { responseType: 'text' } } as const;

/** POST /rest/api/public/upload with the file in the field `cropped-image.jpg`; the answer is the stored name. */
export async function uploadCroppedImage(image: Blob): Promise<string> {
  const form = new FormData();
  form.append('cropped-image.jpg', image, 'cropped-image.jpg');
  const name = storedNameFromUpload(await call(routes.upload, { body: form, ...AS_TEXT }));
  if (!name) throw new Error('The server did not name the stored file.');
  return name;
}

/** POST /rest/api/public/upload-public with the field `file`; the answer is text with the name after ' : '. */
export async function uploadPublicFile(file: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, fileName);
  const name = storedNameFromPublicUpload(await call(routes.uploadPublic, { body: form, ...AS_TEXT }));
  if (!name) throw new Error('The server did not name the stored file.');
  return name;
}
