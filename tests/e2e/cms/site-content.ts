import type { Page } from '@playwright/test';

import { expect } from '../support/fixtures';

/** The site content's tabs, in the order of the home page; the last ones hold the footer and the search snippet. */
export const siteContentTabs = ['Hero', 'Numbers', 'Process', 'Services', 'FAQ', 'Portfolio', 'Clients', 'Testimonials', 'Contact & social', 'SEO'];

/**
 * Opens a tab of the site content's form (on /cms/globals/site-content). The panel opens the tab
 * the editor last had open, and every test signs in as the same editor: a test that reads the
 * hero opens the Hero tab first.
 */
export async function openSiteContentTab(page: Page, label: string) {
  await page.locator('.tabs-field__tab-button', { hasText: new RegExp(`^${label}$`) }).click();
  await expect(page.locator('.tabs-field__tab-button--active')).toHaveText(label);
}
