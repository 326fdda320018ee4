/** A guest's photo posted as a plain multipart form, read with bounds, and the same fields sent on as a JSON call's body. */
import type { FastifyRequest } from 'fastify';

export interface PostedPhoto {
  name: string;
  file?: { bytes: Buffer; fileName: string; type: string };
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
        if (bytes.length > 0) file = { bytes, fileName: part.filename || 'photo', type: part.mimetype };
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

/** The same two fields as a multipart body for the JSON call. */
export function photoPayload(name: string, file: NonNullable<PostedPhoto['file']>) {
  const boundary = `----guest-photo-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const quoted = (text: string) => text.replace(/["\r\n\\]/g, '_');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(file.fileName)}"\r\n` +
    `Content-Type: ${quoted(file.type || 'application/octet-stream')}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'utf8'), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
