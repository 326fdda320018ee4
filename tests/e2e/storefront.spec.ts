import { CATALOGUE_TABS, filterTemplates, TEMPLATES } from '../../src/shared/catalogue';
import { screenshotCaptions } from '../../src/shared/art/captions';
import { findTemplate } from '../../src/shared/catalogue';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { idleRequestsReported, scrollAndRender } from './helpers/settle';
import { createUser, signInBrowser } from './helpers/users';
import { appHasTakenOver, BUSINESS, cardIds, openHydrated, revealAll, visitsOf } from './storefront-helpers';

test.use({ serverEnv: BUSINESS });

/** The page's scroll position once it stops moving (the site scrolls smoothly). */
function settledScroll(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) done(last);
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

test.describe('landing page', () => {
  test('leads to the catalogue and counts one visit per load', async ({ page, server }) => {
    const before = await visitsOf(server, 'homepage');
    const visitPings: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/increment_analytics/')) visitPings.push(request.url());
    });
    // Used, so the app has the page and its links move inside it: one page load throughout.
    await openHydrated(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital Invitations for all your events' }),
    ).toBeVisible();
    await expect.poll(() => visitsOf(server, 'homepage')).toBe(before + 1);

    const templatesBefore = await visitsOf(server, 'template');
    await page.getByRole('link', { name: 'Explore Templates' }).first().click();
    await expect(page).toHaveURL(/\/temp$/);
    await expect(page.locator('.template-card').first()).toBeVisible();
    await expect.poll(() => visitsOf(server, 'template')).toBe(templatesBefore + 1);

    // Coming back within the same page load does not count again.
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital Invitations for all your events' }),
    ).toBeVisible();
    await idleRequestsReported(page);
    expect(visitPings.filter((url) => url.endsWith('/homepage'))).toHaveLength(1);
    expect(await visitsOf(server, 'homepage')).toBe(before + 1);
  });

  test('has the event strip, the popular scroller, the three reasons and the FAQ', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Events we cater for' });
    for (const event of ['Wedding', 'Birthday', 'House warming', 'Business events', 'Parties', 'Anniversary']) {
      await expect(strip.getByText(event, { exact: true }).first()).toBeAttached();
    }
    await expect(page.locator('.hero__visual')).toHaveClass(/is-playing/);
    await expect(page.getByRole('link', { name: 'open a sample wedding invitation' })).toHaveAttribute(
      'href',
      '/temp/wedding',
    );

    await expect(page.getByRole('heading', { name: 'Explore from 100+ Templates' })).toBeVisible();
    const hrefs = await page
      .locator('.popular__scroller a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      ['wedding', 'birthday', 'housewarming', 'business-events', 'party', 'engagement', 'all'].map(
        (c) => `/temp?category=${c}`,
      ),
    );
    const scroller = page.locator('.popular__scroller');
    await scroller.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Scroll forward' }).click();
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollLeft))
      .toBe(await scroller.evaluate((el) => Math.min(675, el.scrollWidth - el.clientWidth)));

    await expect(page.getByText('How it works', { exact: true })).toBeVisible();
    await expect(page.locator('.how__step h3')).toHaveText([
      'Pick a template',
      'Choose your pack',
      'Add your details',
      'Share one link',
    ]);
    await expect(page.locator('.why__card h3')).toHaveText([
      'Guidance at every step',
      'One-of-a-kind creations',
      'Your data is safe',
    ]);

    const faq = page.locator('#faqsection');
    const panels = faq.locator('details.faq__item');
    await expect(panels).toHaveCount(6);
    await expect(panels.nth(0)).toHaveAttribute('open', '');
    await panels.nth(3).locator('summary').click();
    await expect(panels.nth(3)).toHaveAttribute('open', '');
    await expect(faq.getByText('Our support is available 24/7')).toBeVisible();
    // One panel open at a time.
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.getByText(/Weddings, engagements, birthdays/)).toBeHidden();
    await panels.nth(5).locator('summary').click();
    await expect(faq.getByText(/Pricing is shown under each template/)).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);
  });

  test('the navigation bar changes style after 50 px and its Contact Us link reaches the form', async ({ page }) => {
    await page.goto('/blog');
    const header = page.locator('header.site-nav');
    await expect(header).not.toHaveClass(/is-scrolled/);
    await scrollAndRender(page, 40);
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveClass(/is-scrolled/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/#contact-us-section$/);
    await expect(page.locator('#contact-us-section').getByLabel('Name')).toBeInViewport();
  });
});

