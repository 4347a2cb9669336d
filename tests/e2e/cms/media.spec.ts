import sharp from 'sharp';

import { messages } from '@agency/contract';

import { expect, signInToPanel, test } from '../support/fixtures';

// Editors upload images in the panel: alt text is asked for, and every upload gets its renditions.
test('an image uploaded in the panel needs alt text, then is stored with its WebP and AVIF renditions', async ({
  page,
  request,
  staff,
}) => {
  await signInToPanel(page, staff);

  const name = `panel-upload-${Date.now()}.png`;
  const buffer = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  await page.goto('/cms/collections/media/create');
  // Payload's form sends its state to the server once the file is chosen (debounced). Saved before
  // that answer is back, the answer lands after the save's and takes the alt field's error away again,
  // leaving only the toast (a local `npm test` run, session 29): a person looks at the preview first.
  const formState = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cms/collections/media/create'));
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer });
  await formState;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.mediaAltRequired).first()).toBeVisible();

  await page.getByLabel('Alt text').fill('An amber test card');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('successfully created', { exact: false })).toBeVisible();

  // Payload's REST with the panel's session (the page's cookies).
  const found = await page.request.get(`/cms/api/media?where[alt][equals]=An%20amber%20test%20card&depth=0`);
  expect(found.status()).toBe(200);
  const doc = ((await found.json()) as { docs: { sizes: Record<string, { filename: string | null; mimeType: string | null }> }[] })
    .docs[0]!;
  expect(doc.sizes.cardWebp).toMatchObject({ mimeType: 'image/webp' });
  expect(doc.sizes.cardAvif).toMatchObject({ mimeType: 'image/avif' });
  const served = await request.get(`/media/${encodeURIComponent(doc.sizes.cardAvif!.filename!)}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/avif');
});
