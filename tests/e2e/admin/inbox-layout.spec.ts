import { expect, test } from '../support/fixtures';
import { enterWithToken, watchConsole } from './helpers';
import { tagOf, verifiedQuery } from './inbox-helpers';

/** A query whose every text is as long as a real one gets: a long name, a long address, a message with a long link. */
async function longQuery(baseURL: string, mailbox: Parameters<typeof verifiedQuery>[1]) {
  const tag = tagOf();
  const name = `Maximilian Alexander Fitzgerald-Worthington ${tag}`;
  const email = `maximilian.alexander.fitzgerald-worthington.${tag}@marketing-department.example.com`;
  const message =
    `Hello team, ${tag}: we publish three long-form interviews a week and need them cut into shorts with captions. Our raw footage is here https://files.example.com/shared/${'a1b2c3d4'.repeat(12)} and the brand guide is attached. ${'Please keep our colours and fonts consistent across every video. '.repeat(8)}`.trim();
  await verifiedQuery(baseURL, mailbox, { name, email, message });
  return { tag, name, email, message };
}

test.describe('The inbox table on a desktop', () => {
  test('at 1440 px a row with long texts stays under 72 px; the e-mail and message are cut with their full text on hover', async ({
    page,
    staffToken,
    baseURL,
    mailbox,
    shot,
  }) => {
    const clean = watchConsole(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { tag, name, email, message } = await longQuery(baseURL!, mailbox);
    await enterWithToken(page, await staffToken(), `/dashboard/query?search=${tag}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    const height = (await row.boundingBox())!.height;
    expect(height, 'row height at 1440 px').toBeLessThan(72);
    await expect(row.getByTitle(email, { exact: true })).toBeVisible();
    await expect(row.getByTitle(message, { exact: true })).toBeVisible();
    // The columns that matter for triage are all there at 1440 px.
    const headers = page.getByRole('table', { name: 'Customer queries' }).getByRole('columnheader');
    for (const label of ['Name', 'Email', 'Message', 'Workflow', 'Assignee', 'Received', 'Actions'])
      await expect(headers.filter({ hasText: label })).toBeVisible();
    await shot('admin-inbox-1440');

    // The full texts are in the detail.
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: `Query from ${name}` })).toBeVisible();
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
    clean();
  });

  test('at 1280 px nothing scrolls sideways: the least useful columns go first', async ({ page, staffToken, baseURL, mailbox }) => {
    const clean = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const { tag, name } = await longQuery(baseURL!, mailbox);
    await enterWithToken(page, await staffToken(), `/dashboard/query?search=${tag}`);
    const table = page.getByRole('table', { name: 'Customer queries' });
    await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
    const widths = await table.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      table: element.getBoundingClientRect().width,
      box: element.parentElement!.clientWidth,
      scroll: element.parentElement!.scrollWidth,
    }));
    expect(widths.page, 'page width').toBeLessThanOrEqual(widths.viewport);
    expect(widths.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(widths.box);
    expect(widths.table).toBeLessThanOrEqual(widths.box);
    const headers = table.getByRole('columnheader');
    for (const label of ['Name', 'Email', 'Message', 'Workflow', 'Actions']) await expect(headers.filter({ hasText: label })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: name });
    expect((await row.boundingBox())!.height, 'row height at 1280 px').toBeLessThan(72);
    clean();
  });
});
