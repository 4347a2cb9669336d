import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { InitialData } from '@agency/contract';

import type { SiteRenderer } from '../../render/site-renderer';
import { bootApp, type TestApp } from '../../testing/boot';

const siteDist = path.resolve(import.meta.dirname, '../../../../site/dist');
/** A sentence from the seeded Terms of Services' body. */
const termsSentence = 'Each delivery includes 2 revisions.';

// One app for the file: Payload keeps one instance per process.
let app: TestApp;
let renderer: SiteRenderer;
const page = async (pathname: string) => (await renderer.page(pathname)).body.toString();
/** The data the page was rendered with, which the browser fetches to hydrate it. */
const dataOf = async (pathname: string) => (await renderer.page(pathname)).data!.body.toString();

beforeAll(async () => {
  app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `legal-weight-${process.pid}` });
  // Loaded after bootApp: the app's modules read the environment it sets (its database).
  const [{ responseCache }, { SiteRenderer: Renderer }] = await Promise.all([import('../../lib/cache'), import('../../render/site-renderer')]);
  renderer = (await Renderer.create(siteDist, app.payload, responseCache))!;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('legal pages carry their text only where they are read', () => {
  it("leaves the legal texts out of the home page and its data; a legal page's data carries its own text only", async () => {
    const home = await page('/');
    const homeData = JSON.parse(await dataOf('/')) as InitialData;
    expect(home).not.toContain(termsSentence);
    expect(homeData.legalPages.map((p) => p.slug)).toEqual(['terms-of-services', 'privacy-policy', 'refund-policy']);
    expect(homeData.legalPages.every((p) => !('content' in p))).toBe(true);
    // The footer still lists every page.
    expect(/<footer[\s\S]*<\/footer>/.exec(home)![0]).toContain('href="/refund-policy"');

    expect(await page('/terms-of-services')).toContain(termsSentence);
    const termsData = JSON.parse(await dataOf('/terms-of-services')) as InitialData;
    expect(termsData.legalPage?.slug).toBe('terms-of-services');
    expect(await dataOf('/privacy-policy')).not.toContain(termsSentence);
  });

  it('serves one published page with its text at /api/v1/legal-pages/:slug, cached, and the list without', async () => {
    const list = await app.call('GET', '/api/v1/legal-pages');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).not.toContain(termsSentence);

    const one = await app.call('GET', '/api/v1/legal-pages/terms-of-services');
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ slug: 'terms-of-services', path: '/terms-of-services', title: 'Terms of Services' });
    expect(JSON.stringify(one.body.data.content)).toContain(termsSentence);
    const etag = one.headers.get('etag')!;
    expect((await app.call('GET', '/api/v1/legal-pages/terms-of-services', { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const missing = await app.call('GET', '/api/v1/legal-pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false });
  });

  it('answers 404 for a page that is only a draft', async () => {
    const content = { root: { type: 'root', format: '' as const, indent: 0, version: 1, direction: 'ltr' as const, children: [] } };
    const slug = `cookie-policy-${Date.now()}`;
    await app.payload.create({ collection: 'legal-pages', data: { title: 'Cookie Policy', slug, description: 'Which cookies the site sets.', content }, draft: true });
    expect((await app.call('GET', `/api/v1/legal-pages/${slug}`)).status).toBe(404);
  });
});
