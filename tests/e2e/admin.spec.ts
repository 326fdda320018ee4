/**
 * The admin area as a shop owner uses it, on a phone and a desktop: only the admin gets in, the overview
 * counts a new order, orders filter and export as CSV, and a disabled account cannot log in.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { findTemplate } from '../../src/shared/catalogue';
import { billFor, formatRupees } from '../../src/shared/pricing';
import { createOrder, markPaid } from '../../src/server/orders';
import { logInThroughForm, toastWith } from './account-fixtures';
import { expect, test, type RunningServer } from './fixtures';
import { createUser, signInBrowser } from './helpers/users';

const ADMIN = { email: 'owner@utsav-e2e.in', password: 'marigold-admin-2027' };
const ADMIN_ROUTES = ['/Overview', '/Templates', '/Chat', '/Orders', '/formate', '/users', '/createlive'];
const SHOTS = 'test-results/admin-shots';

// This file's own server, with the admin account made at start from ADMIN_EMAIL / ADMIN_PASSWORD.
test.use({ serverEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/Overview$/);
}

async function seedOrder(server: RunningServer, userId: number, templateId: string, paid: boolean) {
  const now = server.config.now();
  const order = await createOrder(server.app.ctx.db, {
    userId,
    template: findTemplate(templateId)!,
    packType: 'premium',
    provider: 'sandbox',
    now,
  });
  if (paid) await markPaid(server.app.ctx.db, order.id, { at: now });
  return order;
}

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 860 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a buyer opening any admin screen is sent away to /login and on to the dashboard', async ({
      page,
      server,
    }) => {
      await signInBrowser(page, await createUser(server));
      for (const route of ADMIN_ROUTES) {
        await page.goto(route);
        await expect(page).toHaveURL(/\/dash$/);
        await expect(page.getByRole('navigation', { name: /^Admin/ })).toHaveCount(0);
      }
    });

    test('a signed-out visitor opening an admin screen is asked to log in', async ({ page }) => {
      await page.goto('/Orders');
      await expect(page).toHaveURL(/\/login\?from=%2FOrders$/);
    });

    test('the overview counts a new paid order, its GST apart, and a visit; TEST MODE is shown', async ({
      page,
      server,
    }) => {
      await logInAsAdmin(page);
      const orders = page.getByTestId('stat-orders').locator('.admin-stat__value');
      const visits = page.getByTestId('stat-visits').locator('.admin-stat__value');
      await expect(orders).toHaveText(/^\d+$/);
      const ordersBefore = Number(await orders.textContent());
      const visitsBefore = Number((await visits.textContent())!.replace(/,/g, ''));
      await expect(
        page.getByText('TEST MODE: payments go to the sandbox provider; no real money moves.'),
      ).toBeVisible();

      const buyer = await createUser(server, { fullName: 'Kavya Menon' });
      await seedOrder(server, buyer.id, 'wed002', true);
      expect((await page.request.get('/rest/api/public/increment_analytics/homepage')).status()).toBe(200);

      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(orders).toHaveText(String(ordersBefore + 1));
      await expect(visits).toHaveText(String(visitsBefore + 1));
      const bill = billFor(findTemplate('wed002')!, 'premium');
      if (ordersBefore === 0) {
        await expect(page.getByTestId('stat-revenue').locator('.admin-stat__value')).toHaveText(
          formatRupees(bill.totalBilling),
        );
        await expect(page.getByTestId('stat-revenue')).toContainText(`GST ${formatRupees(bill.gst)}`);
      }
      await expect(page.getByTestId('stat-orders').getByRole('img')).toHaveAttribute(
        'aria-label',
        /Paid orders per day/,
      );
      await page.screenshot({ path: `${SHOTS}/overview-${viewport.name}.png`, fullPage: true });
    });

    test('a contact message waits on the overview until the admin marks it handled', async ({ page }) => {
      const name = `Lakshmi ${viewport.name} ${Date.now()}`;
      const sent = await page.request.post('/rest/api/public/contact-us', {
        data: { name, phone: '9876543210', email: 'lakshmi@example.in', message: 'Do you make Kannada invitations?' },
      });
      expect(sent.status()).toBe(200);
      await logInAsAdmin(page);
      const message = page.getByRole('listitem').filter({ hasText: name });
      await expect(message).toContainText('Do you make Kannada invitations?');
      await message.getByRole('button', { name: 'Mark handled' }).click();
      await expect(toastWith(page, 'Marked handled.')).toBeVisible();
      await expect(message).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Recent admin actions' })).toContainText('Marked message handled');
      await page.getByLabel('Show').selectOption('handled');
      await expect(message.getByRole('button', { name: 'Mark waiting' })).toBeVisible();
    });

    test('orders filter by buyer and state, and the CSV holds exactly what the filter shows', async ({
      page,
      server,
    }) => {
      const tag = `${viewport.name}${Date.now()}`;
      const buyer = await createUser(server, { fullName: '=SUM(A1) Ravi', email: `ravi.${tag}@example.in` });
      const paid = await seedOrder(server, buyer.id, 'bir003', true);
      await seedOrder(server, buyer.id, 'par001', false);
      await seedOrder(server, (await createUser(server)).id, 'bir003', true);

      await logInAsAdmin(page);
      await page.goto('/Orders');
      await page.getByLabel('Buyer').fill(`ravi.${tag}`);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByTestId('order-row')).toHaveCount(2);
      await page.getByLabel('State').selectOption('paid');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByTestId('order-row')).toHaveCount(1);
      await expect(page.getByTestId('orders-summary')).toHaveText(
        `1 order · paid ${formatRupees(paid.amountRupees)} (GST ${formatRupees(billFor(findTemplate('bir003')!, 'premium').gst)})`,
      );
      await page.screenshot({ path: `${SHOTS}/orders-${viewport.name}.png`, fullPage: true });

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[0].split(',').slice(0, 6)).toEqual([
        'Order',
        'Created (IST)',
        'Paid (IST)',
        'State',
        'Buyer',
        'Buyer e-mail',
      ]);
      expect(lines[1]).toContain(paid.id);
      expect(lines[1]).toContain(`,paid,'=SUM(A1) Ravi,ravi.${tag}@example.in,bir003,`);
    });

    test('the admin disables an account; its owner cannot log in and is told why', async ({
      page,
      browser,
      server,
    }) => {
      const person = await createUser(server, {
        fullName: 'Suresh Pillai',
        email: `suresh.${viewport.name}.${Date.now()}@example.in`,
      });
      await logInAsAdmin(page);
      await page.goto('/users');
      await page.getByLabel('Search accounts').fill(person.email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: new RegExp(person.email.replace(/\./g, '\\.')) }).click();
      await expect(page.getByRole('heading', { name: 'Suresh Pillai' })).toBeVisible();
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Disable account' }).click();
      await expect(toastWith(page, 'Account disabled.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/users-${viewport.name}.png`, fullPage: true });

      const other = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const personPage = await other.newPage();
      await personPage.goto('/login');
      await logInThroughForm(personPage, person.email, person.password);
      await expect(toastWith(personPage, 'This account is disabled. Please contact support.')).toBeVisible();
      await expect(personPage).toHaveURL(/\/login$/);
      await other.close();

      await page.goto('/Overview');
      await expect(page.getByRole('list', { name: 'Recent admin actions' })).toContainText(
        `Disabled account · user:${person.id} (${person.email})`,
      );
    });

    test("the admin publishes a buyer's site, a guest opens it, and the admin takes it down again", async ({
      page,
      server,
    }) => {
      const tag = `${viewport.name}-${Date.now()}`;
      const buyer = await createUser(server, { fullName: 'Kavya Menon', email: `kavya.${tag}@example.in` });
      await seedOrder(server, buyer.id, 'wed005', true);
      const asBuyer = { authorization: `Bearer ${buyer.token}` };
      const saved = await page.request.post('/rest/api/private/createuserdata', {
        headers: asBuyer,
        data: {
          baseTempID: 'wed005',
          components: [{ comp_id: 'wed005-BrideName', comp_type: 'TEXT', comp_value: 'Kavya' }],
        },
      });
      expect(saved.status()).toBe(200);

      await logInAsAdmin(page);
      await page.goto('/createlive');
      await page.getByLabel('Find the buyer').fill(buyer.email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: new RegExp(buyer.email.replace(/\./g, '\\.')) }).click();
      await expect(page.getByLabel('Bought template')).toHaveValue('wed005');
      const slug = `kavya-weds-arjun-${tag}`;
      await page.getByLabel('Address: /invite/…').fill(slug);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(toastWith(page, `Published at /invite/${slug}`)).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`/invite/${slug}$`) })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/createlive-published-${viewport.name}.png`, fullPage: true });

      const sites = await (
        await page.request.get('/rest/api/private/get_live_template_user', { headers: asBuyer })
      ).json();
      expect(sites).toEqual([expect.objectContaining({ slug, published: true, baseTempID: 'wed005' })]);

      // A guest opens the address and reads the buyer's content.
      const guest = await page.context().newPage();
      const opened = await guest.goto(`/invite/${slug}`);
      expect(opened?.status()).toBe(200);
      await expect(guest.getByText('Kavya').first()).toBeVisible();
      await guest.close();

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(toastWith(page, 'Site unpublished.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
      const after = await (
        await page.request.get('/rest/api/private/get_live_template_user', { headers: asBuyer })
      ).json();
      expect(after).toEqual([expect.objectContaining({ slug, published: false })]);
      expect((await page.request.get(`/invite/${slug}`)).status()).toBe(404);
    });

    test('every screen opens from the navigation and looks right', async ({ page }) => {
      await logInAsAdmin(page);
      const open = async (label: string) => {
        if (viewport.width < 700) {
          const bottom = page.getByRole('navigation', { name: 'Admin quick navigation' });
          const direct = bottom.getByRole('link', { name: label, exact: true });
          if (await direct.count()) await direct.click();
          else {
            await bottom.getByRole('button', { name: 'More' }).click();
            await page
              .getByRole('navigation', { name: 'More admin screens' })
              .getByRole('link', { name: label })
              .click();
          }
        } else {
          await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: label }).click();
        }
      };
      await open('Templates');
      await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
      await expect(page.getByTestId('template-wed001').getByRole('link', { name: 'Preview' })).toHaveAttribute(
        'href',
        '/preview/wed001',
      );
      await page.screenshot({ path: `${SHOTS}/templates-${viewport.name}.png` });

      await open('Forms');
      await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Wedding.*lint clean/ })).toBeVisible();
      await page.getByLabel('As a buyer of').selectOption('basic');
      await expect(page.getByRole('heading', { name: 'Form preview (read-only)' })).toBeVisible();
      await expect(page.locator('.ed-form input:not([type=hidden])').first()).toBeDisabled();
      await page.screenshot({ path: `${SHOTS}/formate-${viewport.name}.png`, fullPage: true });

      await open('Publish a site');
      await expect(page.getByRole('heading', { name: 'Publish a site', level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/createlive-${viewport.name}.png` });

      await open('Users');
      await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

      await open('Chat');
      await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/chat-${viewport.name}.png` });
    });
  });
}
