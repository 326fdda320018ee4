/**
 * A buyer with a live invitation site and what guests sent it, written straight into the server's database
 * (the guests' own pages are tested elsewhere), and screenshots of the screens for people to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seedLiveSite } from '../../../src/server/moderation/testing/seed';
import { seedBuyer, type Buyer } from '../editor-support';
import type { RunningServer } from '../fixtures';

export interface SiteOwner extends Buyer {
  liveId: string;
  slug: string;
}

export const SIZES = [
  { name: 'phone', width: 375, height: 760 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;

export async function seedSiteOwner(
  page: Page,
  server: RunningServer,
  { templateId = 'wed001', slug }: { templateId?: string; slug?: string } = {},
): Promise<SiteOwner> {
  const buyer = await seedBuyer(page, server, { templateId });
  const address = slug ?? `site-${buyer.id}-${Date.now().toString(36)}`;
  const liveId = await seedLiveSite(server.app.ctx, { userId: buyer.id, tempId: templateId, slug: address });
  return { ...buyer, liveId, slug: address };
}

/** Minutes before now, as a Date. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A full-page screenshot under tmp/screens/ (kept between runs, unlike test-results/) for a person to look at. */
export async function screen(page: Page, name: string): Promise<void> {
  mkdirSync('tmp/screens', { recursive: true });
  await page.screenshot({ path: `tmp/screens/${name}.png`, fullPage: true });
}

/** Saves the content of a bought template through the real API (dates, names, schedule), for a site or none yet. */
export async function saveContent(
  server: RunningServer,
  owner: Pick<SiteOwner, 'authorization'> & { liveId?: string },
  values: Record<string, string>,
  templateId = 'wed001',
): Promise<void> {
  const response = await fetch(`${server.url}/rest/api/private/createuserdata`, {
    method: 'POST',
    headers: { authorization: owner.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      baseTempID: templateId,
      liveID: owner.liveId,
      components: Object.entries(values).map(([name, value]) => ({
        comp_id: `${templateId}-${name}`,
        comp_type: 'TEXT',
        comp_value: value,
      })),
    }),
  });
  if (!response.ok) throw new Error(`content not saved: ${await response.text()}`);
}
