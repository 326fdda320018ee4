/**
 * The invitation film at 375 px: the host opens the guest list's Cards page, picks a function, makes its film and
 * its card, watches the film being made, sees it in the page's player and downloads an MP4 (and the card's PNG);
 * then a guest's page links that function's film (and no other's), which the phone plays in its own player.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { saveContent, screen, seedSiteOwner } from './helpers/live-site';

test('phone: the host makes the film and the card of one function, watches the progress and downloads both', async ({
  page,
  server,
}, testInfo) => {
  // A film is about 20 s of ffmpeg on two cores, slower while other work shares them.
  test.setTimeout(300_000);
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

  await page.goto('/guests');
  await page.getByRole('link', { name: 'Cards' }).click();
  const cards = page.getByRole('region', { name: 'Invitation cards' });
  await cards.getByLabel('Function').selectOption({ label: 'Sangeet' });
  const film = page.getByRole('region', { name: 'Invitation film' });
  await film.getByRole('button', { name: 'Make the film' }).click();
  // Made in the background: the page shows the film's progress, and meanwhile the card is asked for too.
  await expect(film.getByRole('progressbar', { name: 'Making your film…' })).toBeVisible();
  await cards.getByRole('button', { name: 'Make the card' }).click();
  const cardDownload = cards.getByRole('button', { name: 'Download the card' });
  await expect(cardDownload).toBeVisible({ timeout: 240_000 });
  const [card] = await Promise.all([page.waitForEvent('download'), cardDownload.click()]);
  expect(card.suggestedFilename()).toMatch(/Sangeet-card-en\.png$/);

  const filmDownload = film.getByRole('button', { name: 'Download the film' });
  await expect(filmDownload).toBeVisible({ timeout: 240_000 });
  await expect(film.getByRole('status')).toHaveText('Your film is ready.');
  // The preview plays the made film: the player has read its length (about 20 s).
  const player = film.locator('video');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 30_000 })
    .toBeGreaterThan(15);
  await screen(page, 'film-phone');

  const [file] = await Promise.all([page.waitForEvent('download'), filmDownload.click()]);
  expect(file.suggestedFilename()).toMatch(/Sangeet-film-en\.mp4$/);
  const path = testInfo.outputPath('film.mp4');
  await file.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(bytes.length).toBeLessThanOrEqual(16 * 1024 * 1024);

  // A guest on a phone: the Sangeet's block links its film, the only function that has one.
  await page.goto(`/invite/${owner.slug}`);
  const watch = page.getByRole('link', { name: 'Watch the film' });
  await expect(watch).toHaveCount(1);
  const sangeet = page.locator('.inv-event', { hasText: 'Sangeet' });
  await expect(sangeet.getByRole('link', { name: 'Watch the film' })).toBeVisible();
  await sangeet.screenshot({ path: 'tmp/screens/film-guest-link.png' });
  const href = (await watch.getAttribute('href'))!;
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('video/mp4');
  expect((await answer.body()).equals(bytes)).toBe(true);
  // A plain link: the browser opens the film in its own player, which reads its length.
  await watch.click();
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.duration), { timeout: 30_000 })
    .toBeGreaterThan(15);
});
