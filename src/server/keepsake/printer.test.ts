/**
 * The printer on its own (Debian's Chromium): it runs no script of the book, and it stops at once when told to.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOK_ORIGIN } from './book-content';
import { PrintAborted, printPdf, type PageFile } from './printer';
import { loadConfig } from '../config';

const chromiumPath = loadConfig({}, { jwtSecret: 'x'.repeat(40) }).keepsake.chromiumPath;
const dir = mkdtempSync(join(tmpdir(), 'keepsake-printer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function textOf(pdf: Buffer): string {
  const file = join(dir, 'printed.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('the keepsake printer', () => {
  it('prints with JavaScript off: a script in the book changes nothing on the page', async () => {
    const html = `<!doctype html><html><body>
      <p id="wish">Printed as it was written</p>
      <script>
        document.getElementById('wish').textContent = 'A script rewrote this wish';
        document.body.insertAdjacentHTML('beforeend', '<p>A script added this line</p>');
      </script>
      <img src="x" onerror="document.body.insertAdjacentHTML('beforeend', '<p>An onerror handler ran</p>')">
    </body></html>`;
    const pdf = await printPdf({ html, files: new Map(), size: 'A5', chromiumPath, timeoutMs: 60_000 });
    const text = textOf(pdf);
    expect(text).toContain('Printed as it was written');
    expect(text).not.toContain('script');
    expect(text).not.toContain('onerror');
  }, 60_000);

  it('stops at once when its signal is aborted, while the page still waits for a picture', async () => {
    const stop = new AbortController();
    let asked!: () => void;
    const pictureAsked = new Promise<void>((resolve) => (asked = resolve));
    // A picture whose store never answers: the page would wait for it until the print's timeout.
    const stalled: PageFile = () => {
      asked();
      return new Promise(() => undefined);
    };
    const src = `${BOOK_ORIGIN}/photo/${'ab'.repeat(16)}.webp`;
    const printing = printPdf({
      html: `<!doctype html><html><body><img src="${src}"></body></html>`,
      files: new Map([[src, stalled]]),
      size: 'A5',
      chromiumPath,
      timeoutMs: 120_000,
      signal: stop.signal,
    });
    printing.catch(() => undefined);
    await pictureAsked;
    const abortedAt = Date.now();
    stop.abort();
    await expect(printing).rejects.toBeInstanceOf(PrintAborted);
    expect(Date.now() - abortedAt).toBeLessThan(5_000);
  }, 60_000);
});
