/**
 * Bodies that are not JSON: multipart forms (uploads, music, guest photos) and the payment webhook's signed
 * bytes. Neither is declared as a JSON Schema in the OpenAPI document (a multipart route documents its fields
 * in its summary, the webhook reads raw bytes), so their shapes are written here as schemas and generated
 * from them, with arbitrary field values, file bytes, and missing or extra fields.
 */
import fc from 'fast-check';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from '../../../src/server/media/testing/sample-files';
import type { JsonSchema } from '../api-robustness/routes';
import { arbitraryFor } from './arbitraries';

type SampleName = keyof typeof SAMPLE_FILES;

/**
 * The form fields each multipart route reads, by route, and the sample files it keeps. A complete form mostly
 * carries one of those, so every run reaches the path that stores a file however the samples grow (drawn from
 * all of them alike, a route that keeps one sample in twelve was reached by luck of the seed).
 */
export const MULTIPART_FIELDS: Record<
  string,
  { files: string[]; texts: Record<string, JsonSchema>; keeps: SampleName[] }
> = {
  // The spec's image upload reads the first file, whatever its field is called.
  'POST /rest/api/public/upload': {
    files: ['file', 'cropped-image.jpg'],
    texts: {},
    keeps: ['png', 'jpeg', 'gif', 'webp'],
  },
  'POST /rest/api/public/upload-public': { files: ['file'], texts: {}, keeps: ['png', 'jpeg', 'gif', 'webp'] },
  'POST /rest/api/private/look/:templateId/music': { files: ['file'], texts: {}, keeps: ['mp3', 'ogg', 'aac', 'm4a'] },
  // Guests' photos are decoded on the server: only the one real picture among the samples survives that.
  'POST /rest/api/public/live/:slug/photos': {
    files: ['file'],
    texts: { name: { type: 'string', minLength: 1, maxLength: 80 } },
    keeps: ['png'],
  },
};

/** Text that can sit in a part's header (a quote or line break would end the header, which is another test). */
const headerText = (maxLength: number) =>
  fc
    .oneof(
      fc.string({ maxLength }),
      fc.constantFrom('../../etc/passwd', '..\\..\\x.png', 'a\u0000.png', 'ಚಿತ್ರ.png', '', ' ', '%2e%2e%2fx'),
    )
    .map((text) => text.replace(/["\r\n]/g, '_'));

const CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'video/mp4',
  'audio/mpeg',
  'audio/ogg',
  'text/html',
  'image/svg+xml',
  'application/octet-stream',
  '',
];

/** Recognisable files, the same with trailing bytes, random bytes, nothing. */
const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Object.values(SAMPLE_FILES)).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...Object.values(SAMPLE_FILES)), fc.uint8Array({ maxLength: 200 }))
      .map(([head, tail]) => Buffer.concat([head, tail])),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
);

function partArbitrary(fields: (typeof MULTIPART_FIELDS)[string]): fc.Arbitrary<MultipartPart> {
  const file = fc.record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields.files) }, headerText(20)),
    filename: headerText(40),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    data: fileBytes,
  });
  const textNames = Object.keys(fields.texts);
  const text = fc.oneof(
    ...textNames.map((name) =>
      fc.record({
        field: fc.constant(name),
        data: fc.oneof(arbitraryFor(fields.texts[name]).map(String), fc.string({ maxLength: 300 })),
      }),
    ),
    fc.record({ field: headerText(20), data: fc.string({ maxLength: 60 }) }),
  );
  return fc.oneof({ weight: 3, arbitrary: file }, { weight: textNames.length ? 2 : 1, arbitrary: text });
}

/** A multipart form for the route: its fields in any order, any of them missing, repeated or joined by others. */
export function multipartArbitrary(routeKey: string): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const fields = MULTIPART_FIELDS[routeKey];
  // Every field the route reads, with schema values and any file, so a share of the forms gets past the parser.
  const complete = fc
    .tuple(
      fc.record(Object.fromEntries(Object.entries(fields.texts).map(([name, schema]) => [name, arbitraryFor(schema)]))),
      fc.constantFrom(...fields.files),
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...fields.keeps).map((name) => Buffer.from(SAMPLE_FILES[name])) },
        { weight: 1, arbitrary: fileBytes },
      ),
      fc.array(partArbitrary(fields), { maxLength: 1 }),
    )
    .map(([texts, field, data, extra]): MultipartPart[] => [
      ...Object.entries(texts).map(([name, value]) => ({ field: name, data: String(value) })),
      { field, filename: 'photo.bin', contentType: 'application/octet-stream', data },
      ...extra,
    ]);
  const anything = fc.array(partArbitrary(fields), { maxLength: 4 });
  return fc.oneof(complete, anything).map((parts) => {
    const body = multipartBody(parts);
    return { payload: body.payload, contentType: body.headers['content-type'] };
  });
}

/** Razorpay's payment-link events as the webhook reads them, naming the given orders (and their amounts) or others. */
export function webhookBodySchema(orders: { id: string; amountPaise: number }[]): JsonSchema {
  const text = (maxLength: number) => ({ type: 'string', maxLength });
  return {
    type: 'object',
    required: ['event', 'payload'],
    properties: {
      event: { enum: ['payment_link.paid', 'payment_link.expired', 'payment_link.cancelled', 'payment.captured'] },
      payload: {
        type: 'object',
        properties: {
          payment_link: {
            type: 'object',
            required: ['entity'],
            properties: {
              entity: {
                type: 'object',
                properties: {
                  id: { anyOf: [{ enum: ['plink_fuzz1', 'plink_fuzz2'] }, text(40)] },
                  reference_id: { anyOf: [{ enum: orders.map((order) => order.id) }, text(60)] },
                  amount_paid: {
                    anyOf: [
                      { enum: orders.map((order) => order.amountPaise) },
                      { type: 'integer', minimum: -1, maximum: 10_000_000 },
                    ],
                  },
                  currency: { anyOf: [{ enum: ['INR'] }, text(5)] },
                  status: { enum: ['paid', 'expired', 'cancelled', 'created'] },
                },
              },
            },
          },
          payment: {
            type: 'object',
            required: ['entity'],
            properties: {
              entity: {
                type: 'object',
                properties: {
                  id: { anyOf: [{ enum: ['pay_fuzz1'] }, text(40)] },
                  amount: { type: 'integer', minimum: 0, maximum: 10_000_000 },
                  currency: { enum: ['INR', 'USD'] },
                },
              },
            },
          },
        },
      },
    },
  };
}
