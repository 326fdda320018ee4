import { expect, test } from './fixtures';
import { requestsReported } from './helpers/settle';
import { BUSINESS, contactRowsFor, scriptedContactForm } from './storefront-helpers';

test.use({ serverEnv: BUSINESS });

const SUCCESS = "Your information has been received. We'll get back to you shortly.";

test.describe('contact form', () => {
  test('a valid message is sent, confirmed and stored', async ({ page, server }) => {
    const email = `asha.${Date.now()}@example.in`;
    await page.goto('/#contact-us-section');
    const form = await scriptedContactForm(page);
    await form.getByLabel('Name').fill('Asha Rao');
    // Typing a space or a dash keeps only the digits.
    await form.getByLabel('Phone').pressSequentially('98450 12345');
    await expect(form.getByLabel('Phone')).toHaveValue('9845012345');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Please show me a demo of Shubh Vivah.');

    // Hold the request so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/api/public/contact-us', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByLabel('Name')).toHaveValue('');

    const rows = await contactRowsFor(server, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Rao',
      phone: '9845012345',
      message: 'Please show me a demo of Shubh Vivah.',
    });
  });

  test('invalid input is explained and nothing is sent', async ({ page, server }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/contact-us')) sent.push(request.url());
    });
    await page.goto('/tempdetails/wed003');
    const form = await scriptedContactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter your phone number.')).toBeVisible();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();

    const phone = form.getByLabel('Phone');
    await phone.fill('98ab');
    await expect(phone).toHaveValue('98');
    await expect(form.getByText('Phone number must be exactly 10 digits.')).toBeVisible();
    await phone.fill('987654321');
    await expect(form.getByText('Phone number must be exactly 10 digits.')).toBeVisible();
    await phone.fill('9876543210');
    await expect(form.getByText('Phone number must be exactly 10 digits.')).toBeHidden();
    await phone.pressSequentially('1');
    await expect(phone).toHaveValue('9876543210');
    // A pasted number with the country code keeps its ten digits.
    await phone.fill('');
    await phone.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', '+91 98450 12345');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(phone).toHaveValue('9845012345');

    const email = `bad.${Date.now()}@example`;
    await form.getByLabel('Name').fill('Ravi');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await requestsReported(page);
    expect(sent).toEqual([]);
    expect(await contactRowsFor(server, email)).toHaveLength(0);
  });

  test('a failed send says try again and keeps what was typed', async ({ page }) => {
    await page.route('**/rest/api/public/contact-us', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    await page.goto('/');
    const form = await scriptedContactForm(page);
    await form.getByLabel('Name').fill('Meera');
    await form.getByLabel('Phone').fill('9123456780');
    await form.getByLabel('Email').fill('meera@example.in');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'try again' })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Meera');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
