/**
 * Wire contract of the media calls (spec section 7: upload, upload-public, download). Uploads are
 * multipart/form-data and answer plain text; the TypeBox values are the routes' JSON Schemas.
 */
import { Type, type Static } from 'typebox';
import { Strict } from './schema-helpers';

/** GET /rest/api/public/download?filename=<stored name> */
export const DownloadQuery = Strict({ filename: Type.String({ minLength: 1, maxLength: 200 }) });
export type DownloadQuery = Static<typeof DownloadQuery>;

/** Both uploads answer text: the stored name, or "File uploaded successfully : <name>". */
export const UploadAnswer = Type.String();

/** The download's answer: the stored bytes as a stream, under the type recorded at upload. */
export const DownloadAnswer = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
