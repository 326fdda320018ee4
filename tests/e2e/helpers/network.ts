/** A guest's or buyer's slow connection, emulated by Chromium for one page (DevTools' network throttling). */
import type { Page } from '@playwright/test';

interface NetworkConditions {
  /** Round trip added to each request, ms. */
  latency: number;
  /** Bytes a second each way. */
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Chrome DevTools' "Slow 3G": 400 ms of latency, about 50 kB/s each way. */
export const SLOW_3G: NetworkConditions = { latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

/** Mobile data of a slow 4G kind: 150 ms of latency, 200 kB/s down, 100 kB/s up. */
export const SLOW_4G: NetworkConditions = {
  latency: 150,
  downloadThroughput: 200 * 1024,
  uploadThroughput: 100 * 1024,
};

export async function emulateNetwork(page: Page, conditions: NetworkConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
}
