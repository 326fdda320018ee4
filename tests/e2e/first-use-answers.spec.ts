/**
 * Every public address answers a client that asks for no compression (curl, wget, uptime checks, validators,
 * crawlers) as it answers a browser, and HEAD as GET: every prerendered page, the app's own pages (served the
 * app's shell) and a guest's invitation page, with Accept-Encoding absent and "identity".
 */
import { publicPageKeys } from '../../src/shared/site/public-pages';
import { seedLiveSite } from '../../src/server/moderation/testing/seed';
import { expect, test } from './fixtures';
import { createUser } from './helpers/users';

/** The app's pages a visitor may open by address (history fallback). */
const APP_PAGES = ['/login', '/signup', '/forgotpass', '/login?from=%2Fusercart', '/dash', '/usercart'];

test('every public page answers alike with and without compression, to HEAD as to GET', async ({ request, server }) => {
  test.setTimeout(120_000);
  const owner = await createUser(server);
  const slug = `firstuse-${owner.id}`;
  await seedLiveSite(server.app.ctx, { userId: owner.id, tempId: 'wed001', slug });
  const addresses = [...publicPageKeys(), '/?utm_source=whatsapp', ...APP_PAGES, `/invite/${slug}`];

  for (const url of addresses) {
    const browser = await request.get(url);
    expect(browser.status(), url).toBe(200);
    const html = await browser.text();
    for (const encoding of [undefined, 'identity']) {
      // Playwright sends its own Accept-Encoding unless told otherwise; an empty header is none at all.
      const headers = { 'accept-encoding': encoding ?? '' };
      const plain = await request.get(url, { headers });
      expect(plain.status(), `${url} ${encoding ?? 'none'}`).toBe(200);
      expect(plain.headers()['content-encoding'], `${url} ${encoding ?? 'none'}`).toBeUndefined();
      expect(plain.headers()['content-type'], `${url} ${encoding ?? 'none'}`).toBe(browser.headers()['content-type']);
      // The invitation page writes a fresh nonce into each answer; everything else is the same HTML.
      const same = (text: string) => text.replace(/nonce="[^"]*"/g, 'nonce=""');
      expect(same(await plain.text()), `${url} ${encoding ?? 'none'}`).toBe(same(html));

      const head = await request.head(url, { headers });
      expect(head.status(), `HEAD ${url} ${encoding ?? 'none'}`).toBe(200);
      expect(head.headers()['content-type'], `HEAD ${url}`).toBe(plain.headers()['content-type']);
      expect(head.headers()['cache-control'], `HEAD ${url}`).toBe(plain.headers()['cache-control']);
      expect((await head.body()).length, `HEAD ${url}`).toBe(0);
    }
  }
});
