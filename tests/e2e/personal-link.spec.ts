/**
 * A household's personal link on a private site, on a phone: it opens the household's own view (only the haldi,
 * its place and its day) without the code, and the site's general address still asks for the code on that device.
 */
import { eq } from 'drizzle-orm';
import { startSession } from '../../src/server/account';
import { users } from '../../src/server/db/schema';
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import type { Household } from '../../src/shared/api/guests';
import { expect, test } from './fixtures';

test('a haldi-only personal link shows only the haldi, and the general address of the private site asks for the code', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  // The sample wedding: schedule-1 Haldi and Mehendi (Iyer residence), schedule-3 the reception at its hall.
  const db = server.app.ctx.db;
  const site = await seedLiveSite(db, { accessCode: 'sangeet-2027' });
  const [owner] = await db.select().from(users).where(eq(users.id, site.userId));
  const { token } = await startSession(db, server.config, owner!, new Date());
  const added = await fetch(`${server.url}/rest/api/private/live/${site.liveId}/households`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bhat family', members: [], events: [{ eventKey: 'schedule-1', seats: 2 }] }),
  });
  expect(added.status).toBe(200);
  const bhat = (await added.json()) as Household;

  await page.goto(new URL(bhat.link).pathname);
  await expect(page.getByText('Bhat family').first()).toBeVisible();
  await expect(page.getByText('Haldi and Mehendi').first()).toBeVisible();
  await expect(page.getByText('Iyer residence, Jayanagar 4th Block, Bengaluru').first()).toBeVisible();
  const form = page.locator('form#rsvp');
  await expect(form.locator('legend')).toHaveCount(1);
  await expect(form.locator('legend')).toContainText('Haldi and Mehendi');
  // Nothing of the other functions: not the sangeet, not the reception's hall, day or time.
  const body = page.locator('body');
  for (const word of ['Sangeet', 'Muhurtham', 'Reception', 'Sri Krishna Convention Hall', '14 February', '10:30']) {
    await expect(body).not.toContainText(word);
  }
  await expect(page.locator('.inv-hero__date')).toContainText('12 February 2027');

  await page.goto(`/invite/${site.slug}`);
  await expect(page.getByRole('heading', { name: 'This invitation is private' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Haldi and Mehendi');
  await expect(page.locator('body')).not.toContainText('Bhat family');
});
