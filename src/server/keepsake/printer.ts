/**
 * Prints a book's HTML to PDF in headless Chromium (Debian's, at CHROMIUM_PATH), launched with the flags the
 * browser journeys use. Chromium shapes Hindi and Kannada with HarfBuzz and keeps text as text in the PDF.
 * The page may load only the fonts and photos it was given (each read by its own reader: fonts from disk,
 * photos through the file store, so the bucket's too); every other request is refused, so a wish's text can
 * never make the printer fetch anything. JavaScript is off in the printing page: the book needs none, so
 * nothing in it can run. The whole print is bounded by a timeout and stopped by the job's signal (the server
 * closing); either way the browser is closed at once.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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

/** Reads one file the page may load: its bytes, or null when it is gone. */
export type PageFile = () => Promise<Buffer | null>;

/** A page drawn in Chromium from given HTML and files: what the book's print and the invitation card share. */
export interface ChromiumPage {
  html: string;
  /** Addresses the page may load and their readers; the address's extension gives the type. */
  files: Map<string, PageFile>;
  chromiumPath: string;
  timeoutMs: number;
  /** The window's size in CSS pixels (one device pixel each); Chromium's default when absent. */
  viewport?: { width: number; height: number };
  /** Aborted when the server shuts down: the work stops and Chromium is closed. */
  signal?: AbortSignal;
  /** Called with 0-0.8 as the page's files arrive. */
  onProgress?: (share: number) => void;
}

export interface PrintJob extends ChromiumPage {
  size: KeepsakeSize;
}

export async function printPdf(job: PrintJob): Promise<Buffer> {
  return inChromium(job, async (page) => {
    const pdf = await page.pdf({ format: job.size, printBackground: true, preferCSSPageSize: true });
    job.onProgress?.(0.95);
    return pdf;
  });
}

/**
 * Loads `job.html` in a fresh headless Chromium with JavaScript off and only `job.files` reachable, waits for its
 * fonts, and hands the page to `work` (a PDF, a screenshot); bounded by the timeout and the signal, and the
 * browser is closed however it ends.
 */
export async function inChromium<T>(job: ChromiumPage, work: (page: Page) => Promise<T>): Promise<T> {
  if (!(await printerAvailable(job.chromiumPath))) throw new PrinterMissing(job.chromiumPath);
  let browser: Browser | undefined;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  // Settles only by failing: the timeout struck, or the server is closing (the signal, perhaps aborted already).
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PrintTimedOut(`the print took longer than ${job.timeoutMs} ms`)),
      job.timeoutMs,
    );
    onAbort = () => reject(new PrintAborted('the server is closing'));
    if (job.signal?.aborted) onAbort();
    else job.signal?.addEventListener('abort', onAbort, { once: true });
  });
  let finished = false;
  const print = async (): Promise<T> => {
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
    const context = await launched.newContext({
      javaScriptEnabled: false,
      ...(job.viewport ? { viewport: job.viewport, deviceScaleFactor: 1 } : {}),
    });
    const page = await context.newPage();
    let served = 0;
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      const read = job.files.get(url);
      if (!read) return route.abort('blockedbyclient').catch(() => undefined);
      // A file gone or unreadable (the bucket not answering) is left out of the book, not waited for.
      const body = await read().catch(() => null);
      served += 1;
      job.onProgress?.((0.8 * served) / Math.max(1, job.files.size));
      const type = TYPES[extname(new URL(url).pathname)] ?? 'application/octet-stream';
      // The page may be gone meanwhile (the print timed out or was stopped): nothing is left to answer.
      await (body ? route.fulfill({ status: 200, body, contentType: type }) : route.abort('failed')).catch(
        () => undefined,
      );
    });
    await page.setContent(job.html, { waitUntil: 'load', timeout: job.timeoutMs });
    // The document has no script of its own (React's static markup; guests' text is escaped), and the page runs
    // none; this call of ours still does, and waits until every font face the text uses has arrived, so no page
    // is printed in a fallback face.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return work(page);
  };
  try {
    return await Promise.race([print(), stopped]);
  } finally {
    finished = true;
    clearTimeout(timer);
    if (onAbort) job.signal?.removeEventListener('abort', onAbort);
    await (browser as Browser | undefined)?.close().catch(() => undefined);
  }
}

/** Pages of a PDF Chromium wrote (its page objects are plain, not in object streams). */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}
