/**
 * Invitation cards at 375 px: the host opens the guest list's Cards page, picks a function, Hindi and a
 * household, makes the card, watches it being drawn and downloads a 1080 x 1350 PNG whose QR code opens the
 * household's personal link.
 */
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { households } from '../../src/server/db/schema';
import { freshLink, personalLink } from '../../src/server/guests/links';
import { expect, test } from './fixtures';
import { saveContent, screen, seedSiteOwner } from './helpers/live-site';

test('phone: the host makes a household’s card of one function in Hindi, sees its progress and downloads it', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 760 });
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, {
    BrideName: 'Ananya',
    GroomName: 'Rohan',
    Schedule1EventName: 'Haldi',
    Schedule1Date: '2027-02-10',
    Schedule2EventName: 'Sangeet',
    Schedule2Date: '2027-02-10',
  });
  const [household] = await server.app.ctx.db
    .insert(households)
    .values({ liveId: owner.liveId, name: 'Sharma family', ...freshLink(server.app.ctx.config) })
    .returning();

  await page.goto('/guests');
  await page.getByRole('link', { name: 'Cards' }).click();
  const cards = page.getByRole('region', { name: 'Invitation cards' });
  await cards.getByLabel('Function').selectOption({ label: 'Sangeet' });
  await cards.getByLabel('Language').selectOption('hi');
  await cards.getByLabel('For').selectOption({ label: 'Sharma family' });
  await cards.getByRole('button', { name: 'Make the card' }).click();
  // Drawn in the background: the page shows the progress until the card is ready.
  await expect(cards.getByRole('progressbar', { name: 'Drawing your card…' })).toBeVisible();
  const download = cards.getByRole('button', { name: 'Download the card' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await screen(page, 'cards-phone');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/Sangeet-card-hi\.png$/);
  const path = testInfo.outputPath('card.png');
  await file.saveAs(path);
  const { data, info } = await sharp(readFileSync(path)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1080, 1350]);
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code?.data).toBe(personalLink(server.app.ctx.config, owner.slug, household!.linkNonce));
});
