/** Settings: the profile form with the spec's messages, order history with a receipt, liked templates, the menu. */
import { expect, test } from './fixtures';
import { seedBuyer } from './editor-support';
import { screen, SIZES } from './helpers/live-site';

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });
    const phone = size.name === 'phone';

    test('contact details: required fields, the update, and the greeting follows', async ({ page, server }) => {
      await seedBuyer(page, server);
      await page.goto('/setting');
      await expect(page.locator('.settings-avatar')).toHaveText('P');
      await expect(page.locator('.settings-name')).toHaveText('Priya Sharma');
      await screen(page, `settings-menu-${size.name}`);
      await page.getByRole('tab', { name: 'Contact Details' }).click();
      const name = page.getByLabel('Full Name');
      await expect(name).toHaveValue('Priya Sharma');
      if (phone) await expect(page.getByRole('button', { name: '← Back' })).toBeVisible();
      await name.fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
      await name.fill('meera devi KRISHNAN');
      await page.getByLabel('Phone Number').fill('9123456780');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile updated successfully.')).toBeVisible();
      await screen(page, `settings-contact-${size.name}`);
      await expect(page.getByText('Hi, Meera Devi Krishnan', { exact: true })).toBeVisible();
      await page.reload();
      if (phone) await page.getByRole('tab', { name: 'Contact Details' }).click();
      await expect(page.getByLabel('Phone Number')).toHaveValue('9123456780');
      await expect(page.locator('.settings-name')).toHaveText('Meera Devi Krishnan');
    });

    test('order history lists the order with GST and a printable receipt; the other tabs lead on', async ({
      page,
      server,
    }) => {
      await seedBuyer(page, server);
      await page.goto('/setting');
      await page.getByRole('tab', { name: 'Order History' }).click();
      const row = page.locator('.order-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Shubh Vivah');
      await expect(row).toContainText('₹5,999');
      await expect(row).toContainText('incl. GST ₹915');
      await expect(row).toContainText('Paid');
      await row.getByRole('button', { name: 'Receipt' }).click();
      const receipt = page.getByRole('dialog', { name: /Receipt ord_/ });
      await expect(receipt).toContainText('Total paid₹5,999');
      await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
      await screen(page, `settings-orders-${size.name}`);

      if (phone) await page.getByRole('button', { name: '← Back' }).click();
      await page.getByRole('tab', { name: "FAQ's" }).click();
      await expect(page.getByRole('heading', { name: 'Which events do you make invitations for?' })).toBeVisible();
      if (phone) await page.getByRole('button', { name: '← Back' }).click();
      await page.getByRole('link', { name: 'Report An Issue', exact: true }).click();
      await expect(page).toHaveURL('/help');
      await page.goto('/setting');
      await page.getByRole('link', { name: 'Help and Support', exact: true }).click();
      await expect(page).toHaveURL('/help');
      await page.goto('/setting');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/login');
    });

    test('a heart on a catalogue card keeps the template in Liked Templates', async ({ page, server }) => {
      await seedBuyer(page, server);
      await page.goto('/temp');
      const like = page.getByRole('button', { name: /^Like / }).first();
      const label = (await like.getAttribute('aria-label'))!;
      const templateName = label.replace(/^Like /, '');
      await like.click();
      await expect(
        page.getByRole('button', { name: `Remove ${templateName} from liked templates` }).first(),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/setting');
      await page.getByRole('tab', { name: 'Liked Templates' }).click();
      await expect(page.locator('.liked-card')).toHaveCount(1);
      await expect(page.locator('.liked-card')).toContainText(templateName);
      await screen(page, `settings-liked-${size.name}`);
      await page.getByRole('button', { name: `Remove ${templateName} from liked templates` }).click();
      await expect(page.locator('.liked-card')).toHaveCount(0);
      await page.goto('/temp');
      await expect(page.getByRole('button', { name: `Like ${templateName}` }).first()).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  });
}

test('a signed-out visitor tapping the heart is sent to login', async ({ page }) => {
  await page.goto('/temp');
  await page
    .getByRole('button', { name: /^Like / })
    .first()
    .click();
  await expect(page).toHaveURL('/login');
});
