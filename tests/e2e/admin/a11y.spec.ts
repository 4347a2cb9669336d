import AxeBuilder from '@axe-core/playwright';

import { expect, test } from '../support/fixtures';
import { enterWithToken } from './helpers';
import { dashboardPaths, tagOf, verifiedQuery } from './inbox-helpers';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const width of [390, 1440]) {
  test.describe(`Dashboard accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 900 ? 844 : 900 } });

    test('no WCAG 2.2 AA violation on any dashboard screen', async ({ page, staffToken, baseURL, mailbox }) => {
      test.setTimeout(120_000);
      const tag = tagOf();
      const queryId = await verifiedQuery(baseURL!, mailbox, { name: `Axe ${tag}`, email: `axe-${tag}@example.com`, message: `Checked by axe ${tag}` });
      await enterWithToken(page, await staffToken(), '/dashboard');
      const found: string[] = [];
      const check = async (where: string) => {
        const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
        found.push(...violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} (${n.failureSummary ?? ''})`).join(', ')}`));
      };
      for (const path of dashboardPaths(queryId)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status')).toHaveCount(0);
        await check(path);
      }
      if (width < 900) {
        // The open drawer too.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
        await check('menu');
      }
      expect(found).toEqual([]);
    });
  });
}
