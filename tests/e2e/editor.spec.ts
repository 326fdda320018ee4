import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { jpegSize, makePng, seedBuyer } from './editor-support';

const png = makePng();

/** Every content draft this browser keeps (the editor saves one a moment after typing pauses). */
function storedDraft(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('utsav.draft.v1:'))
      .map((key) => localStorage.getItem(key))
      .join('\n'),
  );
}

async function openSection(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Form sections' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function cropAndUpload(page: Page, fieldName: string, aspect = '16:9') {
  await page
    .locator(`input[type=file][data-testid$="${fieldName}-file"]`)
    .setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('crop-stage')).toBeVisible();
  await dialog.getByText(aspect, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Crop & Apply' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Photo uploaded.')).toBeVisible();
}

test.describe('the content form (/usersinput)', () => {
  test('a buyer fills sections, uploads a cropped photo, gets the draft back after a reload, submits and finds it prefilled', async ({
    page,
    server,
  }) => {
    const buyer = await seedBuyer(page, server);
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto('/usersinput');
    await expect(page.getByRole('heading', { level: 1, name: 'User Input Form For Wedding' })).toBeVisible();
    await expect(page.getByText('0% Completed')).toBeVisible();

    // Cover: names, date, and a photo cropped to 16:9, compressed and uploaded.
    await page.getByLabel('Bride Name', { exact: true }).fill('Meera');
    await page.getByLabel('Groom Name', { exact: true }).fill('Arjun');
    await page.getByLabel('Wedding Date').fill('2027-03-21');
    await cropAndUpload(page, 'CoverPhoto');
    const thumb = page.locator('.ed-image__thumb img');
    await expect(thumb).toHaveAttribute('src', /download\?filename=/);
    const storedName = decodeURIComponent((await thumb.getAttribute('src'))!.split('filename=')[1]!);

    // The stored picture is the compressed crop: a JPEG of at most 1024 px and 1 MB, in the chosen shape.
    const download = await fetch(`${server.url}/rest/api/public/download?filename=${encodeURIComponent(storedName)}`);
    const bytes = Buffer.from(await download.arrayBuffer());
    const size = jpegSize(bytes);
    expect(size).not.toBeNull();
    expect(Math.max(size!.width, size!.height)).toBeLessThanOrEqual(1024);
    expect(bytes.length).toBeLessThanOrEqual(1024 * 1024);
    expect(size!.width / size!.height).toBeCloseTo(16 / 9, 1);
    // The compressor's worker loaded its library from our own origin, never a CDN, within the CSP.
    expect(requests.some((url) => url.startsWith(server.url) && /browser-image-compression.*\.js$/.test(url))).toBe(
      true,
    );
    expect(requests.filter((url) => !/^(blob:|data:)/.test(url) && !url.startsWith(server.url))).toEqual([]);
    expect(problems.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);

    // Another section: the couple.
    await openSection(page, 'About the Couple');
    await page.getByLabel('About the Bride').fill('Meera teaches Bharatanatyam in Mysuru.');
    await page.getByLabel("Bride's Father").fill('Shri Raghavendra Rao');

    // A repeated group: one schedule event.
    await openSection(page, 'Event Schedule');
    await page.getByRole('button', { name: /Add event/i }).click();
    await page.getByLabel('Event Name').fill('Mehendi');
    await page.getByLabel('Location').fill('Rao residence, Jayanagar');
    await expect(page.getByTestId('progress-percent')).not.toHaveText('0% Completed');

    // Reload: the draft, kept locally while typing, is offered back and restored.
    await expect.poll(() => storedDraft(page)).toContain('Mehendi');
    await page.reload();
    const offer = page.getByRole('alertdialog', { name: 'Continue where you left off?' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(page.getByLabel('Bride Name', { exact: true })).toHaveValue('Meera');
    await openSection(page, 'Event Schedule');
    await expect(page.getByLabel('Event Name')).toHaveValue('Mehendi');

    // Submit: the button says so while busy, the server's answer is shown.
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    const answer = page.waitForResponse((response) => response.url().includes('/createuserdata'));
    await submit.click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText('Data saved successfully.')).toBeVisible();

    // Only non-empty values went over the wire, under <templateId>-<FieldName>.
    const saved = await fetch(
      `${server.url}/rest/api/private/get_userdata_component_fromuser?baseTempID=wed001&userName=${encodeURIComponent(buyer.email)}`,
      {
        headers: { authorization: buyer.authorization },
      },
    );
    const components = (
      (await saved.json()) as { responceId: { components: { comp_id: string; comp_value: string }[] } }
    ).responceId.components;
    const byId = Object.fromEntries(components.map((c) => [c.comp_id, c.comp_value]));
    expect(byId).toMatchObject({
      'wed001-BrideName': 'Meera',
      'wed001-GroomName': 'Arjun',
      'wed001-WeddingDate': '2027-03-21',
      'wed001-CoverPhoto': storedName,
      'wed001-BrideFatherName': 'Shri Raghavendra Rao',
      'wed001-Schedule1EventName': 'Mehendi',
    });
    expect(components.every((c) => c.comp_value.trim() !== '')).toBe(true);

    // Reopen: prefilled from the server, and no draft left to offer.
    await page.reload();
    await expect(page.getByLabel('Bride Name', { exact: true })).toHaveValue('Meera');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await openSection(page, 'About the Couple');
    await expect(page.getByLabel('About the Bride')).toHaveValue('Meera teaches Bharatanatyam in Mysuru.');
  });

  test('a forced re-login loses nothing: the draft is offered back after logging in again', async ({
    page,
    server,
  }) => {
    const buyer = await seedBuyer(page, server);
    await page.goto('/usersinput');
    await page.getByLabel('Bride Name', { exact: true }).fill('Nandini');
    await page.getByLabel('Groom Name', { exact: true }).fill('Varun');
    await page.getByLabel('Groom Name', { exact: true }).blur();
    await expect.poll(() => storedDraft(page)).toContain('Varun');

    // The session runs out while the buyer is away; the next page load sends them to log in.
    await page.evaluate(() => localStorage.setItem('accessTokenExpiration', String(Date.now() - 1000)));
    await page.reload();
    await expect(page).toHaveURL(/\/login\?from=%2Fusersinput/);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/usersinput$/);
    await page
      .getByRole('alertdialog', { name: 'Continue where you left off?' })
      .getByRole('button', { name: 'Restore my changes' })
      .click();
    await expect(page.getByLabel('Bride Name', { exact: true })).toHaveValue('Nandini');
    await expect(page.getByLabel('Groom Name', { exact: true })).toHaveValue('Varun');
  });

  test('fields are checked on blur and on submit, which opens the section with the problem', async ({
    page,
    server,
  }) => {
    await seedBuyer(page, server);
    await page.goto('/usersinput?template=wed001');
    await page.getByLabel('Bride Name', { exact: true }).fill('Meera');
    await openSection(page, 'Contact');
    const phone = page.getByLabel('Contact Number', { exact: true });
    await phone.fill('12345');
    await phone.blur();
    await expect(page.getByText('Contact Number must be a 10-digit phone number')).toBeVisible();

    await openSection(page, 'Cover');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    await expect(page.getByText('Contact Number must be a 10-digit phone number')).toBeVisible();
    await expect(page.getByText('One field needs a fix before submitting.')).toBeVisible();

    await page.getByLabel('Contact Number', { exact: true }).fill('9845012345');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Data saved successfully.')).toBeVisible();
  });

  test('an empty form is not submitted, and a template the buyer does not own shows no form', async ({
    page,
    server,
  }) => {
    await seedBuyer(page, server);
    await page.goto('/usersinput');
    await expect(page.getByRole('heading', { level: 1, name: 'User Input Form For Wedding' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Please enter data before submitting.')).toBeVisible();

    await page.goto('/usersinput?template=eng001');
    await expect(page.getByRole('heading', { name: 'No valid data found' })).toBeVisible();
  });

  test('a buyer without purchases is told so', async ({ page, server }) => {
    const { createUser, signInBrowser } = await import('./helpers/users');
    const user = await createUser(server);
    await signInBrowser(page, user);
    await page.goto('/usersinput');
    await expect(page.getByRole('heading', { name: 'No valid data found' })).toBeVisible();
    await expect(page.getByText('No purchased items found in the data.')).toBeVisible();
  });

  test('fields of a higher pack are locked for a basic buyer', async ({ page, server }) => {
    await seedBuyer(page, server, { pack: 'basic' });
    await page.goto('/usersinput');
    await openSection(page, 'Our Families');
    await expect(page.getByText('Available with the Premium pack. Your pack is basic.')).toBeVisible();
    await expect(page.getByLabel('Invited By')).toBeDisabled();
  });
});

test.describe('the customiser (/Coustomise)', () => {
  test('tabs are the template sections, the live preview follows the typing, and the tab is remembered', async ({
    page,
    server,
  }) => {
    await seedBuyer(page, server);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/Coustomise?template=wed001');
    const tabs = page.getByRole('tablist', { name: 'Template sections' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Cover',
      'About the Couple',
      'Our Families',
      'Our Love Story',
      'Event Schedule',
      'Venue',
      'Gallery',
      'Wishes',
      'Contact',
      'Colours, music & language',
    ]);
    const preview = page.getByTestId('live-preview');
    await expect(preview.locator('.inv-hero')).toBeVisible();

    await page.getByLabel('Bride Name', { exact: true }).fill('Kavya');
    await page.getByLabel('Groom Name', { exact: true }).fill('Nikhil');
    await expect(preview.locator('.inv-hero__names')).toContainText('Kavya');
    await expect(preview.locator('.inv-hero__names')).toContainText('Nikhil');
    await expect(page.getByTestId('progress-percent')).toHaveText(/^[1-9]\d?% Completed$/);

    // Guest-facing text is text: markup typed into a field is shown, never run.
    await page.getByLabel('Cover Message').fill('<img src=x onerror="window.__pwned=1"> with love');
    await expect(preview.locator('.inv-hero__message')).toHaveText('<img src=x onerror="window.__pwned=1"> with love');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await tabs.getByRole('tab', { name: 'Venue' }).click();
    await page.getByLabel('Venue Name').fill('Lalitha Mahal');
    await expect(preview.locator('.inv-venue__name')).toHaveText('Lalitha Mahal');
    expect(await page.evaluate(() => localStorage.getItem('activeTab'))).toBe('venue');

    await page.getByRole('button', { name: 'Save & submit' }).click();
    await expect(page.getByText('Data saved successfully.')).toBeVisible();

    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Venue' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Venue Name')).toHaveValue('Lalitha Mahal');
    await expect(preview.locator('.inv-hero__names')).toContainText('Kavya');
  });

  test('on a phone the preview is a view of its own', async ({ page, server }) => {
    await seedBuyer(page, server);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/Coustomise');
    await page.getByLabel('Bride Name', { exact: true }).fill('Ira');
    await expect(page.getByTestId('live-preview')).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.getByTestId('live-preview').locator('.inv-hero__names')).toContainText('Ira');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Bride Name', { exact: true })).toHaveValue('Ira');
  });
});

