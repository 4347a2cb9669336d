import AxeBuilder from '@axe-core/playwright';

import { expect, test } from '../support/fixtures';
import { open } from './helpers';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const paths = ['/', '/support', '/terms-of-services', '/privacy-policy', '/refund-policy', '/no-such-page'];

for (const path of paths) {
  test(`no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('no WCAG 2.2 AA violation on the code page', async ({ page }) => {
  await open(page, '/support');
  await page.evaluate(() => {
    sessionStorage.setItem('contactEmail', 'axe@example.com');
    sessionStorage.setItem('queryId', '00000000-0000-4000-8000-000000000000');
  });
  await open(page, '/otp-verification');
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
