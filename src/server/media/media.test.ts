import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { MAX_BYTES, STORED_NAME } from './file-types';
import { UNSUPPORTED_IMAGE, UNSUPPORTED_MEDIA } from './routes';
import { croppedImageBody, multipartBody, SAMPLE_FILES } from './testing/sample-files';

let t: TestApp;
let authorization: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUserWithToken(t);
  authorization = user.authorization;
  userId = user.id;
});
afterAll(() => t.close());

const uploadsDir = () => join(t.dataDir, 'uploads');
const filesOnDisk = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

async function post(
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  auth: string | null = authorization,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(auth ? { authorization: auth } : {}) },
  });
}

describe('POST /rest/api/public/upload (cropped image)', () => {
  it('stores an image under a generated name, answers the name and records the owner', async () => {
    const response = await post('/rest/api/public/upload', croppedImageBody(SAMPLE_FILES.jpeg));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const name = response.body;
    expect(name).toMatch(STORED_NAME);
    expect(name.endsWith('.jpg')).toBe(true);
    expect(readFileSync(join(uploadsDir(), name))).toEqual(SAMPLE_FILES.jpeg);
    const [row] = await t.app.ctx.db.select().from(uploads).where(eq(uploads.fileName, name));
    expect(row).toMatchObject({ userId, mimeType: 'image/jpeg', sizeBytes: SAMPLE_FILES.jpeg.length });
  });

  it.each(['png', 'gif', 'webp'] as const)(
    'takes %s, naming it by its bytes, not by what the client says',
    async (kind) => {
      const response = await post('/rest/api/public/upload', croppedImageBody(SAMPLE_FILES[kind], 'image/jpeg'));
      expect(response.statusCode).toBe(200);
      expect(response.body.endsWith(`.${kind}`)).toBe(true);
    },
  );

  it('refuses videos and other types, leaving nothing behind', async () => {
    const before = filesOnDisk().length;
    for (const kind of ['mp4', 'pdf', 'html', 'svg'] as const) {
      const response = await post('/rest/api/public/upload', croppedImageBody(SAMPLE_FILES[kind], 'image/jpeg'));
      expect(response.statusCode, kind).toBe(415);
      expect(response.json()).toMatchObject({ message: UNSUPPORTED_IMAGE, responce: UNSUPPORTED_IMAGE });
    }
    expect(filesOnDisk().length).toBe(before);
  });

  it('needs the bearer token', async () => {
    expect((await post('/rest/api/public/upload', croppedImageBody(SAMPLE_FILES.jpeg), null)).statusCode).toBe(401);
    expect(
      (await post('/rest/api/public/upload', croppedImageBody(SAMPLE_FILES.jpeg), 'Bearer nonsense')).statusCode,
    ).toBe(401);
  });

  it('asks for an image when there is none', async () => {
    const noFile = await post('/rest/api/public/upload', multipartBody([{ field: 'note', data: 'hello' }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please select an image to upload.');
    const empty = await post('/rest/api/public/upload', croppedImageBody(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an image over the limit without keeping any of it', async () => {
    const before = filesOnDisk().length;
    const big = Buffer.concat([SAMPLE_FILES.jpeg, Buffer.alloc(MAX_BYTES.image + 1)]);
    const response = await post('/rest/api/public/upload', croppedImageBody(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 10 MB.');
    expect(filesOnDisk().length).toBe(before);
  });
});

describe('POST /rest/api/public/upload-public (generic)', () => {
  it('answers "... : <name>" for images and videos', async () => {
    for (const [kind, ext] of [
      ['png', 'png'],
      ['mp4', 'mp4'],
      ['mov', 'mov'],
      ['webm', 'webm'],
    ] as const) {
      const response = await post(
        '/rest/api/public/upload-public',
        multipartBody([{ field: 'file', filename: `x.${ext}`, data: SAMPLE_FILES[kind] }]),
      );
      expect(response.statusCode, kind).toBe(200);
      const match = /^File uploaded successfully : ([a-f0-9]{32}\.\w+)$/.exec(response.body);
      expect(match?.[1]?.endsWith(`.${ext}`), response.body).toBe(true);
    }
  });

  it("refuses other types with the spec's message", async () => {
    for (const kind of ['pdf', 'html', 'svg'] as const) {
      const response = await post(
        '/rest/api/public/upload-public',
        multipartBody([{ field: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES[kind] }]),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().responce).toBe(UNSUPPORTED_MEDIA);
    }
  });

  it('stores only the first file of a request', async () => {
    const before = filesOnDisk().length;
    const response = await post(
      '/rest/api/public/upload-public',
      multipartBody([
        { field: 'file', filename: 'a.png', data: SAMPLE_FILES.png },
        { field: 'file', filename: 'b.gif', data: SAMPLE_FILES.gif },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/\.png$/);
    expect(filesOnDisk().length).toBe(before + 1);
  });

  it('answers bad requests with 4xx, never 500', async () => {
    const cases = [
      { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } },
      { payload: Buffer.from('garbage'), headers: { 'content-type': 'multipart/form-data; boundary=abc' } },
      {
        payload: Buffer.from('--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      },
      { payload: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data' } },
      { payload: Buffer.from('x'), headers: { 'content-type': 'text/plain' } },
    ];
    for (const body of cases) {
      const response = await post('/rest/api/public/upload-public', body);
      expect(
        response.statusCode,
        `${body.headers['content-type']} ${body.payload.subarray(0, 20).toString()}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('GET /rest/api/public/download', () => {
  let name: string;
  beforeAll(async () => {
    name = (await post('/rest/api/public/upload', croppedImageBody(SAMPLE_FILES.png))).body;
  });

  it('sends the file as an attachment with its recorded type, nosniff and a sandbox', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/rest/api/public/download?filename=${name}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(SAMPLE_FILES.png);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('works without a token, since the name itself is the secret', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/rest/api/public/download?filename=${name}` })).statusCode).toBe(
      200,
    );
  });

  it('never leaves the upload folder', async () => {
    const attempts = [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e%252fetc%252fpasswd',
      '/etc/passwd',
      '%2Fetc%2Fpasswd',
      `..%2Fuploads%2F${name}`,
      `${name}%00.png`,
      `${name.toUpperCase()}`,
      'jwt-secret',
      '..%5C..%5Cjwt-secret',
      `${name}.part`,
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'GET', url: `/rest/api/public/download?filename=${attempt}` });
      expect(response.statusCode, attempt).toBe(400);
      // A NUL byte is refused for every route before the handler sees the name.
      expect(response.json().message, attempt).toBe(
        attempt.includes('%00') ? 'querystring.filename must not contain NUL characters' : 'Invalid file name.',
      );
    }
  });

  it('answers 404 for a well-formed name that was never uploaded, 400 without a name', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/rest/api/public/download?filename=${'0'.repeat(32)}.png`,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/public/download' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/public/download?filename=' })).statusCode).toBe(400);
  });
});