test.describe('media upload (/imageupld)', () => {
  test('choose, crop, new image, crop again and upload; the generic upload refuses other files', async ({
    page,
    server,
  }) => {
    await seedBuyer(page, server);
    await page.goto('/imageupld');
    const cropCard = page.getByRole('region', { name: 'Crop and upload a photo' });
    const fileCard = page.getByRole('region', { name: 'Upload a photo or video' });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(cropCard.getByRole('status')).toHaveText('Please select an image to upload.');

    await page.getByTestId('iu-image-input').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('crop-stage')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: /Choose an image/ })).toBeVisible();

    await page.getByTestId('iu-image-input').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png });
    await page.getByText('1:1', { exact: true }).click();
    await page.getByRole('button', { name: 'Crop & Apply' }).click();
    await expect(page.getByAltText('Your cropped picture')).toBeVisible();
    await page.getByRole('button', { name: 'Crop', exact: true }).click();
    await expect(page.getByTestId('crop-stage')).toBeVisible();
    await page.getByRole('button', { name: 'Crop & Apply' }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(cropCard.getByRole('status')).toHaveText(/^Image uploaded successfully: [A-Za-z0-9._-]+\.$/, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'New Image' }).click();
    await expect(page.getByRole('button', { name: /Choose an image/ })).toBeVisible();

    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(fileCard.getByRole('status')).toHaveText('Please select a file to upload.');
    await page
      .getByTestId('iu-file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(fileCard.getByRole('status')).toHaveText('Unsupported file type. Please upload an image or video.');
    await page.getByTestId('iu-file-input').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(fileCard.getByRole('status')).toHaveText('File uploaded successfully.', { timeout: 30_000 });
    await expect(fileCard.getByText(/Stored as/)).toBeVisible();
    await expect(fileCard.locator('.iu-uploaded__thumb img')).toHaveAttribute('src', /download\?filename=/);
  });
});
