/** A guest's photo posted as a plain multipart form, read with bounds. */
import type { FastifyRequest } from 'fastify';

export interface PostedPhoto {
  name: string;
  file?: { bytes: Buffer };
}

/** The name and the photo of a multipart post, whatever order they come in; a refusal's status when unreadable. */
export async function readPhotoPost(request: FastifyRequest): Promise<PostedPhoto | { name: string; status: number }> {
  let name = '';
  let file: PostedPhoto['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = { bytes };
      } else if (part.fieldname === 'name') {
        name = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { name, status: code === 'FST_REQ_FILE_TOO_LARGE' ? 413 : 400 };
  }
  return { name, ...(file ? { file } : {}) };
}
