/** The buyer's RSVP report: per event of the schedule, totals for the caterer, search by name and the CSV. */
import { readFile } from 'node:fs/promises';
import { seedRsvp } from '../../src/server/moderation/testing/seed';
import { expect, test } from './fixtures';
import { saveContent, screen, seedSiteOwner, SIZES } from './helpers/live-site';

for (const size of SIZES) {
  test(`${size.name}: RSVP totals per event, search by name, CSV with BOM and a neutralised formula`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const owner = await seedSiteOwner(page, server);
    await saveContent(server, owner, {
      BrideName: 'Ananya',
      GroomName: 'Rohan',
      Schedule1EventName: 'Haldi',
      Schedule1Date: '2027-02-10',
      Schedule2EventName: 'Wedding',
      Schedule2Date: '2027-02-11',
    });
    const ctx = server.app.ctx;
    await seedRsvp(ctx, owner.liveId, {
      name: 'Sunita Iyer',
      events: [
        { eventKey: 'schedule-1', attending: true, adults: 2, children: 1, meal: 'Veg' },
        { eventKey: 'schedule-2', attending: true, adults: 2, children: 1, meal: 'Jain' },
      ],
    });
    await seedRsvp(ctx, owner.liveId, {
      name: '=SUM(1+1)',
      events: [
        { eventKey: 'schedule-1', attending: false },
        { eventKey: 'schedule-2', attending: true, adults: 1, meal: 'Veg' },
      ],
    });

    await page.goto('/dash');
    await page.getByRole('link', { name: 'RSVPs' }).first().click();
    await expect(page).toHaveURL('/rsvps');
    await expect(page.getByText('2 replies have come.')).toBeVisible();
    const haldi = page.getByRole('article', { name: 'Haldi' });
    const wedding = page.getByRole('article', { name: 'Wedding' });
    await expect(haldi.getByTestId('coming')).toHaveText('1');
    await expect(haldi.getByTestId('adults')).toHaveText('2');
    await expect(haldi.getByTestId('children')).toHaveText('1');
    await expect(haldi.getByTestId('meals')).toHaveText('Meals: Veg 3');
    await expect(wedding.getByTestId('coming')).toHaveText('2');
    await expect(wedding.getByTestId('adults')).toHaveText('3');
    await expect(wedding.getByTestId('meals')).toHaveText('Meals: Jain 3 · Veg 1');
    await expect(wedding.getByRole('rowheader')).toHaveText([/Sunita Iyer/, /=SUM\(1\+1\)/]);
    await screen(page, `rsvps-${size.name}`);

    await page.getByPlaceholder('Search guests by name').fill('sunita');
    await expect(wedding.getByRole('rowheader')).toHaveText([/Sunita Iyer/]);
    await expect(wedding.getByTestId('coming')).toHaveText('2');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`rsvps-${owner.slug}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\n');
    expect(lines[0]).toBe('Event,Date,Name,Phone,Attending,Adults,Children,Meal,Answered at,Same number as');
    expect(lines).toHaveLength(5);
    expect(lines.filter((line) => line.includes('SUM(1+1)'))).toEqual([
      expect.stringContaining(",'=SUM(1+1),"),
      expect.stringContaining(",'=SUM(1+1),"),
    ]);
  });
}
