/**
 * A guest who reads Hindi or Kannada meets no English words of ours: the published page (its guest photos still
 * empty, the RSVP form, the wishes), a household's personal link and a template's sample invitation are read as a
 * person and a screen reader would (the visible text, every accessible name and the texts the page's script
 * shows), and nothing in Latin script may be left but the buyer's own content (names, venue, addresses), what
 * guests wrote, and the few names Indian pages write in Latin letters (WhatsApp, UPI, QR, JPEG ...). Screenshots
 * at a phone's width are kept for a person to look at.
 */
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { startSession } from '../../src/server/account';
import { users } from '../../src/server/db/schema';
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { SAMPLE_WISHES } from '../../src/renderer/sections/Wishes';
import type { Household } from '../../src/shared/api/guests';
import { POLICY } from '../../src/shared/policy';
import { makePng } from './editor-support';
import { expect, test } from './fixtures';

/** Names Hindi and Kannada pages write as they are: brands (ours in the footer), payment and file-format names. */
const KEPT_IN_LATIN = new Set(['WhatsApp', 'UPI', 'QR', 'JPEG', 'PNG', 'HEIC', ...POLICY.productName.split(' ')]);
const WISH = { name: 'Meera Rao', message: 'Many happy returns to the couple!' };
const LANGUAGES = ['hi', 'kn'] as const;
const PNG = makePng(40, 30);

/** Every string of the buyer's content (the sample's too), longest first. */
function contentStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => contentStrings(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => contentStrings(item, into));
  return into.filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
}

/**
 * What the page says to a person: each shown text as written (not as CSS capitalises it), the names and
 * descriptions given to assistive technology, hints and tooltips, and the texts its script shows later (kept on
 * the forms' data attributes until then).
 */
function readPage(page: Page, root: string): Promise<{ where: string; text: string }[]> {
  return page.locator(root).evaluate((rootElement: HTMLElement) => {
    const read: { where: string; text: string }[] = [];
    const pageLanguage = rootElement.closest('[lang]')?.getAttribute('lang');
    // The language switch writes each language's name in that language, marked with its lang.
    const inPageLanguage = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === pageLanguage;
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (parent.closest('svg') || !parent.checkVisibility() || !inPageLanguage(parent)) continue;
      read.push({ where: parent.tagName.toLowerCase(), text: node.textContent ?? '' });
    }
    const spoken = ['aria-label', 'aria-description', 'aria-roledescription', 'alt', 'title', 'placeholder'];
    for (const element of [rootElement, ...rootElement.querySelectorAll('*')]) {
      if (!inPageLanguage(element)) continue;
      for (const attribute of element.attributes) {
        const shownLater = /^data-(error|label|sending|copied|copy)/.test(attribute.name);
        const buttonText =
          attribute.name === 'value' && /^(submit|button|reset)$/.test(element.getAttribute('type') ?? '');
        if (spoken.includes(attribute.name) || shownLater || buttonText)
          read.push({ where: `${element.tagName.toLowerCase()}[${attribute.name}]`, text: attribute.value });
      }
    }
    return read;
  });
}

/** Each text that still has a Latin-script word once the buyer's and guests' own words are taken out. */
function englishTexts(read: { where: string; text: string }[], own: string[]): string[] {
  const found = new Set<string>();
  for (const { where, text } of read) {
    let rest = text.replace(/https?:\/\/\S+|\S+@\S+\.\S+/g, ' ');
    for (const mine of own) rest = rest.split(mine).join(' ');
    // Two letters or more: the footer's monogram is the buyer's initials (A & R).
    const words = (rest.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []).filter((word) => !KEPT_IN_LATIN.has(word));
    if (words.length) found.add(`${where}: ${text.trim()}`);
  }
  return [...found].sort();
}

/** `root`: the page's body, or the invitation alone inside the web app (the sample's own bar is the shop's). */
async function expectNoEnglish(page: Page, own: string[], shot: string, root = 'body') {
  expect.soft(englishTexts(await readPage(page, root), own), shot).toEqual([]);
  // What was read, for a person to look at: the whole page at a phone's width, or the part read.
  const path = test.info().outputPath(`${shot}.png`);
  await (root === 'body' ? page.screenshot({ path, fullPage: true }) : page.locator(root).screenshot({ path }));
}

/** A programme's times in words ('1:00 ಮಧ್ಯಾಹ್ನ') are wider than '1:00 pm': each keeps clear of its line's title. */
async function expectTimesClearOfTitles(page: Page) {
  const rows = page.locator('.inv-programme li');
  await expect(rows.first()).toBeVisible();
  const overlapping = await rows.evaluateAll((items) =>
    items.flatMap((item) => {
      // The text's own extent: a grid cell keeps its width while a nowrap time runs out of it.
      const [time, title] = [...item.children].map((part) => {
        const range = document.createRange();
        range.selectNodeContents(part);
        return range.getBoundingClientRect();
      });
      return time && title && time.right + 4 > title.left ? [item.textContent] : [];
    }),
  );
  expect(overlapping).toEqual([]);
}

test.use({ viewport: { width: 375, height: 812 } });

test('Hindi and Kannada guests read no English words of ours: the page, the personal link and the sample', async ({
  page,
  server,
}) => {
  const db = server.app.ctx.db;
  // Luxury: the guest picks the language and may share photos, none shared yet.
  const site = await seedLiveSite(db, { pack: 'luxury', wishes: [{ ...WISH, visflag: true }] });
  const [owner] = await db.select().from(users).where(eq(users.id, site.userId));
  const { token } = await startSession(db, server.config, owner!, new Date());
  const own = contentStrings([site.content, WISH, 'Bhat family', SAMPLE_WISHES]);

  for (const lang of LANGUAGES) {
    await page.goto(`/invite/${site.slug}?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('form[data-live-form="rsvp"]')).toBeVisible();
    await expect(page.locator('#inv-live-guest-photos')).toBeAttached();
    await expectNoEnglish(page, own, `page-${lang}`);
    await expectTimesClearOfTitles(page);
    // The photo field says what it holds in the page's language (the browser's own words follow the phone's).
    const photoField = page.locator('.live-file');
    await expect(photoField.locator('.live-file__none')).toBeVisible();
    await photoField
      .locator('input[type=file]')
      .setInputFiles({ name: 'mandap.png', mimeType: 'image/png', buffer: PNG });
    await expect(photoField.locator('.live-file__chosen')).toBeVisible();
    await expect(photoField.locator('.live-file__none')).toBeHidden();
    await expectNoEnglish(page, own, `photo-chosen-${lang}`, '.live-file');

    const added = await fetch(`${server.url}/rest/api/private/live/${site.liveId}/households`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bhat family', language: lang, events: [{ eventKey: 'schedule-1', seats: 2 }] }),
    });
    expect(added.status).toBe(200);
    const household = (await added.json()) as Household;
    await page.goto(new URL(household.link).pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoEnglish(page, own, `personal-${lang}`);
  }

  // The template's sample, in the language the guest picks on the page itself.
  await page.goto(`/preview/${site.template.id}`);
  const switchTo = { hi: 'हिन्दी', kn: 'ಕನ್ನಡ' } as const;
  for (const lang of LANGUAGES) {
    await page.getByRole('button', { name: switchTo[lang] }).click();
    await expect(page.locator('.inv')).toHaveAttribute('lang', lang);
    await expectNoEnglish(page, own, `sample-${lang}`, '.inv');
  }
});
