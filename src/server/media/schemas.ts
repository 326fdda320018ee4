/** JSON Schemas of the media routes (spec section 7: upload, upload-public, download). */
import { errorResponseSchema } from '../http/errors';

const problems = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
} as const;

const multipartBody = {
  consumes: ['multipart/form-data'],
} as const;

export const uploadImageSchema = {
  summary: 'Upload a cropped image (multipart field cropped-image.jpg); answers the stored file name as text',
  ...multipartBody,
  response: { 200: { content: { 'text/plain': { schema: { type: 'string' } } } }, ...problems },
} as const;

export const uploadPublicSchema = {
  summary: 'Upload an image or a video (multipart field file); answers "File uploaded successfully : <name>"',
  ...multipartBody,
  response: { 200: { content: { 'text/plain': { schema: { type: 'string' } } } }, ...problems },
} as const;

export const downloadSchema = {
  summary: 'A stored upload by name, as an attachment',
  querystring: {
    type: 'object',
    required: ['filename'],
    properties: { filename: { type: 'string', minLength: 1, maxLength: 200 } },
    additionalProperties: false,
  },
  response: { 400: errorResponseSchema, 404: errorResponseSchema },
} as const;
