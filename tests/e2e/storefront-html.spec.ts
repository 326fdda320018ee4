/**
 * The storefront arrives as HTML drawn from the same React components, then hydrates: the HTML alone (no
 * script) holds each page's content, head, preview card and structured data; sitemap.xml and robots.txt list
 * the public pages and the invitation sites whose buyer opted in; the page's own nodes survive hydration
 * (no mismatch), and the pages work at a phone's width and on a desktop, and without JavaScript.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BLOG_POSTS } from '../../src/shared/blog';
import { TEMPLATES, findTemplate } from '../../src/shared/catalogue';
import { CONTACT_MESSAGES } from '../../src/shared/contact';
import { discountedPrice, formatRupees, PACK_TYPES } from '../../src/shared/pricing';
import { liveSites } from '../../src/server/db/schema';
import { expect, test } from './fixtures';
import { createUser, signInBrowser } from './helpers/users';
import { appHasTakenOver, BUSINESS, contactRowsFor, openHydrated, startUsing, visitsOf } from './storefront-helpers';

const SENT = CONTACT_MESSAGES.success;

// The business's contact as configured, which the pages show in their HTML.
test.use({ serverEnv: BUSINESS });

const WED001 = findTemplate('wed001')!;

/** The JSON-LD objects of a page's HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test.describe('the HTML before any script', () => {
  test('a template page holds its name, three pack prices, its head and Product data in INR', async ({
    request,
    server,
  }) => {
    const answer = await request.get('/tempdetails/wed001');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
    const html = await answer.text();
    expect(html).toContain(`<h1 class="detail-hero__name">${WED001.name}</h1>`);
    for (const pack of PACK_TYPES) expect(html).toContain(formatRupees(discountedPrice(WED001, pack)));
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${WED001.name} · Wedding invitation website · Utsav Invites`);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(WED001.details);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}/tempdetails/wed001`);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${server.url}/rest/api/public/art/wed001/cover.png`,
    );
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');

    const product = jsonLd(html).find((data) => data['@type'] === 'Product') as {
      name: string;
      offers: { '@type': string; price: string; priceCurrency: string; name: string }[];
    };
    expect(product.name).toBe(WED001.name);
    expect(product.offers).toHaveLength(3);
    expect(product.offers.map((offer) => [offer['@type'], offer.priceCurrency, Number(offer.price)])).toEqual(
      PACK_TYPES.map((pack) => ['Offer', 'INR', discountedPrice(WED001, pack)]),
    );
    // The picture in the card is real artwork.
    const cover = await request.get(new URL(attr(html, /<meta property="og:image" content="([^"]*)"/)!).pathname);
    expect(cover.status()).toBe(200);
    expect(cover.headers()['content-type']).toBe('image/png');
  });

  test('every public page has its own title, description and canonical address; posts are Articles', async ({
    request,
    server,
  }) => {
    const titles = new Set<string>();
    for (const path of ['/', '/temp', '/temp?category=wedding', '/blog', '/blog/1', '/terms', '/privacy']) {
      const html = await (await request.get(path)).text();
      const title = attr(html, /<title>([^<]*)<\/title>/)!;
      expect(title, path).toBeTruthy();
      titles.add(title);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${server.url}${path}`);
      expect(attr(html, /<meta name="description" content="([^"]*)"/), path).toBeTruthy();
      expect(html.match(/<title>/g), path).toHaveLength(1);
    }
    expect(titles.size).toBe(7);

    const post = BLOG_POSTS.find((p) => p.id === 1)!;
    const postHtml = await (await request.get('/blog/1')).text();
    expect(postHtml).toContain(post.heading.replace(/&/g, '&amp;'));
    const article = jsonLd(postHtml).find((data) => data['@type'] === 'Article')!;
    expect(article.headline).toBe(post.heading);
    expect(article.datePublished).toBe(post.publishedDate);

    // The catalogue's tab page lists that tab's templates in its HTML.
    const wedding = await (await request.get('/temp?category=wedding')).text();
    expect(wedding).toContain('href="/tempdetails/wed002"');
  });

  test('an unknown address is the not-found page with status 404, naming the address', async ({ request }) => {
    const answer = await request.get('/no-such-page');
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('<code>/no-such-page</code>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect((await request.get('/tempdetails/nope999')).status()).toBe(404);
    // The signed-in area is still the app's shell.
    const dash = await request.get('/dash');
    expect(dash.status()).toBe(200);
    expect(await dash.text()).toContain('<div id="root"></div>');
    // The prerendered files are not served under their file names.
    expect((await request.get('/pages/manifest.json')).status()).toBe(404);
  });

  test('sitemap.xml lists the public pages, every template and only the opted-in open invitation sites', async ({
    request,
    server,
  }) => {
    const owner = await createUser(server);
    const tag = randomBytes(3).toString('hex');
    const site = (slug: string, indexable: boolean, accessCodeHash: string | null = null) => ({
      id: `site_${slug}`,
      userId: owner.id,
      tempId: `x${slug}`,
      slug,
      published: true,
      indexable,
      accessCodeHash,
    });
    await server.app.ctx.db
      .insert(liveSites)
      .values([
        site(`listed-${tag}`, true),
        site(`unlisted-${tag}`, false),
        site(`private-${tag}`, true, 'scrypt$hash'),
        { ...site(`gone-${tag}`, true), published: false },
      ]);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);

    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/xml');
    const xml = await answer.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc.replace(/&amp;/g, '&'));
    for (const path of ['/', '/temp', '/temp?category=wedding', '/blog', '/terms', '/privacy']) {
      expect(locs).toContain(`${server.url}${path}`);
    }
    for (const template of TEMPLATES) expect(locs).toContain(`${server.url}/tempdetails/${template.id}`);
    for (const post of BLOG_POSTS) expect(locs).toContain(`${server.url}/blog/${post.id}`);
    expect(locs).toContain(`${server.url}/invite/listed-${tag}`);
    for (const hidden of ['unlisted', 'private', 'gone'])
      expect(locs).not.toContain(`${server.url}/invite/${hidden}-${tag}`);
  });
});

/**
 * Opens a page with its script held back, marks the page's heading, lets the script run, and waits until React
 * has taken over the page. A hydration mismatch makes React draw the page anew: the marked node would be gone.
 */
