/**
 * Prints a book's HTML to PDF in headless Chromium (Debian's, at CHROMIUM_PATH), launched with the flags the
 * browser journeys use. Chromium shapes Hindi and Kannada with HarfBuzz and keeps text as text in the PDF.
 * The page may load only the fonts and photos it was given (answered from disk); every other request is
 * refused, so a wish's text can never make the printer fetch anything. The whole print is bounded by a timeout,
 * after which the browser is closed.
 */
import { constants } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Browser } from 'playwright-core';
import type { KeepsakeSize } from '../../shared/api/keepsake';

/** The flags of playwright.config.ts: no sandbox (containers), no GPU, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const TYPES: Record<string, string> = {
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

export class PrinterMissing extends Error {}
export class PrintTimedOut extends Error {}
export class PrintAborted extends Error {}

/** Whether an executable Chromium is at the configured path. */
export async function printerAvailable(chromiumPath: string): Promise<boolean> {
  return access(chromiumPath, constants.X_OK).then(
    () => true,
    () => false,
  );
}

export interface PrintJob {
  html: string;
  files: Map<string, string>;
  size: KeepsakeSize;
  chromiumPath: string;
  timeoutMs: number;
  /** Aborted when the server shuts down: the print stops and Chromium is closed. */
  signal?: AbortSignal;
  /** Called with 0-1 as the page's files arrive and the PDF is made. */
  onProgress?: (share: number) => void;
}

export async function printPdf(job: PrintJob): Promise<Buffer> {
  if (!(await printerAvailable(job.chromiumPath))) throw new PrinterMissing(job.chromiumPath);
  let browser: Browser | undefined;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PrintTimedOut(`the print took longer than ${job.timeoutMs} ms`)),
      job.timeoutMs,
    );
  });
  let finished = false;
  const print = async (): Promise<Buffer> => {
    // Loaded when a book is printed: the library alone takes about 90 MB, which a server that never prints keeps.
    const { chromium } = await import('playwright-core');
    const launched = await chromium.launch({
      executablePath: job.chromiumPath,
      args: CHROMIUM_ARGS,
      timeout: job.timeoutMs,
    });
    browser = launched;
    // The timeout may have struck while Chromium started: it is closed at once instead of left running.
    if (finished) await launched.close();
    const context = await launched.newContext();
    const page = await context.newPage();
    let served = 0;
    await page.route('**/*', async (route) => {
      const path = job.files.get(route.request().url());
      if (!path) return route.abort('blockedbyclient');
      const body = await readFile(path).catch(() => null);
      served += 1;
      job.onProgress?.((0.8 * served) / Math.max(1, job.files.size));
      if (!body) return route.abort('filenotfound');
      return route.fulfill({ status: 200, body, contentType: TYPES[extname(path)] ?? 'application/octet-stream' });
    });
    await page.setContent(job.html, { waitUntil: 'load', timeout: job.timeoutMs });
    // The document has no script of its own (React's static markup; guests' text is escaped); this waits until
    // every font face the text uses has arrived, so no page is printed in a fallback face.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pdf = await page.pdf({ format: job.size, printBackground: true, preferCSSPageSize: true });
    job.onProgress?.(0.95);
    return pdf;
  };
  try {
    return await Promise.race([print(), timedOut]);
  } finally {
    finished = true;
    clearTimeout(timer);
    await (browser as Browser | undefined)?.close().catch(() => undefined);
  }
}

/** Pages of a PDF Chromium wrote (its page objects are plain, not in object streams). */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}
