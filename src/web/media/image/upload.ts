/** The two upload calls of the spec (section 7) and how their answers name the stored file. */
import { api } from '../../app/api';
import { storedNameFromPublicUpload, storedNameFromUpload } from './upload-answers';

export { mediaKindOf, type MediaKind } from './upload-answers';

/** POST /rest/api/public/upload with the file in the field `cropped-image.jpg`; the answer is the stored name. */
export async function uploadCroppedImage(image: Blob): Promise<string> {
  const form = new FormData();
  form.append('cropped-image.jpg', image, 'cropped-image.jpg');
  const { data } = await api.post<unknown>('/rest/api/public/upload', form, { responseType: 'text' });
  const name = storedNameFromUpload(data);
  if (!name) throw new Error('The server did not name the stored file.');
  return name;
}

/** POST /rest/api/public/upload-public with the field `file`; the answer is text with the name after ' : '. */
export async function uploadPublicFile(file: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, fileName);
  const { data } = await api.post<unknown>('/rest/api/public/upload-public', form, { responseType: 'text' });
  const name = storedNameFromPublicUpload(data);
  if (!name) throw new Error('The server did not name the stored file.');
  return name;
}
