/**
 * The web app's addresses answer the same to every client: with or without Accept-Encoding (curl, wget, uptime
 * checks and crawlers send none), and to HEAD as to GET. Served from a small web build laid out as `vite build`
 * writes it (index.html with its compressed copies at the root, hashed assets, the prerendered pages).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const SHELL = '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>';
const page = (name: string) => `<!doctype html><div id="root" data-page="${name}"><h1>${name}</h1></div>`;

/** Writes a file with the .br and .gz copies the build puts beside it. */
function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

function writeWebBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'pages'));
  writeWithCopies(join(dir, 'index.html'), SHELL);
  writeWithCopies(join(dir, 'assets', 'app-1.js'), 'console.log("app");'.repeat(20));
  writeFileSync(join(dir, 'pages', 'page-0.html'), page('/'));
  writeFileSync(join(dir, 'pages', 'page-1.html'), page('/temp'));
  writeFileSync(join(dir, 'pages', 'page-2.html'), page('/blog'));
  writeFileSync(join(dir, 'pages', 'not-found.html'), page('/__not_found__'));
  writeFileSync(
    join(dir, 'pages', 'manifest.json'),
    JSON.stringify({
      pages: { '/': 'page-0.html', '/temp': 'page-1.html', '/blog': 'page-2.html' },
      notFound: 'not-found.html',
      notFoundPathToken: '/__not_found__',
      appPaths: ['/', '/temp', '/blog', '/blog/:id', '/login', '/dash'],
    }),
  );
}

const ENCODINGS: Record<string, Record<string, string>> = {
  none: {},
  identity: { 'accept-encoding': 'identity' },
  gzip: { 'accept-encoding': 'gzip' },
  br: { 'accept-encoding': 'br' },
  browser: { 'accept-encoding': 'gzip, deflate, br, zstd' },
};

/** Headers that differ with the encoding chosen or with the moment of the answer. */
const VARYING = new Set(['content-encoding', 'content-length', 'date', 'x-request-id', 'connection', 'etag']);
const stableHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

describe('the web app answers every client alike', () => {
  let web: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'firstuse-web-'));
    writeWebBuild(webDist);
    web = await createTestApp({ overrides: { webDist } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const cases: [string, number, string][] = [
    ['/', 200, '<h1>/</h1>'],
    ['/?utm_source=whatsapp', 200, '<h1>/</h1>'],
    ['/temp', 200, '<h1>/temp</h1>'],
    ['/blog/', 200, '<h1>/blog</h1>'],
    ['/login', 200, SHELL],
    ['/dash', 200, SHELL],
    ['/no-such-page', 404, '<h1>/no-such-page</h1>'],
    // The build's own folders are not pages: the not-found page, never a listing or a refusal.
    ['/assets/', 404, '<h1>/assets</h1>'],
    ['/pages/', 404, '<h1>/pages</h1>'],
    ['/assets/app-1.js', 200, 'console.log("app");'],
  ];

  for (const [url, status, body] of cases) {
    it(`${url}: the same answer with any Accept-Encoding, and HEAD as GET`, async () => {
      const answers = [];
      for (const [name, headers] of Object.entries(ENCODINGS)) {
        const get = await web.app.inject({ method: 'GET', url, headers });
        expect(get.statusCode, `${name} GET`).toBe(status);
        // inject decodes nothing: an encoded body is checked through its decoded text.
        const encoding = get.headers['content-encoding'];
        const text =
          encoding === 'br'
            ? (await import('node:zlib')).brotliDecompressSync(get.rawPayload).toString()
            : encoding === 'gzip'
              ? (await import('node:zlib')).gunzipSync(get.rawPayload).toString()
              : get.body;
        expect(text, `${name} GET`).toContain(body);
        if (!('accept-encoding' in headers) || headers['accept-encoding'] === 'identity')
          expect(encoding, name).toBeUndefined();

        const head = await web.app.inject({ method: 'HEAD', url, headers });
        expect(head.statusCode, `${name} HEAD`).toBe(status);
        expect(head.body, `${name} HEAD`).toBe('');
        expect(stableHeaders(head.headers), `${name} HEAD`).toEqual(stableHeaders(get.headers));
        expect(head.headers['content-encoding'], `${name} HEAD`).toBe(encoding);
        answers.push({ name, text, headers: stableHeaders(get.headers) });
      }
      for (const answer of answers.slice(1)) {
        expect(answer.text, answer.name).toBe(answers[0].text);
        expect(answer.headers, answer.name).toEqual(answers[0].headers);
      }
    });
  }
});
