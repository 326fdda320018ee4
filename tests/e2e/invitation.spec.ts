import { readFileSync } from 'node:fs';
import { contentSchemas } from '../../src/generated';
import { findTemplate, TEMPLATES } from '../../src/shared/catalogue';
import type { ContentData, ContentSchemaEntry } from '../../src/shared/content';
import { expect, test } from './fixtures';

/** Sections of a schema the sample fills and does not switch off: each must be on the page. */
function filledSections(schemaName: string): string[] {
  const entry = contentSchemas[schemaName as keyof typeof contentSchemas] as unknown as ContentSchemaEntry;
  const sample = JSON.parse(readFileSync(`schemas/samples/${schemaName}.json`, 'utf8')) as ContentData;
  return entry.sections
    .filter((section, index) => {
      const data = sample[section.key] as Record<string, unknown> | undefined;
      if (!data || index === 0) return false;
      const switchedOff = Object.entries(data).some(([name, value]) => /^Show[A-Z]/.test(name) && value === false);
      const filled = Object.entries(data).some(
        ([name, value]) =>
          !/^Show[A-Z]/.test(name) &&
          value !== undefined &&
          value !== '' &&
          !(Array.isArray(value) && value.length === 0),
      );
      return filled && !switchedOff;
    })
    .map((section) => section.key);
}

test('/temp/wedding is the first wedding template with its sample content, every section rendered', async ({
  page,
  server,
}) => {
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url) && !/^(data|blob):/.test(request.url())) outside.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/temp/wedding');
  const wedding = TEMPLATES.find((t) => t.id.startsWith('wed'))!;
  await expect(page).toHaveTitle(new RegExp(wedding.name));
  await expect(page.locator('.inv-hero__names')).toHaveText(/Ananya\s*&\s*Rohan/);
  await expect(page.locator('.inv-hero__date')).toHaveText('Sunday, 14 February 2027');
  for (const key of filledSections('wedding')) await expect(page.locator(`#inv-${key}`), key).toBeAttached();

  // The design reaches the page: the template's palette and its self-hosted heading face.
  const style = await page.locator('.inv').evaluate((node) => ({
    primary: getComputedStyle(node).getPropertyValue('--inv-primary'),
    heading: getComputedStyle(node).getPropertyValue('--inv-heading-font'),
  }));
  expect(style.primary.trim()).toBe(wedding.design.palette.primary);
  await page.evaluate(() => document.fonts.ready);
  const heading = style.heading.split(',')[0]!.replace(/'/g, '').trim();
  expect(await page.evaluate((family) => document.fonts.check(`700 32px "${family}"`), heading)).toBe(true);

  // Sample pictures are drawn, not photos; the venue has a real map link; the gallery opens a picture.
  await expect(page.locator('#inv-cover svg[data-sample="couple"]')).toBeVisible();
  await expect(page.locator('#inv-venue').getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    /^https:\/\/maps\.google\.com\//,
  );
  await page
    .locator('#inv-gallery')
    .getByRole('button', { name: /Open picture 2 of/ })
    .click();
  const lightbox = page.getByRole('dialog', { name: /Picture 2 of/ });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /Picture 3 of/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

const CATEGORY_SAMPLES = [
  'eng001',
  'bir001',
  'bir004',
  'hou001',
  'ann001',
  'par001',
  'nye001',
  'sch001',
  'sch005',
  'kan001',
  'cha001',
  'upa001',
  'ram001',
];

test('/preview/<id> renders every filled section for templates of every category', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const id of CATEGORY_SAMPLES) {
    const template = findTemplate(id)!;
    await page.goto(`/preview/${id}`);
    await expect(page.locator('.inv'), id).toHaveAttribute('data-template-layout', template.design.layout);
    await expect(page.locator('.inv-hero'), id).toBeVisible();
    for (const key of filledSections(template.schema))
      await expect(page.locator(`#inv-${key}`), `${id} ${key}`).toBeAttached();
    await expect(page.getByRole('link', { name: 'Use this design' })).toHaveAttribute('href', `/tempdetails/${id}`);
  }
  expect(errors).toEqual([]);
});

test('a preview of an unknown template says so', async ({ page }) => {
  await page.goto('/preview/zzz999');
  await expect(page.getByRole('heading', { name: 'Template not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all templates' })).toHaveAttribute('href', '/temp');
});

test('the invitation is laid out for a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/temp/wedding');
  await expect(page.locator('.inv-hero__names')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Names stack on a phone; the section navigation scrolls sideways instead of wrapping.
  const rows = await page
    .locator('.inv-hero__name')
    .evaluateAll((names) => names.map((n) => Math.round(n.getBoundingClientRect().top)));
  expect(new Set(rows).size).toBe(2);
});
