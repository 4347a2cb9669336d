import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { bootApp, type TestApp } from '../../testing/boot';

const paragraph = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }] },
});

/**
 * The CMS panel writes legal pages (and drafts of everything versioned) through Payload's REST
 * under /cms/api; /api/v1 only reads them. What the panel saves as a draft stays out of every
 * public read, and Payload's REST without a session reads published documents only.
 */
describe('Payload REST (the CMS panel): legal pages and drafts', () => {
  let app: TestApp;
  let panelAuth: Record<string, string>;
  const publicPages = async () => (await app.call('GET', '/api/v1/legal-pages')).body.data as { slug: string; title: string; }[];

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `panel-legal-${process.pid}`, env: { CMS_PANEL: 'on' } });
    panelAuth = { Authorization: `JWT ${await app.token()}` };
  }, 120_000);
  afterAll(async () => app?.stop());

  it('saves an autosaved draft that /api/v1 and anonymous panel reads do not see, and publishes it', async () => {
    const list = await app.call('GET', '/cms/api/legal-pages?where[slug][equals]=refund-policy', { headers: panelAuth });
    expect(list.status).toBe(200);
    const id = list.body.docs[0].id as string;

    const draft = await app.call('PATCH', `/cms/api/legal-pages/${id}?draft=true&autosave=true`, { headers: panelAuth, json: { title: 'Refund Policy (draft)' } });
    expect(draft.status).toBe(200);
    expect((await publicPages()).find((p) => p.slug === 'refund-policy')!.title).toBe('Refund Policy');
    // Without a session, Payload's REST shows the published page, even when asked for drafts.
    const anonymous = await app.call('GET', `/cms/api/legal-pages/${id}?draft=true`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.title).toBe('Refund Policy');
    const editor = await app.call('GET', `/cms/api/legal-pages/${id}?draft=true`, { headers: panelAuth });
    expect(editor.body.title).toBe('Refund Policy (draft)');

    const published = await app.call('PATCH', `/cms/api/legal-pages/${id}`, { headers: panelAuth, json: { _status: 'published' } });
    expect(published.status).toBe(200);
    expect((await publicPages()).find((p) => p.slug === 'refund-policy')!.title).toBe('Refund Policy (draft)');
  });

  it('restores a version of the site content as a draft without changing what the public sees', async () => {
    const hero = async () => (await app.call('GET', '/api/v1/content')).body.data.hero as { title: string };
    const live = await hero();
    const draft = await app.call('POST', '/cms/api/globals/site-content?draft=true&autosave=true', { headers: panelAuth, json: { hero: { ...live, title: 'Hero in a draft' } } });
    expect(draft.status).toBe(200);
    const published = await app.call('POST', '/cms/api/globals/site-content', { headers: panelAuth, json: { hero: { ...live, title: 'Hero published' }, _status: 'published' } });
    expect(published.status).toBe(200);
    expect((await hero()).title).toBe('Hero published');

    const versions = await app.call('GET', '/cms/api/globals/site-content/versions?sort=-updatedAt&limit=20', { headers: panelAuth });
    const older = (versions.body.docs as { id: string; version: { hero: { title: string } } }[]).find((v) => v.version.hero.title === 'Hero in a draft')!;
    const restored = await app.call('POST', `/cms/api/globals/site-content/versions/${older.id}?draft=true`, { headers: panelAuth });
    expect(restored.status).toBe(200);
    // Payload writes the global's row marked draft; the public keeps the newest published version.
    expect((await hero()).title).toBe('Hero published');
    const editor = await app.call('GET', '/cms/api/globals/site-content?draft=true', { headers: panelAuth });
    expect(editor.body.hero.title).toBe('Hero in a draft');
  });

  it('maps drafts and unsaved form values for the live preview and the preview link, for a signed-in editor only', async () => {
    for (const path of ['/cms/api/legal-pages/preview', '/cms/api/globals/site-content/preview']) {
      expect((await app.call('GET', path)).status, path).toBe(401);
      expect((await app.call('POST', path, { json: { data: { title: 'x' } } })).status, path).toBe(401);
    }
    // The preview link: the latest drafts, mapped as the site reads them.
    const [terms] = (await app.call('GET', '/cms/api/legal-pages?where[slug][equals]=terms-of-services', { headers: panelAuth })).body.docs;
    await app.call('PATCH', `/cms/api/legal-pages/${terms.id}?draft=true`, { headers: panelAuth, json: { title: 'Terms (being edited)' } });
    const drafts = await app.call('GET', '/cms/api/legal-pages/preview', { headers: panelAuth });
    expect(drafts.status).toBe(200);
    expect(drafts.headers.get('cache-control')).toBe('no-store');
    expect(drafts.body.find((p: { slug: string }) => p.slug === 'terms-of-services')).toMatchObject({ title: 'Terms (being edited)', path: '/terms-of-services' });
    expect((await publicPages()).find((p) => p.slug === 'terms-of-services')!.title).toBe('Terms of Services');

    // Live preview: the form's values as the editor types, never stored.
    const typed = await app.call('POST', '/cms/api/legal-pages/preview', {
      headers: panelAuth,
      json: { data: { id: terms.id, title: 'Typed title', slug: 'terms-of-services', description: 'd', content: paragraph('Typed text') } },
    });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ _id: terms.id, title: 'Typed title', content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Typed text' }] }] });

    const form = await app.call('GET', '/cms/api/globals/site-content?draft=true&depth=0', { headers: panelAuth });
    const content = await app.call('POST', '/cms/api/globals/site-content/preview', { headers: panelAuth, json: { data: { ...form.body, hero: { ...form.body.hero, title: 'Typed hero' } } } });
    expect(content.status).toBe(200);
    expect(content.body.hero.title).toBe('Typed hero');
    // Images come as ids from the form and go back as their addresses.
    expect(content.body.clients[0].image).toMatch(/^\/media\//);
    expect((await app.call('GET', '/cms/api/globals/site-content/preview', { headers: panelAuth })).body.hero.title).toBe(form.body.hero.title);
    expect((await app.call('POST', '/cms/api/legal-pages/preview', { headers: panelAuth, json: { nope: 1 } })).status).toBe(400);
  });

  it('keeps a never-published page out of anonymous reads', async () => {
    const created = await app.call('POST', '/cms/api/legal-pages?draft=true', {
      headers: panelAuth,
      json: { title: 'Imprint', slug: 'imprint', description: 'Who runs this site.', content: paragraph('Draft imprint') },
    });
    expect(created.status).toBe(201);
    expect((await publicPages()).some((p) => p.slug === 'imprint')).toBe(false);
    const anonymous = await app.call('GET', '/cms/api/legal-pages?where[slug][equals]=imprint&draft=true');
    expect(anonymous.body.docs).toEqual([]);
  });

  it('refuses a malformed or taken slug and rich text that is not an editor state, with 400 and nothing stored', async () => {
    const base = { title: 'Cookies', description: 'Which cookies the site sets.', content: paragraph('None.') };
    for (const slug of ['Not A Slug', 'trailing-', 'a--b', 'x'.repeat(81), 'terms-of-services']) {
      const res = await app.call('POST', '/cms/api/legal-pages', { headers: panelAuth, json: { ...base, slug, _status: 'published' } });
      expect(res.status, slug).toBe(400);
    }
    for (const content of ['plain text', { root: 'nope' }, [1, 2]]) {
      const res = await app.call('POST', '/cms/api/legal-pages', { headers: panelAuth, json: { ...base, slug: 'cookies', content, _status: 'published' } });
      expect(res.status, JSON.stringify(content)).toBe(400);
    }
    expect((await publicPages()).map((p) => p.slug)).toEqual(['terms-of-services', 'privacy-policy', 'refund-policy']);
    expect(app.statuses.filter((status) => status >= 500)).toEqual([]);
  });

  it('drops a link the site must not render (javascript:, data:, //host) but keeps its text', async () => {
    const link = (url: string) => ({ type: 'link', version: 3, fields: { linkType: 'custom', url, newTab: false }, children: [{ type: 'text', text: `to ${url}`, version: 1, format: 0 }] });
    const content = { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'paragraph', version: 1, children: [link('javascript:alert(1)'), link('//evil.example'), link('https://example.com/ok')] }] } };
    const res = await app.call('POST', '/cms/api/legal-pages', { headers: panelAuth, json: { title: 'Links', slug: 'links', description: 'Links page.', content, _status: 'published' } });
    expect(res.status).toBe(201);
    // The list carries summaries; a page's text comes with the page.
    const page = (await app.call('GET', '/api/v1/legal-pages/links')).body.data as { content: unknown[] };
    expect(page.content).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'to javascript:alert(1)' },
          { type: 'text', text: 'to //evil.example' },
          { type: 'link', href: 'https://example.com/ok', children: [{ type: 'text', text: 'to https://example.com/ok' }] },
        ],
      },
    ]);
  });
});
