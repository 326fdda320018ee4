/**
 * Steps for journeys around buying: choosing a template as 'Get This Template' does, and buying one for real
 * through the API and the sandbox checkout (for journeys that need a BOUGHT template to start from).
 */
import type { Page } from '@playwright/test';
import { findTemplate } from '../../../src/shared/catalogue';
import { checkoutToken } from '../../../src/server/payments/sandbox-provider';
import type { RunningServer } from '../fixtures';
import type { TestUser } from './users';

/** Stores the choice under `selectedTemplate` with a 10-minute expiry, exactly as storeSelectedTemplate does. */
export async function storeSelectedTemplate(page: Page, templateId: string, expiresInMs = 10 * 60_000): Promise<void> {
  const template = findTemplate(templateId);
  if (!template) throw new Error(`no template ${templateId}`);
  await page.evaluate(
    ({ selected, ms }) =>
      localStorage.setItem('selectedTemplate', JSON.stringify({ ...selected, expirationTime: Date.now() + ms })),
    { selected: template, ms: expiresInMs },
  );
}

/** Buys a template for a user the way the shop does (cart, order, sandbox "Pay now"); returns the order id. */
export async function buyTemplate(
  server: RunningServer,
  user: TestUser,
  templateId: string,
  pack: 'basic' | 'premium' | 'luxury' = 'basic',
): Promise<string> {
  const authorization = `Bearer ${user.token}`;
  const added = await server.app.inject({
    method: 'GET',
    url: `/rest/api/public/addtocart/${templateId}/${pack}`,
    headers: { authorization },
  });
  if (added.statusCode !== 200) throw new Error(`addtocart answered ${added.statusCode}: ${added.body}`);
  const bought = await server.app.inject({
    method: 'GET',
    url: '/rest/api/public/buytemplates',
    headers: { authorization },
  });
  const orderId = bought.json().responceId?.orderId as string | undefined;
  if (!orderId) throw new Error(`buytemplates answered ${bought.statusCode}: ${bought.body}`);
  const paid = await server.app.inject({
    method: 'POST',
    url: `/rest/api/public/sandbox-checkout/${orderId}?token=${checkoutToken(server.config.otpSecret, orderId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=pay',
  });
  if (paid.statusCode !== 303) throw new Error(`sandbox checkout answered ${paid.statusCode}`);
  return orderId;
}

/** The billing box's four figures as shown. */
export async function billingFigures(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('complementary', { name: 'Billing' }).locator('.bill__row');
  const figures: Record<string, string> = {};
  for (const row of await rows.all())
    figures[(await row.locator('dt').innerText()).trim()] = (await row.locator('dd').innerText()).trim();
  return figures;
}