test.describe('catalogue', () => {
  test('each tab shows the templates of its id prefixes', async ({ page }) => {
    await page.goto('/temp');
    for (const tab of CATALOGUE_TABS.filter((t) => t.key !== 'all')) {
      await page.getByRole('tab', { name: new RegExp(`^${tab.label}`) }).click();
      await expect(page.getByRole('tab', { name: new RegExp(`^${tab.label}`) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page).toHaveURL(new RegExp(`category=${tab.key}`));
      const expected = filterTemplates(TEMPLATES, tab.key).map((t) => t.id);
      await expect.poll(() => cardIds(page)).toEqual(expected);
      const prefixes: readonly string[] = tab.prefixes;
      for (const id of expected) expect(prefixes).toContain(id.slice(0, 3));
    }
  });

  test('the category parameter picks the starting tab', async ({ page }) => {
    await page.goto('/temp?category=festivities');
    await expect(page.getByRole('tab', { name: /^Festivities/ })).toHaveAttribute('aria-selected', 'true');
    const ids = await cardIds(page);
    expect(ids.length).toBe(filterTemplates(TEMPLATES, 'festivities').length);
    expect(new Set(ids.map((id) => id.slice(0, 3)))).toEqual(new Set(['cha', 'upa', 'kan', 'ram']));
    // An unknown category (the landing's business events) starts on All.
    await page.goto('/temp?category=business-events');
    await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('All reveals four more cards each time the end of the list comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/temp');
    await expect(page.locator('.template-card').first()).toBeVisible();
    const seen: number[] = [];
    for (let round = 0; round < 60; round++) {
      const count = await page.locator('.template-card').count();
      seen.push(count);
      if (count >= TEMPLATES.length) break;
      expect(count % 4).toBe(0);
      await page.locator('.catalogue-sentinel').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('.template-card').count()).toBeGreaterThan(count);
    }
    expect(seen.at(-1)).toBe(TEMPLATES.length);
    expect(seen[0]).toBeLessThan(TEMPLATES.length);
    expect(await cardIds(page)).toEqual(TEMPLATES.map((t) => t.id));
  });

  test('searches by the box and by the query parameter', async ({ page }) => {
    await page.goto('/temp');
    const box = page.getByPlaceholder('Search for Templates');
    await box.fill('ROYAL');
    await expect(page).toHaveURL(/query=ROYAL/);
    await expect.poll(() => cardIds(page)).toEqual(filterTemplates(TEMPLATES, 'all', 'royal').map((t) => t.id));
    await expect(page.locator('.template-card').first()).toContainText('Kumkum Royale');
    // Searching from another tab searches everything.
    await page.getByRole('tab', { name: /^Birthday/ }).click();
    await expect(box).toHaveValue('');
    await box.fill('sagai');
    await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => cardIds(page)).toEqual(filterTemplates(TEMPLATES, 'all', 'sagai').map((t) => t.id));
    expect(await cardIds(page)).toEqual(['eng002', 'eng009']);

    await page.goto('/temp?query=night');
    await expect(page.getByPlaceholder('Search for Templates')).toHaveValue('night');
    await expect(page.locator('.template-card').first()).toBeVisible();
    await revealAll(page);
    await expect.poll(() => cardIds(page)).toEqual(filterTemplates(TEMPLATES, 'all', 'night').map((t) => t.id));
    expect((await cardIds(page)).length).toBeGreaterThan(1);
  });

  test('a search with no match shows the loading animation', async ({ page }) => {
    await page.goto('/temp?query=zzzzzz');
    const empty = page.locator('.catalogue-empty');
    await expect(empty).toBeVisible();
    await expect(empty.locator('.loading-dots')).toBeVisible();
    await expect(empty).toContainText('No templates match');
    await expect(page.locator('.template-card')).toHaveCount(0);
    await empty.getByRole('button', { name: 'Show all templates' }).click();
    await expect(page.locator('.template-card').first()).toBeVisible();
  });

  test('cards show the discounted basic price and open the detail page', async ({ page }) => {
    await page.goto('/temp?category=housewarming');
    const card = page.locator('a.template-card[href="/tempdetails/hou001"]');
    await expect(card).toContainText('₹2,999');
    await expect(card).toContainText('₹7,999');
    await expect(card.locator('img')).toHaveAttribute('src', '/rest/api/public/art/hou001/thumbnail.svg');
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await card.click();
    await expect(page).toHaveURL(/\/tempdetails\/hou001$/);
  });

  test('a detail page opens at its top and Back returns to where the catalogue was scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/temp');
    // Scrolled past a few reveals of cards: the page drawn again on Back starts with its first cards only, and
    // must grow back before the old position exists.
    const cards = page.locator('a.template-card');
    await expect
      .poll(async () => {
        await page.locator('.catalogue-sentinel').scrollIntoViewIfNeeded();
        return cards.count();
      })
      .toBeGreaterThanOrEqual(16);
    const card = cards.nth(13);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await settledScroll(page);
    expect(scrolled).toBeGreaterThan(2000);
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => settledScroll(page)).toBeLessThan(5);
    // A slow phone (and a loaded machine) draws the catalogue again slowly: Back must not depend on how fast the
    // cards are revealed anew.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goBack();
    await expect(page).toHaveURL(/\/temp$/);
    await expect.poll(async () => Math.abs((await settledScroll(page)) - scrolled)).toBeLessThan(5);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the floating chat link opens a prefilled message to the business', async ({ page }) => {
    await page.goto('/temp');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const href = await chat.getAttribute('href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${BUSINESS.BUSINESS_WHATSAPP}`);
    expect(url.searchParams.get('text')).toMatch(/interested in your invitation website templates/);
    await expect(chat).toHaveAttribute('target', '_blank');
  });
});