async function openAndHydrate(page: Page, path: string, heading: string): Promise<void> {
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await h1.evaluate((node) => ((window as unknown as { drawn: Element }).drawn = node));
  await release();
  // Hydrated: the heading is still the node the HTML made.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const drawn = (window as unknown as { drawn: Element }).drawn;
        return drawn.isConnected && drawn === document.querySelector('h1');
      }),
    )
    .toBe(true);
}

const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds back the app's entry script, as a slow connection would. The returned function lets it load (the visitor
 * is using the page by then: a first visit fetches the app only once they do) and waits until React has taken
 * over the page.
 */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  let asked = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return async () => {
    release();
    // A move made before the page's boot script listens brings nothing, for a visitor too (on a busy machine the
    // script can come after the heading shows): the visitor goes on moving until the page asks for the app.
    await expect
      .poll(async () => {
        if (!asked) await startUsing(page);
        return asked;
      })
      .toBe(true);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    await page.unroute(APP_ENTRY);
  };
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`hydration on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public pages hydrate without a mismatch and their links move inside the app', async ({ page }) => {
      const errors = watchErrors(page);
      for (const [path, heading] of [
        ['/', /./],
        ['/temp', 'Find the perfect invitation'],
        ['/temp?category=wedding', 'Find the perfect invitation'],
        ['/tempdetails/wed001', WED001.name],
        ['/blog', 'Recent Blog Post'],
        ['/blog/1', BLOG_POSTS[0].heading],
        ['/terms', /Terms/],
        ['/privacy', /Privacy/],
      ] as const) {
        await openAndHydrate(page, path, heading as string);
      }
      expect(errors).toEqual([]);
      // The not-found page hydrates too (the browser logs the document's 404 status itself).
      await openAndHydrate(page, '/no-such-page', 'Page not found');
      await expect(page.locator('main code')).toHaveText('/no-such-page');
      // An unknown template: the 404 answer's HTML is replaced by the detail page's own words, without errors.
      await page.goto('/tempdetails/nope999');
      await expect(page.getByRole('heading', { level: 1, name: 'Error: Template not found' })).toBeVisible();
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
      errors.length = 0;

      // A link is followed by the router (no new document: the window keeps what was set on it).
      await openAndHydrate(page, '/tempdetails/wed001', WED001.name);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Templates' }).click();
      await expect(page).toHaveURL(/\/temp$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Find the perfect invitation' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The head follows the move.
      await expect(page).toHaveTitle('Invitation templates · Utsav Invites');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/temp$/);
      expect(errors).toEqual([]);
    });

    test('a signed-in buyer sees their account after hydration and adds a template to the cart', async ({
      page,
      server,
    }) => {
      const errors = watchErrors(page);
      await signInBrowser(page, await createUser(server));
      await openAndHydrate(page, '/tempdetails/wed001', WED001.name);
      // The HTML has the signed-out bar; the stored session shows right after hydration, without a mismatch.
      await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
      await page.getByRole('button', { name: 'Get This Template' }).click();
      await expect(page).toHaveURL(/\/usercart$/);
      await expect(page.getByRole('heading', { name: WED001.name })).toBeVisible();
      await page.getByLabel('Pack', { exact: true }).selectOption({ label: 'Premium' });
      await expect(page.getByRole('button', { name: 'Proceed to checkout', exact: true })).toBeEnabled();
      expect(errors).toEqual([]);
    });

    test('a name search served the catalogue page is drawn with its results', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/temp?query=vivah');
      await expect(page.getByRole('searchbox', { name: 'Search for Templates' })).toHaveValue('vivah');
      await expect(page.locator('.catalogue-summary')).toContainText('for “vivah”');
      expect(errors).toEqual([]);
    });

    test('a first visit fetches no app until the page is used, and taps and typing before it has come are kept', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const appRequests: string[] = [];
      page.on('request', (request) => {
        if (APP_ENTRY.test(new URL(request.url()).pathname)) appRequests.push(request.url());
      });
      const heading = page.getByRole('heading', { level: 1, name: 'Find the perfect invitation' });
      const box = page.getByRole('searchbox', { name: 'Search for Templates' });
      await page.goto('/temp');
      await expect(heading).toBeVisible();
      // The HTML's own script is the small boot script; the app's entry is only named in it.
      await expect(page.locator('script[type="module"][src]')).toHaveCount(1);
      await expect(page.locator('script[type="module"]')).toHaveAttribute('data-app', APP_ENTRY);
      // Loaded, painted and left alone: the page is complete, and no app was fetched for it.
      await page.waitForLoadState('networkidle');
      expect(appRequests).toEqual([]);
      await expect(page.locator('.template-grid a.template-card').first()).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-enhanced');

      // Typed while the app is still on its way (typing is what fetches it): searched for once it has come.
      let release = await holdTheApp(page);
      await box.fill('vivah');
      await expect.poll(() => appRequests.length).toBe(1);
      await release();
      await expect(page.locator('.catalogue-summary')).toContainText('for “vivah”');
      await expect(box).toHaveValue('vivah');
      // The app's request started after the page had loaded and been painted.
      const [paint, loaded, app] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
          ?.startTime ?? Number.NaN,
      ]);
      expect(app).toBeGreaterThanOrEqual(paint);
      expect(app).toBeGreaterThanOrEqual(loaded);

      // A tap on a button before the app has come (the phone's menu; a tab on a desktop) is played once it has.
      release = await holdTheApp(page);
      await page.goto('/temp', { waitUntil: 'commit' });
      await expect(heading).toBeVisible();
      const phone = viewport.width < 768;
      if (phone) await page.locator('.site-nav__toggle').click();
      else await page.getByRole('tab', { name: /^Wedding/ }).click();
      await release();
      if (phone) {
        await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' })).toBeVisible();
      } else {
        await expect(page.getByRole('tab', { name: /^Wedding/ })).toHaveAttribute('aria-selected', 'true');
        await expect(page).toHaveURL(/category=wedding/);
      }
      expect(errors).toEqual([]);
    });

    test("a returning visitor, whose device keeps something of the shop's, gets the app without using the page", async ({
      page,
    }) => {
      // The visitor picks a template and is asked to sign in: the choice is kept on the device for the cart.
      await openHydrated(page, '/tempdetails/wed001');
      await page.getByRole('button', { name: 'Get This Template' }).click();
      await expect(page).toHaveURL(/\/login/);
      expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
      await page.goto('/temp');
      await appHasTakenOver(page);
      // A first visit again: nothing kept, nothing fetched until the page is used.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/blog');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).not.toHaveAttribute('data-enhanced');
    });

    test('the screens carousel loads when the screens come into view', async ({ page }) => {
      const carouselScripts: string[] = [];
      page.on('request', (request) => {
        if (/ScreenshotCarousel-[^/]+\.js$/.test(request.url())) carouselScripts.push(request.url());
      });
      // The HTML carries the eight screens as a plain row.
      const html = await (await page.request.get('/tempdetails/wed001')).text();
      expect(html.match(/<li><figure class="screenshot">/g)).toHaveLength(8);
      await openAndHydrate(page, '/tempdetails/wed001', WED001.name);
      const box = (selector: string) =>
        page.locator(selector).evaluate((element) => {
          const { width, height } = element.getBoundingClientRect();
          return { width: Math.round(width), height: Math.round(height) };
        });
      let before: { width: number; height: number } | undefined;
      let section: { width: number; height: number } | undefined;
      // On a phone the screens are below the first screenful: the carousel's code has not loaded.
      if (viewport.name === 'phone') {
        await page.waitForLoadState('networkidle');
        expect(carouselScripts).toEqual([]);
        before = await box('.screenshot-strip li:first-child img');
        section = await box('.screenshots');
      }
      await page.locator('.screenshots').scrollIntoViewIfNeeded();
      await expect(page.locator('.screenshot-carousel .swiper-slide-active')).toBeVisible();
      // The request's event may reach the test after the slide is drawn.
      await expect.poll(() => carouselScripts.length).toBe(1);
      if (before && section) {
        // The carousel takes the row's place at the row's size: nothing below it moves.
        const after = await box('.screenshot-carousel .swiper-slide-active img');
        expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(2);
        expect(Math.abs((await box('.screenshots')).height - section.height)).toBeLessThanOrEqual(4);
      }
    });
  });
}

test('a visit to the landing page or the catalogue counts though the app never arrives', async ({ page, server }) => {
  await page.route(APP_ENTRY, (route) => route.abort());
  for (const [path, counter] of [
    ['/', 'homepage'],
    ['/temp?category=wedding', 'template'],
  ] as const) {
    const before = await visitsOf(server, counter);
    await page.goto(path);
    await expect.poll(() => visitsOf(server, counter)).toBe(before + 1);
    await expect(page.locator('html')).not.toHaveAttribute('data-enhanced');
  }
});

test.describe('a phone that only reads', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('fetches no app for pages read and left, though a row of pictures scrolls itself into place', async ({
    page,
  }) => {
    const appRequests: string[] = [];
    page.on('request', (request) => {
      if (APP_ENTRY.test(new URL(request.url()).pathname)) appRequests.push(request.url());
    });
    for (const path of ['/', '/tempdetails/wed001', '/blog', '/temp']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).not.toHaveAttribute('data-enhanced');
    }
    expect(appRequests).toEqual([]);
    // The first touch brings it.
    await page.getByRole('heading', { level: 1 }).tap();
    await appHasTakenOver(page);
    expect(appRequests).toHaveLength(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('a visitor reads the landing page, the catalogue, a template with its prices, and a post', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The phone's menu opens with script; the footer's links are plain links.
    await page.locator('footer').getByRole('link', { name: 'Explore Templates', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find the perfect invitation' })).toBeVisible();
    await page.locator('a.template-card').first().click();
    await expect(page).toHaveURL(/\/tempdetails\/wed001$/);
    await expect(page.getByRole('heading', { level: 1, name: WED001.name })).toBeVisible();
    for (const pack of PACK_TYPES) {
      await expect(
        page.locator('.price-card__price').getByText(formatRupees(discountedPrice(WED001, pack))),
      ).toBeVisible();
    }
    await expect(page.locator('.screenshot-strip img').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/storefront-html-nojs-detail.png', fullPage: false });
    await page.goto('/blog/1');
    await expect(page.getByRole('heading', { level: 1, name: BLOG_POSTS[0].heading })).toBeVisible();
  });

  test("the business's e-mail, phone and WhatsApp are links in the page, as the server is configured", async ({
    page,
  }) => {
    await page.goto('/terms');
    const contact = page.locator('.legal__address');
    await expect(contact.getByRole('link', { name: BUSINESS.BUSINESS_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${BUSINESS.BUSINESS_EMAIL}`,
    );
    await expect(contact.getByRole('link', { name: BUSINESS.BUSINESS_PHONE })).toHaveAttribute(
      'href',
      `tel:${BUSINESS.BUSINESS_PHONE.replace(/\s/g, '')}`,
    );
    await expect(page.locator('footer').getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${BUSINESS.BUSINESS_WHATSAPP}\\?text=`),
    );
    // The detail page's Buy Now opens a chat about the pack, not the contact form.
    await page.goto('/tempdetails/wed001');
    await expect(page.getByRole('link', { name: 'Buy Now: Premium pack' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${BUSINESS.BUSINESS_WHATSAPP}\\?text=`),
    );
  });

  test('the FAQ is read, and the contact form sent, from the HTML: an address with its anchor opens there', async ({
    page,
    server,
  }) => {
    await page.goto('/#faqsection');
    await expect(page.locator('#faqsection h2')).toBeInViewport();
    const panels = page.locator('#faqsection details');
    await expect(panels).toHaveCount(6);
    await expect(page.getByText(/Weddings, engagements, birthdays/)).toBeVisible();
    // The questions open without script, one at a time.
    await panels.nth(3).locator('summary').click();
    await expect(page.getByText('Our support is available 24/7')).toBeVisible();
    await expect(page.getByText(/Weddings, engagements, birthdays/)).toBeHidden();

    await page.goto('/tempdetails/wed002#contact-us-section');
    const form = page.locator('#contact-us-section form');
    await expect(form.getByLabel('Name')).toBeInViewport();
    await expect(form.getByText(SENT)).toBeHidden();
    // Without script the browser checks the fields itself: an empty form is not sent.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/tempdetails\/wed002#contact-us-section$/);
    const email = `no.script.${Date.now()}@example.in`;
    await form.getByLabel('Name').fill('Kavya Shetty');
    await form.getByLabel('Phone').fill('9845098450');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('A demo of Kumkum Royale, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Back on the same page, at the confirmation.
    await expect(page).toHaveURL(/\/tempdetails\/wed002#contact-sent$/);
    await expect(page.getByText(SENT)).toBeInViewport();
    await page.screenshot({ path: 'test-results/storefront-html-nojs-contact-sent.png' });
    expect(await contactRowsFor(server, email)).toEqual([
      expect.objectContaining({
        name: 'Kavya Shetty',
        phone: '9845098450',
        message: 'A demo of Kumkum Royale, please.',
      }),
    ]);
  });

  test('the search boxes of the footer and the catalogue take the visitor to the catalogue with the query', async ({
    page,
  }) => {
    await page.goto('/terms');
    await page.getByRole('searchbox', { name: 'Event name' }).fill('birthday');
    await page.getByRole('button', { name: 'Search templates' }).click();
    await expect(page).toHaveURL(/\/temp\?query=birthday$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find the perfect invitation' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search for Templates' });
    await box.fill('griha');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/temp\?query=griha$/);
  });
});
