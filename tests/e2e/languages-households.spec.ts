/**
 * A household per language, on a phone: each opens its personal link, reads it in its own script (its words, its
 * date as the language writes it, its script's face served by the page) and answers; and the guest page of a site
 * whose buyer chose that language first opens in it. Tamil, Telugu, Marathi, Gujarati, Bengali, Malayalam and
 * Punjabi, one site each (the switch offers at most three languages). With SCREENS=1 each page is also kept as a
 * screenshot under tmp/screens/ for a person to look at (no glyph boxes, no clipped lines).
 */
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { startSession } from '../../src/server/account';
import { users } from '../../src/server/db/schema';
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import type { Household } from '../../src/shared/api/guests';
import { formatDateIn, t } from '../../src/renderer/i18n';
import { DICTIONARIES } from '../../src/renderer/i18n/all-languages';
import { SCRIPT_FAMILIES } from '../../src/renderer/i18n/script-fonts';
import type { SiteLanguage } from '../../src/shared/look';
import { screen } from './helpers/live-site';
import { expect, test } from './fixtures';

const LANGUAGES: SiteLanguage[] = ['ta', 'te', 'mr', 'gu', 'bn', 'ml', 'pa'];
/** The sample wedding's haldi: its day as each language writes it is on the household's page. */
const HALDI_DAY = '2027-02-12';

/** The page's script face has arrived and drawn: the family the page names for its language is loaded. */
async function expectScriptFace(page: Page, lang: SiteLanguage) {
  const family = SCRIPT_FAMILIES[lang]!.replaceAll("'", '');
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replaceAll('"', '') === name && face.status === 'loaded');
      }, family),
    )
    .toBe(true);
}

test('a household in each of seven languages reads its personal link in its script and answers', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const db = server.app.ctx.db;
  for (const lang of LANGUAGES) {
    const words = DICTIONARIES[lang];
    const site = await seedLiveSite(db, { pack: 'luxury', look: { languages: [lang, 'en'], defaultLanguage: lang } });

    // The guest page: the buyer's first language, whatever the phone's is.
    await page.goto(`/invite/${site.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: words['section.Event Schedule'] })).toBeVisible();
    await expectScriptFace(page, lang);
    if (process.env.SCREENS) await screen(page, `languages-${lang}-guest-page`);

    const [owner] = await db.select().from(users).where(eq(users.id, site.userId));
    const { token } = await startSession(db, server.config, owner!, new Date());
    const added = await fetch(`${server.url}/rest/api/private/live/${site.liveId}/households`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Iyer family',
        members: [],
        language: lang,
        events: [{ eventKey: 'schedule-1', seats: 2 }],
      }),
    });
    expect(added.status).toBe(200);
    const household = (await added.json()) as Household;

    await page.goto(new URL(household.link).pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const rsvp = page.locator('form#rsvp');
    // In the language's own digits (২ in Bengali, २ in Marathi), as the page writes every count.
    await expect(rsvp.getByText(t(lang, 'householdSeatsMany', { n: 2 }))).toBeVisible();
    await expect(page.locator('.inv-hero__date')).toContainText(formatDateIn(lang, HALDI_DAY));
    await expectScriptFace(page, lang);
    if (process.env.SCREENS) await screen(page, `languages-${lang}-personal-link`);

    await rsvp.getByLabel(words.rsvpYes).check();
    await rsvp.getByRole('button', { name: words.rsvpSendMine }).click();
    await expect(rsvp.getByRole('status')).toHaveText(words.rsvpThanks);
    await expect(rsvp.getByRole('button', { name: words.rsvpUpdateMine })).toBeVisible();
  }
});