test.describe('template detail', () => {
  test('shows the template, its screenshots and the pricing plans', async ({ page }) => {
    const template = findTemplate('wed001')!;
    await page.goto('/temp?category=wedding');
    await page.locator('a.template-card[href="/tempdetails/wed001"]').click();
    await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
    await expect(page.locator('.detail-hero__category')).toHaveText('Wedding');
    await expect(page.getByText(template.details)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Live Demo' })).toHaveAttribute('href', '/preview/wed001');

    const captions = screenshotCaptions(template);
    const figcaptions = page.locator('.screenshot figcaption');
    await expect.poll(() => figcaptions.allTextContents()).toEqual(expect.arrayContaining(captions));
    await expect(page.locator('.screenshot img').first()).toHaveAttribute(
      'src',
      /\/rest\/api\/public\/art\/wed001\/screenshot-\d\.svg/,
    );

    const pricing = page.locator('section.pricing');
    await expect(pricing.getByRole('heading', { name: 'Choose your Pricing plan' })).toBeVisible();
    const cards = pricing.locator('.price-card');
    await expect(cards.locator('.price-card__name')).toHaveText(['Basic', 'Premium', 'Luxury']);
    await expect(cards.locator('.price-card__price')).toHaveText([/₹2,999/, /₹4,999/, /₹5,999/]);
    await expect(cards.locator('.price-card__list s')).toHaveText([/₹4,999/, /₹6,999/, /₹8,999/]);
    const ticked = await cards.evaluateAll((list) => list.map((c) => c.querySelectorAll('.is-included').length));
    expect(ticked).toEqual([2, 4, 6]);
    await expect(cards.nth(0).locator('.is-included')).toHaveText(['Customizable Colors', 'RSVP Integration']);
    await expect(cards.nth(2).locator('li')).toHaveText([
      'Customizable Colors',
      'RSVP Integration',
      'Photo Gallery',
      'Music Embed',
      'Custom Fonts',
      'Multi-language Support',
    ]);

    const buy = new URL(
      (await cards
        .nth(1)
        .getByRole('link', { name: /Buy Now/ })
        .getAttribute('href'))!,
    );
    expect(buy.origin + buy.pathname).toBe(`https://wa.me/${BUSINESS.BUSINESS_WHATSAPP}`);
    expect(buy.searchParams.get('text')).toBe(
      'Hi! I would like to buy the Premium pack of the Shubh Vivah template (wed001).',
    );
    await expect(page.locator('#contact-us-section form')).toBeVisible();

    const similar = page.locator('section.similar a.template-card');
    await expect(similar).toHaveCount(4);
    const similarIds = await similar.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(similarIds).toEqual(['wed002', 'wed003', 'wed004', 'wed005'].map((id) => `/tempdetails/${id}`));
    await expect(page).toHaveTitle(/Shubh Vivah/);
  });

  test('the carousel shows 1.2, 1.5 and 2.5 screens at the spec’s widths', async ({ page }) => {
    for (const [width, perView] of [
      [375, 1.2],
      [800, 1.5],
      [1280, 2.5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/tempdetails/bir002');
      // The carousel replaces the HTML's row of screens when they come into view.
      await page.locator('.screenshots').scrollIntoViewIfNeeded();
      const carousel = page.locator('.screenshot-carousel');
      await expect(carousel.locator('.swiper-slide-active')).toBeVisible();
      const ratio = await carousel.evaluate((el) => {
        const slide = el.querySelector('.swiper-slide-active') as HTMLElement;
        return (el.clientWidth + 16) / (slide.getBoundingClientRect().width + 16);
      });
      expect(ratio, `${width} px`).toBeCloseTo(perView, 1);
    }
  });

  test('falls back for a missing description and reports unknown templates', async ({ page }) => {
    await page.goto('/tempdetails/xyz123');
    await expect(page.getByRole('heading', { name: 'Error: Template not found' })).toBeVisible();
    await expect(page.locator('section.pricing')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse all templates' })).toHaveAttribute('href', '/temp');
  });

  test('Get This Template stores the choice and asks a visitor to log in', async ({ page }) => {
    await page.goto('/tempdetails/bir003');
    const before = Date.now();
    await page.getByRole('button', { name: 'Get This Template' }).click();
    await expect(page).toHaveURL(/\/login/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedTemplate') ?? 'null'));
    expect(stored.id).toBe('bir003');
    expect(stored.expirationTime).toBeGreaterThanOrEqual(before + 10 * 60_000 - 5_000);
    expect(stored.expirationTime).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 5_000);
  });

  test('Get This Template takes a signed-in buyer to the cart', async ({ page, server }) => {
    await signInBrowser(page, await createUser(server));
    await page.goto('/tempdetails/hou002');
    await page.getByRole('button', { name: 'Get This Template' }).click();
    await expect(page).toHaveURL(/\/usercart$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('selectedTemplate') ?? 'null')?.id)).toBe(
      'hou002',
    );
  });
});

test.describe('blog', () => {
  test('searches titles case-insensitively and opens a post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Recent Blog Post' })).toBeVisible();
    const headings = page.locator('.blog-card__heading');
    await expect(headings).toHaveCount(2);
    const search = page.getByPlaceholder('Search posts by title');
    await search.fill('WEDDING');
    await expect(headings).toHaveText(['Designing the Perfect Wedding Invitation: A Complete Guide']);
    await search.fill('no such post');
    await expect(headings).toHaveCount(0);
    await expect(page.getByText('No posts match')).toBeVisible();
    await search.fill('birthday');
    await expect(page.locator('.blog-card')).toContainText('12 min read');
    await page.locator('.blog-card').click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How to Create Birthday Invitations Your Guests Will Love',
    );
    await expect(page.getByText('12 min read')).toBeVisible();
    await expect(page.getByText(/Published 12 February 2024/)).toBeVisible();
    await expect(page.locator('.blog-post__section')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Conclusion' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore Birthday Template' }).click();
    await expect(page).toHaveURL(/\/temp\?category=birthday$/);
    await expect(page.getByRole('tab', { name: /^Birthday/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('the wedding post reads 17 minutes and unknown posts are not found', async ({ page }) => {
    await page.goto('/blog/2');
    await expect(page.getByText('17 min read')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Wedding Template' })).toHaveAttribute(
      'href',
      '/temp?category=wedding',
    );
    await page.goto('/blog/99');
    await expect(page.getByRole('heading', { name: 'Post not found.' })).toBeVisible();
  });
});

test.describe('footer, legal pages and the rest', () => {
  test('the footer search opens the catalogue with the query, by Enter and by button', async ({ page }) => {
    await page.goto('/terms');
    const box = page.getByPlaceholder('Enter Event Name');
    await box.fill('birthday');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/temp\?query=birthday$/);
    // The catalogue's HTML, served for a name search, is drawn anew by the app (what is typed into it before then
    // is drawn over).
    await appHasTakenOver(page);
    await expect(page.getByPlaceholder('Search for Templates')).toHaveValue('birthday');
    const birthdays = filterTemplates(TEMPLATES, 'all', 'birthday').map((t) => t.id);
    await expect(page.locator('.template-card').first()).toBeVisible();
    const shown = await cardIds(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(birthdays.slice(0, shown.length));

    // Already on the catalogue: the new query replaces the old one.
    await page.getByPlaceholder('Enter Event Name').fill('Griha');
    await page.getByRole('button', { name: 'Search templates' }).click();
    await expect(page).toHaveURL(/\/temp\?query=Griha$/);
    await expect(page.getByPlaceholder('Search for Templates')).toHaveValue('Griha');
    await expect.poll(() => cardIds(page)).toEqual(['hou001']);
    const footer = page.locator('footer.site-footer');
    for (const name of ['Blogs', 'Contact Us', 'Explore Templates', 'Terms of Service', 'Privacy Policy'])
      await expect(footer.getByRole('link', { name }).first()).toBeVisible();
    await expect(footer).toContainText('Bengaluru 560025');
    await expect(footer).toContainText(BUSINESS.BUSINESS_PHONE);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Utsav Invites Private Limited`);
  });

  test('terms have 12 numbered sections and privacy 8, effective 01-01-2024, refund window from the policy', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.locator('.legal__section')).toHaveCount(12);
    await expect(page.getByText('Effective date: 01-01-2024')).toBeVisible();
    await expect(page.getByText(/full refund within 12 hours after purchase/)).toBeVisible();
    await expect(page.getByText(/from ₹3,000 to ₹10,000 per website/)).toBeVisible();
    await expect(page.locator('.legal__section').last()).toContainText(BUSINESS.BUSINESS_EMAIL);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('.legal__section')).toHaveCount(8);
    await expect(page.getByText('Effective date: 01-01-2024')).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the site frame', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page.locator('header.site-nav')).toBeVisible();
    await page.getByRole('link', { name: 'Browse templates' }).click();
    await expect(page).toHaveURL(/\/temp$/);
  });

  test('the preloader shows for half a second, then the home page', async ({ page }) => {
    await page.goto('/preloader');
    await expect(page.getByRole('status')).toHaveText(/Loading/);
    await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital Invitations for all your events' }),
    ).toBeVisible();
  });

  test('a page whose code fails to load shows the error screen with a reload', async ({ page }) => {
    await openHydrated(page, '/');
    await page.route(/\/assets\/BlogListPage-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { name: 'Sorry for the inconvenience.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login/Sign Up' })).toHaveAttribute('href', '/login');
    await page.unroute(/\/assets\/BlogListPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recent Blog Post' })).toBeVisible();
  });
});
